// `npm run check:recipes -- --newest`: a recipe in a temporary copy, without its lock
// files, with every dependency moved to the newest release the registry serves; the
// check then installs it with `npm install` and runs its steps. With `--channel
// canary`, the recipe's own tools (the packages its "Checked with" line names) move to
// their newest pre-release instead, where one came out after their newest release, as
// `npm run check:next` does for Docusaurus.
//
// A reader who upgrades does not move every package on its own, so neither does this:
// - in an Expo app, the packages the newest Expo SDK names (its bundledNativeModules.json)
//   move to the newest release in the SDK's range, as `npx expo install --fix` would;
// - packages released together move together, and a package another one pins exactly
//   goes to that pin (scripts/recipes/families.mjs, from the registry's metadata);
// - workspace packages and the recipe's `pinned` packages stay.
// Ranges the moved versions miss in each other's manifests are listed with the table.
import {execFile} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {promisify} from 'node:util';
import semver from 'semver';
import {planVersions} from './families.mjs';

const run = promisify(execFile);

/** Folders a copy never takes: installs and build output. */
const skipped = new Set(['node_modules', 'dist', 'dist-native', 'dist-ssr', 'build', '.next', '.expo']);

const views = new Map();
/** What the registry knows of `name`: its versions and its dist-tags. */
function view(name) {
  if (!views.has(name))
    views.set(
      name,
      run('npm', ['view', name, 'versions', 'dist-tags', '--json'], {
        maxBuffer: 64 * 1024 * 1024,
      }).then(({stdout}) => JSON.parse(stdout)),
    );
  return views.get(name);
}

const published = new Map();
/** @type {import('./families.mjs').Registry} */
const registry = {
  async releases(name) {
    const info = await view(name);
    return {versions: [info.versions].flat(), latest: info['dist-tags'].latest};
  },
  manifest(name, version) {
    const key = `${name}@${version}`;
    if (!published.has(key))
      published.set(
        key,
        run('npm', ['view', key, '--json'], {maxBuffer: 16 * 1024 * 1024}).then(({stdout}) =>
          JSON.parse(stdout),
        ),
      );
    return published.get(key);
  },
};

/**
 * The newest release of `name` (its `latest` dist-tag) and, for `canary`, its highest
 * pre-release above that release (a canary, nightly or release candidate of the next
 * one). Publication dates cannot decide: a registry mirror dates each version by when
 * it copied it.
 */
async function newestVersion(name, canary) {
  const info = await view(name);
  const latest = info['dist-tags'].latest;
  if (!canary) return {version: latest};
  const ahead = [info.versions].flat().filter(
    (version) => semver.prerelease(version) && semver.gt(version, latest),
  );
  const newest = semver.rsort(ahead)[0];
  return newest ? {version: newest, why: 'pre-release'} : {version: latest};
}

/** The bundledNativeModules.json of an Expo release: what its SDK names for each package. */
async function expoSdkVersions(version) {
  const folder = mkdtempSync(join(tmpdir(), 'rsd-expo-sdk-'));
  try {
    const {stdout} = await run('npm', ['pack', `expo@${version}`, '--json'], {cwd: folder});
    const [{filename}] = JSON.parse(stdout);
    await run('tar', ['xzf', filename, 'package/bundledNativeModules.json'], {cwd: folder});
    return JSON.parse(readFileSync(join(folder, 'package/bundledNativeModules.json'), 'utf8'));
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/** Copies a recipe's files, without installs, build output or lock files. */
function copyRecipe(from, to) {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const name = source.slice(source.lastIndexOf('/') + 1);
      return !skipped.has(name) && name !== 'package-lock.json';
    },
  });
}

/** Every package.json of a copy, outside node_modules. */
function manifests(dir) {
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('package.json') && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

/**
 * Makes a copy of `recipe` under a new temporary folder with its dependencies moved.
 * @param {import('./manifest.mjs').Recipe} recipe
 * @returns {Promise<{
 *   dir: string,
 *   moved: Array<{file: string, name: string, from: string, to: string, why?: string}>,
 *   conflicts: Array<import('./families.mjs').Conflict & {file: string}>,
 *   families: string[],
 * }>}
 */
export async function newestCopy(recipe, {recipesDir, channel}) {
  const root = mkdtempSync(join(tmpdir(), 'rsd-recipes-newest-'));
  const dir = join(root, recipe.name);
  copyRecipe(join(recipesDir, recipe.name), dir);
  // A variant may take a file of another recipe (`{from: '../vite8/babel.config.cjs'}`):
  // it goes beside the copy, where it is under recipes/.
  for (const change of (recipe.variants ?? []).flatMap((variant) => Object.values(variant.files)))
    if (change?.constructor === Object && change.from.startsWith('../')) {
      mkdirSync(dirname(join(dir, change.from)), {recursive: true});
      cpSync(join(recipesDir, recipe.name, change.from), join(dir, change.from));
    }
  const files = manifests(dir);
  const local = new Set(files.map((file) => JSON.parse(readFileSync(file, 'utf8')).name));
  const tools = new Set(recipe.tools.map(([, name]) => name));
  const keep = new Set(recipe.pinned ?? []);
  const moved = [];
  const conflicts = [];
  const families = new Set();

  for (const file of files) {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const fields = ['dependencies', 'devDependencies'].filter((field) => pkg[field]);
    const current = Object.fromEntries(
      Object.entries(Object.assign({}, ...fields.map((field) => pkg[field]))).filter(
        ([name]) => !local.has(name),
      ),
    );
    /** @type {Record<string, import('./families.mjs').Choice>} */
    const newest = {};
    /** @type {Record<string, import('./families.mjs').Choice>} */
    const anchored = {};
    for (const name of Object.keys(current)) {
      newest[name] = keep.has(name)
        ? {version: current[name]}
        : await newestVersion(name, channel === 'canary' && tools.has(name));
    }
    if (newest.expo && !keep.has('expo')) {
      const sdk = await expoSdkVersions(newest.expo.version);
      for (const name of Object.keys(current).filter((name) => sdk[name] && !keep.has(name))) {
        const inRange = semver.maxSatisfying((await registry.releases(name)).versions, sdk[name]);
        const why = `Expo SDK ${newest.expo.version}: ${sdk[name]}`;
        if (inRange) anchored[name] = {version: inRange, why};
        else newest[name] = {...newest[name], why: `${why}, not in the registry`};
      }
    }
    const pinned = Object.keys(current).filter((name) => keep.has(name));
    const plan = await planVersions({current, newest, anchored, pinned, registry});
    for (const family of plan.families) families.add(family.join(' + '));
    for (const conflict of plan.conflicts) conflicts.push({file: relative(dir, file), ...conflict});
    for (const field of fields)
      for (const [name, {version, why}] of Object.entries(plan.chosen)) {
        if (!(name in pkg[field])) continue;
        if (pkg[field][name] !== version)
          moved.push({file: relative(dir, file), name, from: pkg[field][name], to: version, why});
        pkg[field][name] = version;
      }
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  return {dir, moved, conflicts, families: [...families]};
}
