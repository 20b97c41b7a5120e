// Stand-in for @babel/types' `asserts/generated` (~20 KB minified: one written-out
// `assertX` per node type and alias). The same functions, made at load time from
// the `isX` validators they wrap. CommonJS, like the file it replaces: an ES
// module cannot export names made at load time.
/* eslint-disable @typescript-eslint/no-require-imports */
const is = require('@babel/types/lib/validators/is.js').default;
const validators = require('@babel/types/lib/validators/generated/index.js');

for (const name of Object.keys(validators)) {
  if (!/^is[A-Z]/.test(name)) continue;
  const type = name.slice(2);
  exports[`assert${type}`] = (node, opts) => {
    if (!is(type, node, opts)) {
      throw new Error(
        `Expected type "${type}" with option ${JSON.stringify(opts)}, but instead got "${node.type}".`,
      );
    }
  };
}
