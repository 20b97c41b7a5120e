// @ts-check
/**
 * A Jest transform of test-renderer (React Native Testing Library's renderer) that
 * makes it do two things React Native's own renderer does on a phone, in a
 * development build, and Jest leaves out:
 *
 * - every host element's props, when it is created and when it is updated, go
 *   through React Native's attribute processors (`globalThis.__nativeJudge.hostProps`,
 *   installed by ./phone.js), where a phone's Fabric renderer builds the payload
 *   it sends to native;
 * - a string outside a `Text` is logged with `console.error` and the render goes
 *   on, as Fabric does (`createTextInstance` in ReactFabric-dev.js), where
 *   test-renderer throws; and which host counts as text is the renderer's own list
 *   (text inputs included), read from React Native's renderer like the message.
 *
 * Each change must find its line exactly once: a test-renderer that no longer
 * has it fails the judge instead of judging without it.
 */
const {createHash} = require('node:crypto');
const {readFileSync} = require('node:fs');

const fabricDev =
  require.resolve('react-native/Libraries/Renderer/implementations/ReactFabric-dev.js');

/** The message React Native's development renderer logs for a string outside `Text`. */
function textRuleMessage() {
  const source = readFileSync(fabricDev, 'utf8');
  const found = /isInAParentText \|\|\s*console\.error\(\s*("Text strings[^"]*")\s*\)/.exec(source);
  if (!found) throw new Error(`${fabricDev}: the text rule was not found`);
  return found[1];
}

/**
 * The native components inside which a string is text, as React Native's renderer
 * lists them (`pushHostContext`): its text and text input components. Like
 * test-renderer's, the context is not inherited: a View inside a Text starts over.
 */
function textContexts() {
  const source = readFileSync(fabricDev, 'utf8');
  const found = /nextContext =\s*((?:"\w+" === nextContext(?: \|\|)?\s*)+);/.exec(source);
  if (!found) throw new Error(`${fabricDev}: the text contexts were not found`);
  return JSON.stringify([...found[1].matchAll(/"(\w+)"/g)].map((match) => match[1]));
}

/** @type {[RegExp, (match: string) => string][]} */
const changes = [
  [
    /mark\("reconciler\/createInstance", \{ type \}\);/,
    (line) => `${line} globalThis.__nativeJudge.hostProps(type, props);`,
  ],
  [
    /mark\("reconciler\/commitUpdate", \{ type \}\);/,
    (line) => `${line} globalThis.__nativeJudge.hostProps(type, nextProps);`,
  ],
  [
    /throw new Error\(`Invariant Violation: Text strings must be rendered within a [^`]*`\);/,
    // Fabric's development build checks it; its release build does not.
    () => `if (globalThis.__DEV__) console.error(${textRuleMessage()});`,
  ],
  [
    /const isInsideText = Boolean\(parentHostContext\.config\.textComponentTypes\?\.includes\(type\)\);/,
    () =>
      `const isInsideText = ${textContexts()}.includes(globalThis.__nativeJudge.nativeNameOf(type));`,
  ],
];

module.exports = {
  /** @param {string} source @param {string} path */
  process(source, path) {
    let code = source;
    for (const [pattern, replace] of changes) {
      const count = code.split(pattern).length - 1;
      if (count !== 1) throw new Error(`${path}: ${pattern} found ${count} times, not once`);
      code = code.replace(pattern, replace);
    }
    return {code};
  },
  /** @param {string} source */
  getCacheKey(source) {
    return createHash('sha256')
      .update(source)
      .update(readFileSync(__filename))
      .update(readFileSync(fabricDev))
      .digest('hex');
  },
};
