import {beforeAll, describe, expect, it} from 'vitest';
import {explorerRows} from '@site/src/data/compat/explorer';
import {tryFiles} from '@site/src/data/compat/tryIt';
import {statusOf} from '@site/src/data/compat/types';
import {compileFiles} from '@site/src/playground/compiler/compile';
import {installNodeFs} from '@site/src/playground/compiler/nodeFs';

beforeAll(installNodeFs);

// Each Try link's program compiles with the library's Babel preset for the web, as the
// playground compiles it, wherever the row says the feature works on the web; where it
// says the compiler rejects it, the compiler does. The native side is checked by
// compat-agreement.test.ts.
const tried = explorerRows.flatMap((row) => {
  const files = tryFiles(row);
  return files ? [{row, files}] : [];
});

describe('Try links', () => {
  it('cover every row a snippet can show: all but web APIs and values of compat as', () => {
    const without = explorerRows.filter((row) => !tryFiles(row));
    expect(without.every((row) => row.kind === 'api' || row.of === 'compat.native as')).toBe(true);
    expect(tried.length).toBeGreaterThan(500);
  });

  it.each(tried.map(({row, files}) => [row.id, row, files] as const))(
    '%s compiles for the web as its row says',
    (_id, row, files) => {
      const result = compileFiles(files, 'App.tsx');
      const web = row.web;
      if (statusOf(web) !== 'unsupported') expect(result).toMatchObject({ok: true});
      else if (typeof web !== 'string' && /compiler rejects/i.test(web.note))
        expect(result.ok).toBe(false);
    },
  );
});
