/**
 * Errors on purpose. The pages that teach what the types forbid show the compiler's own
 * error under the line that causes it (src/plugins/syntax-tokens): a line after a
 * `@ts-expect-error` directive in a snippet, or an assistant rule's wrong example whose
 * rule says TypeScript rejects it. Here every file of code the site shows whole is checked
 * as the build checks it (sharing its cache in node_modules/.cache): each marked line and
 * each example marked to fail must fail, and nothing else may.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeSamples} from '@site/src/plugins/syntax-tokens/samples';
import {markMismatches, typeInfo, type CodeSample} from '@site/src/plugins/syntax-tokens/typeInfo';

const siteDir = path.resolve(__dirname, '../..');
// A cold check of every file takes about a minute of one core; minutes on a loaded machine.
const coldCheck = 600_000;

const samples = codeSamples(siteDir);
const check = (list: readonly CodeSample[]) =>
  markMismatches(list, typeInfo(list, {siteDir}).results);

describe('code the site shows whole', () => {
  it('includes the pages that teach what the types forbid', () => {
    const marked = samples.filter(
      (sample) => sample.failsOnPurpose || sample.code.includes('@ts-expect-error'),
    );
    const files = marked.map((sample) => sample.file).join('\n');
    expect(files).toMatch(/^src\/snippets\/learn\/typescript\//m);
    expect(files).toMatch(/^src\/snippets\/learn\/styles\//m);
    expect(files).toMatch(/^src\/snippets\/learn\/components\//m);
    expect(files).toMatch(/^__assistant-rules__\/[^/]+\/wrong\//m);
  });

  it('fails to type-check exactly where it is marked to', {timeout: coldCheck}, () => {
    expect(check(samples)).toEqual([]);
  });
});

describe('the marks are checked', () => {
  const restricted = samples.find((s) => s.file.endsWith('learn/typescript/RestrictedStyles.tsx'))!;
  const wrongExample = samples.find((s) => s.failsOnPurpose)!;

  it('an example marked as an error that compiles fails the check', {timeout: coldCheck}, () => {
    // The Badge accepts colour styles: with them the marked line compiles.
    const flipped = {
      ...restricted,
      code: restricted.code.replace(
        '<Badge key="2" style={styles.roomy}>',
        '<Badge key="2" style={styles.muted}>',
      ),
    };
    expect(flipped.code).not.toBe(restricted.code);
    expect(check([flipped])).toEqual([
      `${restricted.file}:33: marked @ts-expect-error, but it compiles`,
    ]);
  });

  it('an example not marked that fails fails the check', {timeout: coldCheck}, () => {
    const line = restricted.code.split('\n').findIndex((l) => l.includes('@ts-expect-error'));
    const unmarked = {
      ...restricted,
      code: restricted.code.replace(/^.*@ts-expect-error padding is not.*\n/m, ''),
    };
    expect(check([unmarked])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${restricted.file}:${line + 1}: error TS2322 on a line no @ts-expect-error marks`,
        ),
      ),
    ]);
  });

  it('a wrong example marked to fail that compiles fails the check', {timeout: coldCheck}, () => {
    const folder = path.posix.dirname(wrongExample.file);
    const rule = samples.filter((s) => path.posix.dirname(s.file) === folder);
    const right = samples.filter(
      (s) => path.posix.dirname(s.file) === folder.replace(/\/wrong$/, '/right'),
    );
    // The right example's files, under the wrong one's name and mark.
    const compiles = right.map((s, i) => ({
      ...s,
      file: rule[i]?.file ?? `${folder}/${path.posix.basename(s.file)}`,
      failsOnPurpose: true,
      siblings: {},
    }));
    expect(check(compiles)).toEqual([`${folder}: marked to fail type-checking, but it compiles`]);
  });
});
