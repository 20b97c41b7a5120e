// The GitHub workflows: every action pinned to a commit (a tag can be moved to other code),
// and the Node versions CI tests are those the README names.
import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const folder = '.github/workflows';
const workflows = readdirSync(folder).map((file) => ({
  file,
  text: readFileSync(`${folder}/${file}`, 'utf8'),
}));

describe('GitHub workflows', () => {
  it('pin every action to a commit digest, with its release tag beside it', () => {
    const uses = workflows.flatMap(({file, text}) =>
      [...text.matchAll(/^\s*(?:- )?uses: (.+)$/gm)].map((match) => ({file, use: match[1]!})),
    );
    expect(uses.length).toBeGreaterThan(5);
    const loose = uses.filter(
      ({use}) => !/^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(use),
    );
    expect(loose).toEqual([]);
  });

  it('run CI on the Node versions the README says are tested', () => {
    const ci = workflows.find(({file}) => file === 'ci.yml')!.text;
    const matrices = [...ci.matchAll(/^\s+node: \[(.*)\]$/gm)].map((match) => match[1]);
    expect(matrices.length).toBeGreaterThan(1);
    expect(new Set(matrices)).toEqual(new Set(['22, 24']));
    expect(readFileSync('README.md', 'utf8')).toMatch(/CI tests Node\.js 22 and 24/);
  });

  it('run the recipes on the newest releases weekly, and keep the table', () => {
    const newest = workflows.find(({file}) => file === 'check-recipes-newest.yml')!.text;
    expect(newest).toMatch(/^ {2}schedule:\n {4}(?:#.*\n {4})?- cron: '[^']+'$/m);
    expect(newest).toMatch(
      /npm run check:recipes -- --newest --channel \$\{\{ matrix\.channel \}\}/,
    );
    expect(newest).toMatch(/channel: \[latest, canary\]/);
    expect(newest).toMatch(/^ {12}check-recipes-newest\.md$/m);
  });
});
