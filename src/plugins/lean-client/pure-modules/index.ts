import type {Swap} from '../swap';

/** CommonJS packages with no side effects that do not declare it in their package.json. */
export const pureModules = /[\\/]node_modules[\\/]parse-numeric-range[\\/]/;

/**
 * A pure function module that does not say so: theme-common's code-block helpers import
 * it for line ranges, which this site's code blocks never parse, so once flagged it is
 * left out unless something calls it (tests/built/site.test.ts checks that it is).
 */
export default (): Swap => ({rules: [{test: pureModules, sideEffects: false}], missing: () => []});
