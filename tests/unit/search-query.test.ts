import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import {buildSearchFiles, sectionTerms, toSections} from '../../src/plugins/search/build/files';
import type {PageContent} from '../../src/plugins/search/build/extract';
import {
  createEngine,
  excerpt,
  markWords,
  oneEditAway,
  queryIndex,
  queryUnits,
  queryWords,
  search,
  typoTerms,
  prefixClauses,
  unitClauses,
  withinOneEdit,
} from '../../src/plugins/search/client/engine';
import {
  clauseBoosts,
  fieldBoosts,
  indexFields,
  shortPrefix,
} from '../../src/plugins/search/shared/settings';
import type {SearchDocFile} from '../../src/plugins/search/shared/types';

const base = '/react-strict-dom/';

function page(
  path: string,
  title: string,
  intro: string,
  sections: [string, string, string][] = [],
): PageContent {
  return {
    url: `${base}${path}`,
    title,
    sections: [
      {anchor: null, heading: null, text: intro, code: ''},
      ...sections.map(([anchor, heading, text]) => ({anchor, heading, text, code: ''})),
    ],
  };
}

const pages = [
  page(
    'api/css/defineVars/',
    'css.defineVars',
    'Defines CSS custom properties that themes can override.',
    [['usage', 'Usage', 'Export the variables from a file whose name ends in .css.ts.']],
  ),
  page(
    'api/css/firstThatWorks/',
    'css.firstThatWorks',
    'Lists fallback values; the first one the platform supports wins.',
  ),
  page('api/html/optgroup/', '<html.optgroup>', 'Groups options inside a select element.'),
  page(
    'api/html/label/',
    '<html.label>',
    'A caption for a form control; give the control an aria-labelledby otherwise.',
  ),
  page('api/html/common/', 'Common props', 'Props every element accepts.', [
    ['aria-props', 'ARIA props', 'aria-hidden, aria-label and aria-live work on web and native.'],
  ]),
  page('learn/setup-next/', 'Next.js', 'Configure Babel and PostCSS for a Next.js app.'),
  page('api/html/option/', '<html.option>', 'One choice in a select element.'),
  page(
    'learn/components/',
    'Components',
    'Build components from strict elements; see the API reference.',
  ),
  page('learn/themes/', 'Themes', 'Themes swap variable values for a subtree.', [
    [
      'dark-mode',
      'Dark mode',
      'A media query switches the theme when the system prefers dark colours.',
    ],
    ['variables', 'Variables', 'Use defineVars to declare the variables a theme overrides.'],
  ]),
  page('learn/styles/', 'Styles', 'Styles are created once and applied with the style prop.', [
    [
      'hover',
      'Hover and focus',
      'Pseudo-states such as hover are written inside a property value.',
    ],
    [
      'themes-in-styles',
      'Using variables',
      'Styles read variables; a theme changes what they resolve to.',
    ],
  ]),
];

const {searchDoc, lunrIndex} = buildSearchFiles(pages, {highlightResult: true, maxHits: 5});
const docFile = JSON.parse(searchDoc.content) as SearchDocFile;
const engine = createEngine(docFile, JSON.parse(lunrIndex.content));
const urls = (query: string) => search(engine, query).map((hit) => hit.url.slice(base.length));

describe('search', () => {
  it('finds a name from its prefix, in any case', () => {
    expect(urls('defineVar')[0]).toBe('api/css/defineVars/');
    expect(urls('firstThatWork')[0]).toBe('api/css/firstThatWorks/');
    expect(urls('FIRSTTHAT')[0]).toBe('api/css/firstThatWorks/');
  });

  it('expands a word of one or two letters to its commonest terms only', () => {
    const index = engine.index!;
    // The letter that starts the most terms of the fixture pages.
    const starting = (letter: string) => index.terms.filter((term) => term.startsWith(letter));
    const letter = [...new Set(index.terms.map((term) => term[0]))].reduce((best, next) =>
      starting(next).length > starting(best).length ? next : best,
    );
    const started = starting(letter);
    expect(started.length).toBeGreaterThan(shortPrefix.terms);
    const clauses = prefixClauses(index, letter);
    expect(clauses).toHaveLength(shortPrefix.terms);
    const frequency = (term: string) => index.frequencies[index.terms.indexOf(term)];
    const least = Math.min(...clauses.map((clause) => frequency(clause.term)));
    for (const term of started) {
      const kept = clauses.some((clause) => clause.term === term);
      if (!kept) expect(frequency(term), term).toBeLessThanOrEqual(least);
    }
    expect(prefixClauses(index, 'def')).toEqual([
      {term: 'def', prefix: true, boost: clauseBoosts.prefix},
    ]);
    expect(urls(letter).length).toBeGreaterThan(0);
  });

  it("finds by one edit exactly the terms lunr's edit-distance automaton accepts", () => {
    const index = engine.index!;
    // lunr 2.3's static builders, which its type declarations give as instance methods.
    const TokenSet = lunr.TokenSet as unknown as {
      fromArray(words: string[]): lunr.TokenSet;
      fromFuzzyString(word: string, distance: number): lunr.TokenSet;
    };
    const terms = TokenSet.fromArray(index.terms);
    // Every third term, and each with one edit: at its start, inside, and at its end.
    const words = index.terms
      .filter((_, i) => i % 3 === 0)
      .flatMap((term) => [term, `q${term}`, term.slice(1), `${term[1]}${term[0]}${term.slice(2)}`])
      .concat(['optgroop', 'defnievar', 'hovr', 'tyle', 'stylex', 'xstyle', 'a', 'zz']);
    for (const word of words) {
      const expected = terms.intersect(TokenSet.fromFuzzyString(word, 1)).toArray().sort();
      expect(
        oneEditAway(index, word).map((i) => index.terms[i]),
        word,
      ).toEqual(expected);
    }
  });

  it('forgives one typo in words of four letters or more', () => {
    expect(urls('optgroop')[0]).toBe('api/html/optgroup/');
    expect(urls('defnieVars')[0]).toBe('api/css/defineVars/');
    expect(urls('hovr')).toContain('learn/styles/#hover');
    // Typos inside long words whose stems are short (components → compon).
    expect(urls('compnents')[0]).toBe('learn/components/');
    expect(urls('refrence')[0]).toBe('learn/components/');
    expect(urls('reefrence')[0]).toBe('learn/components/');
  });

  it('does not forgive typos in words of three letters', () => {
    expect(urls('hvr')).toEqual([]);
    expect(urls('rde')).toEqual([]);
  });

  it('ranks a title above a heading above body text', () => {
    // "themes": the Themes page title, then the heading/text matches elsewhere.
    expect(urls('themes')[0]).toBe('learn/themes/');
    // "variables": a heading (Themes › Variables, Styles › Using variables) before text-only matches.
    const variables = urls('variables');
    expect(variables.slice(0, 2).sort()).toEqual([
      'learn/styles/#themes-in-styles',
      'learn/themes/#variables',
    ]);
    expect(variables.indexOf('api/css/defineVars/#usage')).toBeGreaterThan(1);
  });

  it('prefers sections that contain every word, then lists those with fewer', () => {
    expect(urls('dark theme')[0]).toBe('learn/themes/#dark-mode');
    // Then, to fill the list, sections that have fewer of the words.
    const selectGroup = urls('select group');
    expect(selectGroup[0]).toBe('api/html/optgroup/');
    expect(selectGroup.slice(1)).toContain('api/html/option/');
  });

  it('finds hyphenated names whole, before pages that have one of their words', () => {
    expect(urls('aria-label')[0]).toBe('api/html/common/#aria-props');
    expect(queryUnits('aria-label css', engine.terms)).toEqual(['aria-label', 'css']);
    // A page's URL names it too.
    expect(urls('setup-next')[0]).toBe('learn/setup-next/');
  });

  it('lists at most maxHits results', () => {
    expect(search(engine, 'the a e s').length).toBeLessThanOrEqual(5);
    expect(search(engine, 'style', 2)).toHaveLength(2);
  });

  it.each([
    ':',
    '~',
    '^',
    '*',
    '+',
    '-',
    'css:',
    'title:themes',
    'themes~2',
    'themes^10',
    '+themes -dark',
    '*vars',
    'a*b',
    '"',
    '\\',
    '((',
    '~~~',
    '^*:+-',
  ])('never throws on lunr syntax: %s', (query) => {
    expect(() => search(engine, query)).not.toThrow();
  });

  it('treats lunr operators as separators, not syntax', () => {
    expect(queryWords('title:themes~2 +dark -mode^3')).toEqual([
      'title',
      'themes',
      '2',
      'dark',
      'mode',
      '3',
    ]);
    expect(urls('+themes')[0]).toBe('learn/themes/');
    expect(urls('css.defineVars')[0]).toBe('api/css/defineVars/');
  });

  it('returns nothing for an empty query or a word found nowhere', () => {
    expect(search(engine, '')).toEqual([]);
    expect(search(engine, '   ')).toEqual([]);
    expect(search(engine, 'zzyzx')).toEqual([]);
  });

  it('does not run at all without search documents', () => {
    const empty = createEngine(
      {searchDocs: [], options: {highlightResult: true, maxHits: 5}},
      {version: 4, terms: '', postings: '', lengths: ''},
    );
    expect(empty.index).toBeNull();
    expect(search(empty, 'themes')).toEqual([]);
  });

  it('marks matched words in the title, heading and snippet, and names the word to mark on the page', () => {
    const [hit] = search(engine, 'defineVar');
    expect(hit.title.filter((s) => s.mark).map((s) => s.text)).toEqual(['defineVars']);
    expect(hit.word).toBe('defineVars');
    const [swap] = search(engine, 'swap');
    expect(swap.url).toBe(`${base}learn/themes/`);
    expect(swap.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(['swap']);
    expect(swap.word).toBe('swap');
    // A section shows its heading, no snippet: search-doc stores no text for it.
    const [dark] = search(engine, 'dark');
    expect(dark.heading?.filter((s) => s.mark).map((s) => s.text)).toEqual(['Dark']);
    expect(dark.snippet).toEqual([]);
    expect(dark.word).toBe('Dark');
  });
});

describe('typo matching', () => {
  it.each([
    ['optgroup', 'optgroop', true],
    ['refer', 'reefr', true],
    ['compon', 'compn', true],
    ['theme', 'themes', true],
    ['theme', 'them', true],
    ['theme', 'thmee', true],
    ['theme', 'tehem', false],
    ['style', 'stlye', true],
    ['style', 'sytel', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it('finds stems one typo away from the start of a word', () => {
    expect(typoTerms(['compon', 'comput', 'refer', 'red', 'option'], 'compnents')).toEqual([
      'compon',
    ]);
    expect(typoTerms(['defin', 'definevar'], 'definevar')).toEqual([]);
    expect(typoTerms(['compon'], 'cmp')).toEqual([]);
  });
});

describe('index', () => {
  // The same sections indexed by lunr's own Builder, from the same terms and counts.
  const builder = new lunr.Builder();
  builder.tokenizer = ((terms: string[]) => terms) as unknown as typeof lunr.tokenizer;
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('ref');
  for (const [name, boost] of Object.entries(fieldBoosts)) builder.field(name, {boost});
  toSections(pages).forEach((section, ref) => {
    const fields: Record<string, string[]> = {ref: [String(ref)]};
    sectionTerms(section, docFile.searchDocs[ref]).forEach((counts, f) => {
      fields[indexFields[f]] = [...counts].flatMap(([term, count]) =>
        Array<string>(count).fill(term),
      );
    });
    builder.add({...fields, ref: String(ref)});
  });
  const reference = builder.build();
  const wildcard = lunr.Query.wildcard;

  it.each([
    'themes',
    'dark',
    'variables',
    'select',
    'aria-label',
    'hover',
    'st',
    'd',
    'de',
    'defineVar',
    'defnieVars',
    'compnents',
    'optgroop',
    'refrence',
  ])('scores "%s" as lunr.Index#query does, clause by clause', (word) => {
    const clauses = unitClauses(word, engine.index!);
    const ours = queryIndex(engine.index!, clauses).map((m) => [String(m.ref), m.score.toFixed(6)]);
    const theirs = reference
      .query((q) => {
        for (const {term, boost, stem, prefix, typo} of clauses) {
          q.term(term, {
            boost,
            usePipeline: !!stem,
            wildcard: prefix ? wildcard.TRAILING : wildcard.NONE,
            ...(typo ? {editDistance: 1} : {}),
          });
        }
      })
      .map((r) => [r.ref, r.score.toFixed(6)])
      .sort((a, b) => Number(b[1]) - Number(a[1]) || Number(a[0]) - Number(b[0]));
    expect(ours.length, word).toBeGreaterThan(0);
    expect(ours).toEqual(theirs);
  });

  it('matches the terms lunr matches, and says which and where', () => {
    const [top] = queryIndex(engine.index!, [
      {term: 'themes', stem: true, boost: clauseBoosts.exact},
    ]);
    expect(docFile.searchDocs[top.ref].url).toBe(`${base}learn/themes/`);
    expect([...top.terms]).toEqual(['theme']);
    expect(top.inTitle).toBe(true);
  });
});

describe('marking and excerpt', () => {
  it('marks words by their stem and camelCase parts', () => {
    const segments = markWords('Themes and theming: createTheme.', new Set(['theme']));
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual([
      'Themes',
      'theming',
      'createTheme',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Themes and theming: createTheme.');
  });

  it('cuts long text around the first mark, with ellipses', () => {
    const text = `${'lead '.repeat(40)}target ${'tail '.repeat(40)}`.trim();
    const out = excerpt(markWords(text, new Set(['target'])), 60);
    const joined = out.map((s) => s.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined.length).toBeLessThan(70);
    expect(out.filter((s) => s.mark).map((s) => s.text)).toEqual(['target']);
  });
});
