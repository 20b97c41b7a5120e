// Browser stand-in for Node's `assert`, whose polyfill weighs ~70 KB: the
// compiler's dependencies call it as a plain check, and `assert.fail`.
// CommonJS, because callers call the module itself.
function assert(value, message) {
  if (!value) throw new Error(message || 'Assertion failed');
}
assert.ok = assert;
assert.strict = assert;
assert.fail = (message) => assert(false, message);
assert.equal = (actual, expected, message) => assert(actual == expected, message);
assert.strictEqual = (actual, expected, message) => assert(actual === expected, message);
module.exports = assert;
