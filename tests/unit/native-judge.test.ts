/**
 * What the site shows of the native judge's last run (src/data/native/judged.json,
 * written by `npm run check:native -- --write`) against what can be read without
 * running it: the versions it names are those of the judge's lock file, it judges
 * the react-strict-dom the site documents, and the rows it lists as ignored without a
 * message exist and are marked not supported where listed. (That the list is what
 * React Native does is checked by the run itself: tests/native/explorer.test.ts.)
 * And the judge runs the React Native of the newest recipe, read from the recipes'
 * lock files: a recipe that moves to a newer one moves the judge too.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {explorerRows} from '@site/src/data/compat/explorer';
import {statusOf} from '@site/src/data/compat/types';
import {judgedData, judgedVersion} from '@site/src/data/native/judge';
import {judgeTools} from '../native/judged';

/** The version of `name` a lock file under the site installs, if any. */
function lockedVersion(lockFile: string, name: string): string | undefined {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {
    packages: Record<string, {version?: string}>;
  };
  return lock.packages[`node_modules/${name}`]?.version;
}

/** Orders release versions (`0.88.1`) by their numbers. */
const byVersion = (a: string, b: string): number => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x!.map((part, i) => part - y![i]!).find((difference) => difference !== 0) ?? 0;
};

describe('src/data/native/judged.json', () => {
  it("names the versions of the judge's lock file", () => {
    expect(judgedData.tools).toEqual(judgeTools());
  });

  it('judges the react-strict-dom the site documents', () => {
    const site = JSON.parse(readFileSync('package.json', 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(judgedVersion('react-strict-dom')).toBe(site.devDependencies['react-strict-dom']);
  });

  it('lists as silent only rows that exist and are not supported where listed', () => {
    const byId = new Map(explorerRows.map((row) => [row.id, row]));
    for (const [id, platforms] of Object.entries(judgedData.silentOnNative)) {
      const row = byId.get(id);
      expect(row, id).toBeDefined();
      for (const os of platforms) expect(statusOf(row![os]), `${id} on ${os}`).toBe('unsupported');
    }
  });

  it("runs the react-native of the newest recipe's lock file", () => {
    const recipes = readdirSync('recipes', {withFileTypes: true})
      .filter((entry) => existsSync(`recipes/${entry.name}/package-lock.json`))
      .flatMap((entry) => {
        const version = lockedVersion(`recipes/${entry.name}/package-lock.json`, 'react-native');
        return version ? [{recipe: entry.name, version}] : [];
      });
    expect(recipes.length).toBeGreaterThan(0);
    for (const {recipe, version} of recipes) expect(version, recipe).toMatch(/^\d+\.\d+\.\d+$/);
    const newest = recipes
      .map((r) => r.version)
      .sort(byVersion)
      .at(-1);
    expect(lockedVersion('tests/native-judge/package-lock.json', 'react-native')).toBe(newest);
  });
});
