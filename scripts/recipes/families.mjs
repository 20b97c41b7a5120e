// Which versions `check:recipes --newest` moves a recipe's dependencies to. A reader who
// upgrades does not move each package alone: packages published in step (react-router
// and @react-router/*, react and react-dom, next and @next/*) move together, to the
// newest version they all share, and a package a moved one pins exactly goes to that
// pin. The families come from the registry's own metadata, never from a list of names:
// - P lists Q (a dependency or a peer) with a range whose lowest version is P's own
//   version (`8.5.1`, `^19.3.1`): P and Q are released together;
// - P pins a package of scope @s at exactly its own version (react-native pins
//   @react-native/codegen, next pins @next/env): P and the recipe's @s/* packages are
//   released together.
// What the moved versions then fail to satisfy of each other's ranges is returned as a
// finding (a real upgrade break, such as @babel/core 8 against a peer range ^7), never
// hidden by moving a package back.
import semver from 'semver';

/**
 * @typedef {{versions: string[], latest: string}} Releases
 * @typedef {{dependencies?: Record<string, string>, peerDependencies?: Record<string, string>}} Manifest
 * @typedef {{
 *   releases: (name: string) => Promise<Releases>,
 *   manifest: (name: string, version: string) => Promise<Manifest>,
 * }} Registry
 * @typedef {{version: string, why?: string}} Choice
 * @typedef {{name: string, version: string, dependency: string, range: string, chosen: string}} Conflict
 *   `name` at `version` asks for `dependency` in `range`, and that moved to `chosen`
 */

/** Every range a manifest gives: its dependencies, then its peers (which npm checks too). */
const rangesOf = (manifest) => ({...manifest.dependencies, ...manifest.peerDependencies});

/** The version a range names exactly (`8.5.1`, `=8.5.1`), or null. */
export function exactVersion(range) {
  return semver.valid(range.trim().replace(/^=\s*/, ''));
}

/** Whether `range`, given by a package at `version`, starts at that same version. */
export function inStep(range, version) {
  if (range.includes('||')) return false;
  try {
    const lowest = semver.minVersion(range);
    return lowest !== null && semver.eq(lowest, version);
  } catch {
    return false;
  }
}

/** Releases a family may share: none of a channel's daily builds. */
const daily = /nightly|canary|experimental|insiders/;

/**
 * The families among `names`, read from each package's manifest at `newest[name]`:
 * groups of two or more names, and the exact pins a package sets on another one of
 * `names` outside its family.
 * @param {string[]} names
 * @param {Record<string, string>} newest
 * @param {Registry} registry
 */
export async function findFamilies(names, newest, registry) {
  const parent = new Map(names.map((name) => [name, name]));
  const root = (name) => {
    while (parent.get(name) !== name) name = parent.get(name);
    return name;
  };
  const join = (a, b) => parent.set(root(a), root(b));
  /** @type {Array<[scope: string, name: string]>} */
  const scoped = [];
  /** @type {Array<{name: string, version: string, dependency: string, pin: string}>} */
  const pins = [];
  await Promise.all(
    names.map(async (name) => {
      const version = newest[name];
      for (const [dependency, range] of Object.entries(rangesOf(await registry.manifest(name, version)))) {
        const exact = exactVersion(range);
        const scope = /^(@[^/]+)\//.exec(dependency)?.[1];
        if (scope && exact && semver.eq(exact, version)) scoped.push([scope, name]);
        if (!parent.has(dependency) || dependency === name) continue;
        if (inStep(range, version)) join(name, dependency);
        else if (exact) pins.push({name, version, dependency, pin: exact});
      }
    }),
  );
  for (const [scope, name] of scoped)
    for (const other of names.filter((other) => other.startsWith(`${scope}/`))) join(name, other);
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const name of names) groups.set(root(name), [...(groups.get(root(name)) ?? []), name]);
  return {
    families: [...groups.values()].filter((group) => group.length > 1).map((group) => group.sort()),
    pins: pins.filter(({name, dependency}) => root(name) !== root(dependency)),
  };
}

/**
 * The version a family member takes when its family moves to `target`: `target` itself,
 * else its newest pre-release of `target`'s minor below it (React Native's
 * @react-native/jest-preset 0.88.0-rc.1 beside react-native 0.88.1), else its newest
 * release below `target`, else null.
 * @param {string[]} versions
 * @param {string} target
 */
export function follow(versions, target) {
  if (versions.includes(target)) return target;
  const sameMinor = versions.filter(
    (version) =>
      semver.major(version) === semver.major(target) &&
      semver.minor(version) === semver.minor(target) &&
      semver.lt(version, target) &&
      !daily.test(version),
  );
  return (
    semver.rsort(sameMinor)[0] ??
    semver.maxSatisfying(
      versions.filter((version) => !semver.prerelease(version)),
      `<${target}`,
    )
  );
}

/**
 * The version a family moves to: the one its anchored member has (an Expo SDK's pick,
 * a recipe's pinned package), else the newest version every member has released (at
 * most the newest of them, and no older than any version the recipe has now), else the
 * newest of its members' newest versions.
 * @param {string[]} members
 * @param {Record<string, string[]>} versions every member's versions
 * @param {Record<string, string>} newest
 * @param {Record<string, string>} current the recipe's versions now
 * @param {Record<string, Choice>} anchored
 * @returns {{version: string, why: string}}
 */
export function familyTarget(members, versions, newest, current, anchored) {
  const family = members.join(', ');
  const anchor = members.find((name) => anchored[name]);
  if (anchor)
    return {version: anchored[anchor].version, why: `family of ${family}: follows ${anchor}`};
  const ceiling = semver.rsort(members.map((name) => newest[name]))[0];
  const withPre = Boolean(semver.prerelease(ceiling));
  const shared = semver.rsort(
    versions[members[0]].filter(
      (version) =>
        semver.lte(version, ceiling) &&
        (withPre || !semver.prerelease(version)) &&
        members.every((name) => versions[name].includes(version)),
    ),
  )[0];
  const floor = semver.rsort(members.map((name) => semver.valid(current[name])).filter(Boolean))[0];
  if (shared && (!floor || semver.gte(shared, floor)))
    return {version: shared, why: `family of ${family}: the newest version all of them have`};
  const leader = members.find((name) => newest[name] === ceiling);
  return {version: ceiling, why: `family of ${family}: follows ${leader}`};
}

/**
 * The versions a recipe's packages move to.
 * @param {{
 *   current: Record<string, string>,
 *   newest: Record<string, Choice>,
 *   anchored?: Record<string, Choice>,
 *   pinned?: string[],
 *   registry: Registry,
 * }} plan
 *   current: each package's version in the recipe; newest: its newest release (or
 *   pre-release); anchored: versions decided outside the families (an Expo SDK's),
 *   which their families follow; pinned: packages that stay at their versions (the
 *   releases a recipe is about), and whose peer ranges decide their peers' versions
 * @returns {Promise<{chosen: Record<string, Choice>, families: string[][], conflicts: Conflict[]}>}
 */
export async function planVersions({current, newest, anchored = {}, pinned = [], registry}) {
  const names = Object.keys(current);
  anchored = {...anchored};
  for (const name of pinned) anchored[name] = {version: current[name]};
  for (const name of pinned) {
    const {peerDependencies = {}} = await registry.manifest(name, current[name]);
    for (const [peer, range] of Object.entries(peerDependencies)) {
      if (!(peer in current) || pinned.includes(peer)) continue;
      // Never above the newest release: react-native has a 1000.0.0 that is none.
      const {versions, latest} = await registry.releases(peer);
      const releases = versions.filter((v) => !semver.prerelease(v) && semver.lte(v, latest));
      const version = semver.maxSatisfying(releases, range);
      if (version) anchored[peer] = {version, why: `${name} ${current[name]} asks for ${range}`};
    }
  }
  const newestVersions = Object.fromEntries(names.map((name) => [name, newest[name].version]));
  const {families, pins} = await findFamilies(names, newestVersions, registry);
  /** @type {Record<string, Choice>} */
  const fixed = {...anchored};
  // A package's exact pin on another one decides that one, unless something else did.
  for (const {name, version, dependency, pin} of pins)
    fixed[dependency] ??= {version: pin, why: `${name} ${version} pins it`};
  /** @type {Record<string, Choice>} */
  const chosen = Object.fromEntries(names.map((name) => [name, fixed[name] ?? newest[name]]));
  const releases = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await registry.releases(name)).versions])),
  );
  for (const members of families) {
    const target = familyTarget(members, releases, newestVersions, current, fixed);
    for (const name of members.filter((name) => !anchored[name])) {
      const version = follow(releases[name], target.version);
      if (version)
        chosen[name] = {
          version,
          why: version === target.version ? target.why : `${target.why} ${target.version}`,
        };
    }
  }
  /** @type {Conflict[]} */
  const conflicts = [];
  await Promise.all(
    names.map(async (name) => {
      const {version} = chosen[name];
      for (const [dependency, range] of Object.entries(rangesOf(await registry.manifest(name, version)))) {
        const other = chosen[dependency]?.version;
        if (other && !semver.satisfies(other, range, {includePrerelease: true}))
          conflicts.push({name, version, dependency, range, chosen: other});
      }
    }),
  );
  conflicts.sort((a, b) => a.name.localeCompare(b.name) || a.dependency.localeCompare(b.dependency));
  return {chosen, families, conflicts};
}
