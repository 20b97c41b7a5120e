/**
 * What the site shows of the native judge's last run (src/data/native/judged.json,
 * written by `npm run check:native -- --write`) against what can be read without
 * running it: the versions it names are those of the judge's lock file, it judges
 * the react-strict-dom the site documents, and the rows it lists as ignored without a
 * message exist and are marked not supported where listed. (That the list is what
 * React Native does is checked by the run itself: tests/native/explorer.test.ts.)
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {explorerRows} from '@site/src/data/compat/explorer';
import {statusOf} from '@site/src/data/compat/types';
import {judgedData, judgedVersion} from '@site/src/data/native/judge';
import {judgeTools} from '../native/judged';

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
});
