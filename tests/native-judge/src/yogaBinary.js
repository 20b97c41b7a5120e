// @ts-check
/**
 * A Jest transform of yoga-layout's WebAssembly loader, an ES module Babel cannot
 * turn into CommonJS as it is: its `import.meta.url` (read only to find a `.wasm`
 * file beside it; this build carries the binary inline) becomes `undefined`, and
 * its default export `module.exports`. Its other files are plain ES modules, which
 * React Native's Babel preset compiles.
 */
const {createHash} = require('node:crypto');
const {readFileSync} = require('node:fs');

/** @type {[RegExp, string][]} */
const changes = [
  [/import\.meta\.url/g, 'undefined'],
  [/^export default loadYoga;$/m, 'module.exports = loadYoga;\nmodule.exports.default = loadYoga;'],
];

module.exports = {
  /** @param {string} source @param {string} path */
  process(source, path) {
    let code = source;
    for (const [pattern, replacement] of changes) {
      if (!pattern.test(code)) throw new Error(`${path}: ${pattern} not found`);
      pattern.lastIndex = 0;
      code = code.replace(pattern, replacement);
    }
    return {code};
  },
  /** @param {string} source */
  getCacheKey: (source) =>
    createHash('sha256').update(source).update(readFileSync(__filename)).digest('hex'),
};
