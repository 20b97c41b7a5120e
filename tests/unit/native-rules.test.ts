import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React, {Fragment} from 'react';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {previewReactNative} from '@site/src/data/previewReactNative';
import {nativeMessages} from '@site/src/data/nativeMessages';
import {isReactNativeLine, textRuleMessage} from '@site/src/playground/frame/shims/rules/messages';
import {withoutText} from '@site/src/playground/frame/shims/rules/View';
import {bundle, nativeConfig} from '@site/src/plugins/preview-frame';
import {reactNativeSources} from '@site/src/plugins/preview-frame/reactNativeSources';
import {matchMessage, messagePatterns} from '@site/src/utils/nativeMessageMatch';
import {loadNativeBuild} from './nativeBuild';

// The Native preview applies React Native's rules where react-native-web is more lenient
// (src/playground/frame/shims/rules). Its style checks are React Native's own processors,
// bundled from the release the preview names: these tests run them through the same
// bundler settings as the runtime, on the styles the library's native build hands to
// React Native, and check the choice of processors against React Native's view config.

const siteDir = process.cwd();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'native-rules-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

interface StyleRules {
  checkStyle(style: unknown): void;
  nestedTextStyle(style: unknown): Record<string, unknown>;
  throwingProcessors: Record<string, unknown>;
}

let rules: StyleRules;
let sources: string;

beforeAll(async () => {
  sources = await reactNativeSources(siteDir);
  const entry = path.join(scratch, 'entry.ts');
  const style = path.join(siteDir, 'src/playground/frame/shims/rules/style.ts');
  fs.writeFileSync(
    entry,
    `import * as rules from ${JSON.stringify(style)};\n(globalThis as {styleRules?: unknown}).styleRules = rules;\n`,
  );
  const code = await bundle(siteDir, path.join(scratch, 'out'), entry, await nativeConfig(siteDir));
  new Function(code)();
  rules = (globalThis as unknown as {styleRules: StyleRules}).styleRules;
}, 300_000);

/** The style the library's native build gives React Native's host for `style`. */
function hostStyle(style: Record<string, unknown>): unknown {
  const {rsd, render} = loadNativeBuild();
  const styles = rsd.css.create({box: style});
  const [host] = render(React.createElement(rsd.html.div!, {style: styles.box}));
  return host!.props.style;
}

describe('React Native’s style processors in the preview', () => {
  it('throw on the transforms a phone’s development build refuses', () => {
    expect(() => rules.checkStyle(hostStyle({transform: 'scaleZ(1.5)'}))).toThrow(
      'Invalid transform scaleZ: {"scaleZ":1.5}',
    );
    expect(() => rules.checkStyle(hostStyle({transform: 'rotate(0.1turn)'}))).toThrow(
      'Rotate transform must be expressed in degrees (deg) or radians (rad): {"rotate":"0.1turn"}',
    );
  });

  it('pass the transforms, origins and ratios React Native takes', () => {
    for (const style of [
      {transform: 'rotate(10deg) scale(1.5)'},
      {transform: 'translateX(10px)', transformOrigin: 'top left'},
      {aspectRatio: 2},
      {aspectRatio: '16 / 9'},
    ]) {
      expect(() => rules.checkStyle(hostStyle(style)), JSON.stringify(style)).not.toThrow();
    }
  });

  it('read the style as React Native flattens it: the last value wins, falsy entries skipped', () => {
    expect(() =>
      rules.checkStyle([{transform: [{scaleZ: 2}]}, false, [null, {transform: []}]]),
    ).not.toThrow();
    expect(() => rules.checkStyle([{aspectRatio: 1}, {aspectRatio: '16:9'}])).toThrow(
      'aspectRatio must either be a number, a ratio string or `auto`. You passed: 16:9',
    );
  });

  it('are each style key’s processor in React Native’s view config that can throw on what the library passes', () => {
    const config = fs.readFileSync(
      path.join(sources, 'Libraries/Components/View/ReactNativeStyleAttributes.js'),
      'utf8',
    );
    const attributes = new Map(
      [...config.matchAll(/export const (\w+): AnyAttributeType =[^;]*?process: (\w+)/g)].map(
        (match) => [match[1]!, match[2]!],
      ),
    );
    const processorOf = new Map(
      [...config.matchAll(/^ {2}(\w+): (\w+Attribute),$/gm)]
        .filter((match) => attributes.has(match[2]!))
        .map((match) => [match[1]!, attributes.get(match[2]!)!]),
    );
    expect(processorOf.get('transform')).toBe('processTransform');
    const throws = (processor: string) =>
      /\binvariant\(|\bthrow\b/.test(
        fs.readFileSync(path.join(sources, `Libraries/StyleSheet/${processor}.js`), 'utf8'),
      );
    const library = fs.readFileSync(
      path.join(siteDir, 'node_modules/react-strict-dom/dist/native/index.js'),
      'utf8',
    );
    const allowed = new Set(
      /const allowedStyleKeySet = new Set\(\[([^\]]*)\]\)/
        .exec(library)![1]!
        .match(/'[^']+'/g)!
        .map((key) => key.slice(1, -1)),
    );
    // processFilter throws only for a filter that is neither a string nor an array; the
    // library passes the string a css.create style holds.
    const neverThrowsOnLibraryValues = new Set(['filter']);
    const needed = [...processorOf]
      .filter(([key, processor]) => allowed.has(key) && throws(processor))
      .filter(([key]) => !neverThrowsOnLibraryValues.has(key))
      .map(([key]) => key)
      .sort();
    expect(Object.keys(rules.throwingProcessors).sort()).toEqual(needed);
    // And style.ts pairs each key with that processor.
    const shim = fs.readFileSync(
      path.join(siteDir, 'src/playground/frame/shims/rules/style.ts'),
      'utf8',
    );
    for (const key of needed) expect(shim).toContain(`  ${key}: ${processorOf.get(key)},`);
  });
});

describe('React Native’s rule for a text inside another text', () => {
  it('keeps the text attributes and drops layout, borders and transforms', () => {
    expect(
      rules.nestedTextStyle([
        {position: 'absolute', top: '100%', left: 0, width: 120, padding: 4},
        {color: 'tomato', backgroundColor: 'gold', fontWeight: '700', borderWidth: 1},
        {transform: [{rotate: '10deg'}], marginTop: 8, textDecorationLine: 'underline'},
      ]),
    ).toEqual({
      color: 'tomato',
      backgroundColor: 'gold',
      fontWeight: '700',
      textDecorationLine: 'underline',
    });
  });
});

describe('React Native’s text rule', () => {
  const span = React.createElement('span', {key: 's'}, 'x');

  it('leaves out each string or number among a view’s children, in arrays and fragments too', () => {
    const found = {count: 0};
    const kept = withoutText(
      [span, ' Subscribe', 3, React.createElement(Fragment, {key: 'f'}, 'a', span)],
      found,
    );
    expect(found.count).toBe(3);
    expect(kept).toMatchObject([span, null, null, {type: Fragment}]);
    const fragment = (kept as React.ReactElement<{children: unknown}>[])[3]!;
    expect(fragment.props.children).toEqual([null, span]);
  });

  it('returns the same children when there is no string, and counts none for an empty one', () => {
    const children = [span, null, false, ''];
    const found = {count: 0};
    expect(withoutText(children, found)).toBe(children);
    expect(found.count).toBe(0);
  });
});

describe('React Native’s own lines in the Native view', () => {
  it('are told apart from the library’s console lines by their text', () => {
    expect(isReactNativeLine(textRuleMessage)).toBe(true);
    expect(isReactNativeLine('[error] React Strict DOM: href')).toBe(false);
  });

  it('link to their entry on /api/native-messages/ by their text, as the library’s do', () => {
    // The native judge's entry for React Native's text rule: its template is the whole
    // line, which has no library prefix, and it is marked as React Native's.
    const patterns = messagePatterns(nativeMessages);
    expect(matchMessage(patterns, textRuleMessage)).toMatchObject({
      anchor: 'text-strings-must-be-rendered-within-a-text',
    });
    expect(nativeMessages.find(({template}) => template === textRuleMessage)?.from).toBe(
      'react-native',
    );
    expect(matchMessage(patterns, `${textRuleMessage} Or not.`)).toBeNull();
  });
});

describe('The React Native release in the preview', () => {
  it('is the tarball the native judge installs: the same version and integrity as its lock', () => {
    const lock = JSON.parse(
      fs.readFileSync(path.join(siteDir, 'tests/native-judge/package-lock.json'), 'utf8'),
    ) as {packages: Record<string, {version?: string; integrity?: string}>};
    const {version, integrity} = lock.packages['node_modules/react-native']!;
    expect(previewReactNative).toEqual({version, integrity});
  });
});
