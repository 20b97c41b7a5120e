// Browser stand-in for `browserslist`. Babel resolves compile targets through
// it, but the playground sets none (it only strips types and JSX), and the
// real package brings ~130 KB of browser data (caniuse-lite, node-releases).
function browserslist(): never {
  throw new Error('Browser targets are not available in the playground compiler.');
}

browserslist.loadConfig = () => undefined;
browserslist.findConfigFile = () => undefined;

export default browserslist;
