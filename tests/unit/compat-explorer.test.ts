import {describe, expect, it} from 'vitest';
import {explorerCounts, explorerRows, rowId} from '@site/src/data/compat/explorer';
import {platforms} from '@site/src/data/compat/types';
import {
  emptyFilter,
  filterSearch,
  rowTest,
  maxQueryLength,
  parseFilter,
  type RowFacts,
} from '@site/src/components/CompatExplorer/filter';
import {compatJson} from '@site/src/plugins/compat-explorer/compatJson';

describe('the explorer rows', () => {
  it('have one id each, made of kind, owner and name', () => {
    const ids = explorerRows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('property-position');
    expect(rowId('prop', 'href', '<html.a>')).toBe('prop-html-a-href');
    expect(rowId('unit', '%')).toBe('unit-percent');
  });

  it('count every row once per platform', () => {
    for (const platform of platforms) {
      const total = Object.values(explorerCounts[platform]).reduce((sum, n) => sum + n, 0);
      expect(total).toBe(explorerRows.length);
    }
  });

  it('are published in compat.json with the library version and an absolute page address', () => {
    const json = compatJson('https://example.org/react-strict-dom');
    expect(json.library).toEqual({name: 'react-strict-dom', version: '0.0.55'});
    expect(json.features).toHaveLength(explorerRows.length);
    const sticky = json.features.find((feature) => feature.id === 'value-position-sticky');
    expect(sticky).toMatchObject({
      kind: 'value',
      of: 'position',
      web: {status: 'native'},
      page: 'https://example.org/react-strict-dom/api/css/#position-values',
    });
  });
});

describe('the filter in the address', () => {
  it('reads native= as Android and iOS, a platform of its own first', () => {
    expect(parseFilter('?q=sticky&native=unsupported').status).toEqual({
      web: '',
      android: 'unsupported',
      ios: 'unsupported',
    });
    expect(parseFilter('?native=works&ios=native').status).toEqual({
      web: '',
      android: 'works',
      ios: 'native',
    });
  });

  it('ignores what it does not know, and caps the text', () => {
    const parsed = parseFilter(`?kind=<script>&web=maybe&q=${'a'.repeat(500)}`);
    expect(parsed.kind).toBe('');
    expect(parsed.status.web).toBe('');
    expect(parsed.q).toHaveLength(maxQueryLength);
  });

  it('writes what it reads', () => {
    for (const search of [
      '?q=gap&kind=property&web=native&native=unsupported',
      '?android=partial',
      '',
    ]) {
      expect(filterSearch(parseFilter(search))).toBe(search);
    }
    expect(filterSearch(emptyFilter)).toBe('');
  });
});

describe('which rows the filter keeps', () => {
  const sticky: RowFacts = {
    text: 'sticky of position #123',
    kind: 'value',
    statuses: {web: 'native', android: 'unsupported', ios: 'unsupported'},
  };
  const keeps = (search: string) => rowTest(parseFilter(search))(sticky);

  it('by every word of the text, and by issue number with or without #', () => {
    expect(keeps('?q=position sticky')).toBe(true);
    expect(keeps('?q=sticky grid')).toBe(false);
    expect(keeps('?q=123')).toBe(true);
    expect(keeps('?q=%23123')).toBe(true);
  });

  it('by kind and by status on each platform, "works" meaning anything but not supported', () => {
    expect(keeps('?kind=value&web=works&native=unsupported')).toBe(true);
    expect(keeps('?kind=prop')).toBe(false);
    expect(keeps('?android=works')).toBe(false);
    expect(keeps('?web=polyfilled')).toBe(false);
  });
});
