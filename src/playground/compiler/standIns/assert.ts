// Browser stand-in for Node's `assert`, whose polyfill weighs ~70 KB: the
// compiler's dependencies only call it as a plain check.
function assert(value: unknown, message?: string): asserts value {
  if (!value) throw new Error(message ?? 'Assertion failed');
}

assert.ok = assert;
assert.strict = assert;
assert.equal = (actual: unknown, expected: unknown, message?: string) => assert(actual == expected, message);
assert.strictEqual = (actual: unknown, expected: unknown, message?: string) =>
  assert(actual === expected, message);

export default assert;
