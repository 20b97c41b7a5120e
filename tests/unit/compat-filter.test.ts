import {describe, expect, it} from 'vitest';
import {filterRows} from '../../src/components/CompatTable/filterRows';
import type {CompatRow} from '../../src/data/compat/types';

const rows: CompatRow[] = [
  {name: 'onClick', web: 'native', android: 'polyfilled', ios: 'polyfilled', note: 'press'},
  {name: 'onCopy', web: 'native', android: 'unsupported', ios: 'unsupported', issue: 38},
  {
    name: 'cursor',
    web: 'native',
    android: 'unsupported',
    ios: {status: 'partial', note: 'iOS 17+'},
  },
];

describe('filterRows', () => {
  it('matches name, type and notes, ignoring case', () => {
    expect(filterRows(rows, 'ONCL').map((r) => r.name)).toEqual(['onClick']);
    expect(filterRows(rows, 'press').map((r) => r.name)).toEqual(['onClick']);
    expect(filterRows(rows, 'ios 17').map((r) => r.name)).toEqual(['cursor']);
  });
  it('keeps rows with the status on any platform', () => {
    expect(filterRows(rows, '', 'unsupported').map((r) => r.name)).toEqual(['onCopy', 'cursor']);
    expect(filterRows(rows, '', 'partial').map((r) => r.name)).toEqual(['cursor']);
  });
  it('returns every row for an empty filter', () => {
    expect(filterRows(rows, '  ')).toHaveLength(3);
  });
});
