// Browser stand-in for `semver` (~50 KB), which Babel uses to check that a
// plugin supports its version. The worker bundles one fixed set of Babel
// packages, installed together (and checked by the Node-side unit tests,
// which run the real semver), so every check passes.
export const satisfies = () => true;
export const valid = () => null;
export const intersects = () => false;
export default {satisfies, valid, intersects};
