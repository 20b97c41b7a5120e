import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {previewReactNative} from '../../data/previewReactNative';

/** The style processors React Native's view config names, by file (Libraries/StyleSheet/). */
export const styleProcessors = [
  'processAspectRatio',
  'processBackgroundImage',
  'processBackgroundPosition',
  'processBackgroundRepeat',
  'processBackgroundSize',
  'processBoxShadow',
  'processColor',
  'processFilter',
  'processFontVariant',
  'processFontVariationSettings',
  'processTransform',
  'processTransformOrigin',
] as const;

/**
 * React Native's own files that the Native preview uses, with its licence:
 * the style processors (the preview bundles the three that throw on a value
 * the library passes, and what they import) and the view config that says
 * which style key goes through which; tests/unit/native-rules.test.ts reads
 * the config and every processor to check that choice.
 */
export const reactNativeFiles = [
  'LICENSE',
  'Libraries/Components/View/ReactNativeStyleAttributes.js',
  'Libraries/Utilities/stringifySafe.js',
  ...styleProcessors.map((name) => `Libraries/StyleSheet/${name}.js`),
] as const;

const run = promisify(execFile);

/** npm itself: the one running this build when there is one, else the one on the PATH. */
function npm(args: string[], cwd: string) {
  const cli = process.env.npm_execpath;
  if (cli && /npm-cli\.js$/.test(cli)) return run(process.execPath, [cli, ...args], {cwd});
  const windows = process.platform === 'win32';
  return run(windows ? 'npm.cmd' : 'npm', args, {cwd, shell: windows});
}

const integrityOf = (file: string) =>
  `sha512-${createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;

function complete(dir: string): boolean {
  const stamp = path.join(dir, '.integrity');
  return (
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === previewReactNative.integrity &&
    reactNativeFiles.every((file) => fs.existsSync(path.join(dir, file)))
  );
}

/**
 * The folder holding `reactNativeFiles` of react-native@`previewReactNative.version`,
 * under `node_modules/.cache` of the site. The first call fetches the release's
 * tarball with `npm pack` (from npm's cache when it is there), refuses it
 * unless its sha512 is the pinned integrity, and extracts those files alone:
 * installing react-native would add 81 packages and about 145 MB (metro,
 * hermes-compiler, the dev tools) for a few files.
 */
export async function reactNativeSources(siteDir: string): Promise<string> {
  const {version, integrity} = previewReactNative;
  const dir = path.join(siteDir, 'node_modules/.cache/react-native-sources', version);
  if (complete(dir)) return dir;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'react-native-sources-'));
  try {
    await npm(
      ['pack', `react-native@${version}`, '--pack-destination', scratch, '--silent'],
      scratch,
    );
    const tarball = path.join(scratch, `react-native-${version}.tgz`);
    const found = integrityOf(tarball);
    if (found !== integrity) {
      throw new Error(
        `react-native@${version} from the registry has integrity ${found}, not the pinned ${integrity} (src/data/previewReactNative.ts).`,
      );
    }
    await run('tar', [
      '-xzf',
      tarball,
      '-C',
      scratch,
      ...reactNativeFiles.map((file) => `package/${file}`),
    ]);
    fs.writeFileSync(path.join(scratch, 'package/.integrity'), integrity);
    fs.mkdirSync(path.dirname(dir), {recursive: true});
    // Another build may have finished first: its copy is the same files.
    fs.rmSync(dir, {recursive: true, force: true});
    fs.renameSync(path.join(scratch, 'package'), dir);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  if (!complete(dir)) throw new Error(`React Native's files did not land in ${dir}.`);
  return dir;
}
