// Checks of the Metro bundles that `expo export` writes for Android and iOS.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

/** The Metro module (`__d(function …)`) whose code contains `marker`. */
function moduleAround(bundle, marker) {
  const at = bundle.indexOf(marker);
  if (at < 0) return null;
  const start = bundle.lastIndexOf('__d(function', at);
  const end = bundle.indexOf('__d(function', at);
  return bundle.slice(start, end < 0 ? undefined : end);
}

/**
 * The bundle of each platform in `outDir` holds the app compiled for the native
 * runtime: its module still calls css.create and renders html.* components (the
 * preset added no web plugins), the native file of a platform pair was picked, and
 * React Strict DOM's native build is in.
 * @param {{text: string, native: RegExp, web: RegExp}} expected the app's text, and a
 *   pattern only the native (and only the web) file of a platform pair matches
 */
export function checkNativeBundles(outDir, platforms, expected) {
  const problems = [];
  for (const platform of platforms) {
    const folder = join(outDir, '_expo/static/js', platform);
    const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.js')) : [];
    if (files.length !== 1) {
      problems.push(`${platform}: expected one bundle in ${folder}, found ${files.length}`);
      continue;
    }
    const bundle = readFileSync(join(folder, files[0]), 'utf8');
    const app = moduleAround(bundle, expected.text);
    if (!app) problems.push(`${platform}: the bundle lacks "${expected.text}"`);
    else {
      if (!/\bcss\.create\(\{/.test(app))
        problems.push(
          `${platform}: the app's module has no css.create call left for the native runtime`,
        );
      if (!/\.html\.(div|main)\b/.test(app))
        problems.push(`${platform}: the app's module renders no html.* component`);
      if (/className|\$\$css/.test(app))
        problems.push(`${platform}: the app's module was compiled for the web`);
    }
    if (!expected.native.test(bundle))
      problems.push(`${platform}: the native file was not bundled (${expected.native})`);
    if (expected.web.test(bundle))
      problems.push(`${platform}: the web file was bundled (${expected.web})`);
    if (!bundle.includes('experimental_LayoutConformance'))
      problems.push(`${platform}: React Strict DOM's native build is not in the bundle`);
  }
  return problems;
}

/**
 * Lines of a Metro export that look like a warning or an error from Babel or the
 * bundler: a setup that works prints none. `allowed` lists lines that are expected.
 */
export function reportedProblems(output, allowed = []) {
  return output
    .split('\n')
    .filter((line) => /\b(warn|warning|error|deprecated)\b/i.test(line))
    .filter((line) => !allowed.some((pattern) => pattern.test(line)))
    .map((line) => `the export printed: ${line.trim()}`);
}
