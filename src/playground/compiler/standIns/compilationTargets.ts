// Browser stand-in for `@babel/helper-compilation-targets`: Babel resolves
// compile targets on every config, but the playground sets none (it only
// strips types and JSX), and the real module brings browserslist with
// ~130 KB of browser data. No targets means "no target-specific output".
export default function getTargets(targets?: object): Record<string, string> {
  if (targets && Object.keys(targets).length > 0) {
    throw new Error('Browser targets are not available in the playground compiler.');
  }
  return {};
}

export const TargetNames = {};
export const isBrowsersQueryValid = () => false;
