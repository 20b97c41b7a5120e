import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  buildSearchFiles,
  hashedFileName,
  storedText,
  toSections,
  truncate,
} from '../../src/plugins/search/build/files';
import {
  fieldTerms,
  fieldWords,
  mayHaveInitial,
  patterns,
  termInitial,
  termOf,
} from '../../src/plugins/search/shared/tokenize';
import {resolveDocs} from '../../src/plugins/search/shared/docs';
import {storedTextChars} from '../../src/plugins/search/shared/settings';
import {extractPage} from '../../src/plugins/search/build/extract';
import {createEngine, queryIndex, search} from '../../src/plugins/search/client/engine';
import type {SearchDocFile, WireIndex} from '../../src/plugins/search/shared/types';
import {
  countPostings,
  decodeLengths,
  decodeTerms,
  encodeIndex,
  readRefs,
} from '../../src/plugins/search/shared/wire';
import searchPlugin, {
  collectPages,
  htmlFileOf,
  injectSearchMeta,
} from '../../src/plugins/search/index';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeBlock, docPage, landingPage, notFoundPage} from './fixtures/search-pages';

const base = '/react-strict-dom/';
const options = {highlightResult: true, maxHits: 8};

const createDoc = docPage({
  title: 'css.create',
  intro: 'Creates <code>styles</code> from objects of CSS properties.',
  sections: [
    {
      id: 'usage',
      heading: 'Usage',
      html: `<p>Pass an object of named style rules.${codeBlock(["const styles = css.create({root: {color: 'red'}});"])}`,
    },
    {
      id: 'pseudo-states',
      heading: 'Pseudo-states',
      level: 3,
      html: '<p>Use <code>:hover</code> inside a value.',
    },
    {
      id: 'install',
      heading: 'Install',
      html: '<div class=tabs-container><ul role=tablist><li role=tab>npm<li role=tab>yarn</ul><div role=tabpanel><p>Run the installer.</div></div>',
    },
  ],
});

describe('extractPage', () => {
  const page = extractPage(createDoc, `${base}api/css/create/`, 'React Strict DOM')!;

  it('takes the title from the h1 and splits the body at every h2 and h3', () => {
    expect(page.title).toBe('css.create');
    expect(page.sections.map((s) => [s.anchor, s.heading])).toEqual([
      [null, null],
      ['usage', 'Usage'],
      ['pseudo-states', 'Pseudo-states'],
      ['install', 'Install'],
    ]);
  });

  it('keeps prose apart from code, and leaves out controls, page actions, tab labels, navigation and footer', () => {
    expect(page.sections[0].text).toBe('Creates styles from objects of CSS properties.');
    expect(page.sections[1].text).toBe('Pass an object of named style rules.');
    expect(page.sections[1].code).toBe("const styles = css.create({root: {color: 'red'}});");
    expect(page.sections[3].text).toBe('Run the installer.');
    const all = JSON.stringify(page);
    for (const noise of [
      'Copy',
      'Markdown',
      'Open in',
      'Direct link',
      'Next page',
      'Home',
      'footer',
      '\u200b',
    ]) {
      expect(all).not.toContain(noise);
    }
  });

  it('reads the landing page from <main>, with a space between adjacent links', () => {
    const landing = extractPage(landingPage(), base)!;
    expect(landing.title).toBe('React Strict DOM');
    expect(landing.sections[0].text).toBe(
      'Create cross-platform, platform-native interfaces using web APIs. Learn API reference',
    );
    expect(landing.sections[1]).toMatchObject({
      anchor: 'native-rendering-title',
      heading: 'Render platform-native components',
    });
  });

  it('falls back to <title> without the site name, and returns null without a body', () => {
    const untitled =
      '<html><head><title>Plain | React Strict DOM</title></head><body><main><p>Text</main></body></html>';
    expect(extractPage(untitled, base, 'React Strict DOM')?.title).toBe('Plain');
    expect(extractPage('<html><body><p>No main</body></html>', base)).toBeNull();
  });
});

describe('buildSearchFiles', () => {
  const pages = [
    extractPage(landingPage(), base)!,
    extractPage(createDoc, `${base}api/css/create/`)!,
  ];
  const result = buildSearchFiles(pages, options);
  const docFile = JSON.parse(result.searchDoc.content) as SearchDocFile;
  const wire = JSON.parse(result.lunrIndex.content) as WireIndex;
  const docs = docFile.searchDocs;

  it('writes one entry per section, each section after its page relative to it', () => {
    expect(docFile.options).toEqual({highlightResult: true, maxHits: 8});
    expect(docs.map((d) => [d.title, d.url])).toEqual([
      ['React Strict DOM', '/react-strict-dom/'],
      ['', '#native-rendering-title'],
      ['css.create', '/react-strict-dom/api/css/create/'],
      ['', '#usage'],
      ['', '#pseudo-states'],
      ['', '#install'],
    ]);
    // A section stores no text to show; its page's introduction does.
    expect(docs[3]).toEqual({title: '', url: '#usage', subcategory: 'Usage', text: ''});
    expect(docs[2].text).not.toBe('');
    expect(resolveDocs(docs)[3]).toEqual({
      title: 'css.create',
      url: '/react-strict-dom/api/css/create/#usage',
      subcategory: 'Usage',
      text: '',
    });
    expect(resolveDocs(docs).map((d) => d.url)).toEqual(
      toSections(pages).map((section) => section.url),
    );
  });

  it('names each file after a hash of its content', () => {
    expect(result.searchDoc.fileName).toMatch(/^search-doc-[0-9a-f]{10}\.json$/);
    expect(result.lunrIndex.fileName).toMatch(/^lunr-index-[0-9a-f]{10}\.json$/);
    expect(result.searchDoc.fileName).toBe(hashedFileName('search-doc', result.searchDoc.content));
    expect(hashedFileName('search-doc', 'a')).not.toBe(hashedFileName('search-doc', 'b'));
    const again = buildSearchFiles(pages, options);
    expect(again.searchDoc.fileName).toBe(result.searchDoc.fileName);
    expect(again.lunrIndex.fileName).toBe(result.lunrIndex.fileName);
    const changed = buildSearchFiles(pages.slice(1), options);
    expect(changed.searchDoc.fileName).not.toBe(result.searchDoc.fileName);
    expect(changed.lunrIndex.fileName).not.toBe(result.lunrIndex.fileName);
  });

  it('indexes code and every word past the stored text, and never shows code', () => {
    const engine = createEngine(docFile, wire);
    const urls = (query: string) => search(engine, query).map((hit) => hit.url);
    expect(urls('hover')).toEqual(['/react-strict-dom/api/css/create/#pseudo-states']);
    expect(urls('red')).toEqual(['/react-strict-dom/api/css/create/#usage']);
    expect(result.searchDoc.content).not.toContain("'red'");
    expect(decodeTerms(wire)).toContain('red');
  });

  it('indexes a page title on its introduction only, so the page outranks its sections', () => {
    const engine = createEngine(docFile, wire);
    const [top] = queryIndex(engine.index!, [{term: 'create', stem: true, boost: 1}]);
    expect(engine.docs[top.ref].url).toBe('/react-strict-dom/api/css/create/');
    expect(top.inTitle).toBe(true);
  });
});

describe('wire format', () => {
  it('round-trips every term with its body-text postings, and counts them in one pass', () => {
    const postings = new Map([
      ['aria-label', [3, 70, 900]],
      ['ariaz', [0]],
      // In titles or headings only: listed, with no postings (the browser derives them).
      ['theme', []],
      ['zebra', [1, 2, 3, 4000]],
    ]);
    const wire = encodeIndex(postings);
    const terms = decodeTerms(wire);
    expect(terms).toEqual(['aria-label', 'ariaz', 'theme', 'zebra']);
    const {frequencies, lengths, starts} = countPostings(wire, terms.length, 4001);
    expect(starts).toHaveLength(terms.length + 1);
    terms.forEach((term, i) => {
      const refs: number[] = [];
      readRefs(wire.postings, starts, i, (ref) => refs.push(ref));
      expect(refs, term).toEqual(postings.get(term));
    });
    expect([...frequencies]).toEqual([3, 1, 0, 4]);
    expect([0, 1, 3, 70, 4000].map((ref) => lengths[ref])).toEqual([1, 1, 2, 1, 1]);
    expect(() => decodeTerms({...wire, version: 2 as 4})).toThrow(/version 2/);
  });

  it('round-trips the title and heading lengths, small and large', () => {
    const fieldLengths = [0, 1, 59, 60, 3, 5000];
    const wire = encodeIndex(new Map([['term', [0]]]), fieldLengths);
    expect([...decodeLengths(wire, fieldLengths.length)]).toEqual(fieldLengths);
  });

  it('truncate cuts after a whole word with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four', 12)).toBe('one two…');
  });

  it('stores the first sentence of a text, cut to a line', () => {
    expect(storedText('Use css.create. It returns styles.')).toBe('Use css.create.');
    expect(storedText('No sentence end')).toBe('No sentence end');
    const long = storedText(`${'word '.repeat(30)}end. Next.`);
    expect(long.length).toBeLessThanOrEqual(storedTextChars);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('collectPages', () => {
  let outDir: string;
  const write = async (path: string, html: string) => {
    await mkdir(dirname(join(outDir, path)), {recursive: true});
    await writeFile(join(outDir, path), html);
  };

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'search-'));
    await write('index.html', landingPage());
    await write('api/css/create/index.html', createDoc);
    await write('404.html', notFoundPage());
    // A draft's page left over on disk: a production build has no route for it.
    await write('api/css/keyframes/index.html', docPage({title: 'css.keyframes', intro: 'Draft.'}));
    await write('api/hidden/index.html', docPage({title: 'Unlisted', intro: 'Not listed.'}));
  });
  afterAll(() => rm(outDir, {recursive: true, force: true}));

  it('indexes the built routes only: not drafts, the not-found page or noindex pages', async () => {
    const pages = await collectPages({
      outDir,
      baseUrl: base,
      routesPaths: [`${base}`, `${base}404.html`, `${base}api/css/create/`, `${base}api/hidden/`],
      routesBuildMetadata: {[`${base}api/hidden/`]: {noIndex: true}},
    });
    expect(pages.map((p) => [p.url, p.title])).toEqual([
      ['/react-strict-dom/', 'React Strict DOM'],
      ['/react-strict-dom/api/css/create/', 'css.create'],
    ]);
  });

  it('fails the build when both files weigh more than the budget', async () => {
    const postBuild = (budgetKB: number) =>
      searchPlugin({} as LoadContext, {budgetKB}).postBuild!({
        outDir,
        routesPaths: [`${base}`, `${base}api/css/create/`],
        siteConfig: {baseUrl: base, title: 'React Strict DOM'},
      } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    await expect(postBuild(0.1)).rejects.toThrow(/Over the 0.1 kB budget/);
    await expect(postBuild(100)).resolves.toBeUndefined();
  });

  it('maps routes to the files GitHub Pages serves', () => {
    expect(htmlFileOf('/out', base, `${base}`)).toBe('/out/index.html');
    expect(htmlFileOf('/out', base, `${base}learn/`)).toBe('/out/learn/index.html');
    expect(htmlFileOf('/out', base, `${base}404.html`)).toBe('/out/404.html');
  });
});

describe('injectSearchMeta', () => {
  it('names both files in <meta> tags at the end of <head>', () => {
    const html = injectSearchMeta('<html><head><title>x</title></head><body></body></html>', {
      searchDoc: '/b/search-doc-1.json',
      lunrIndex: '/b/lunr-index-2.json',
    });
    expect(html).toBe(
      '<html><head><title>x</title><meta name="search-doc" content="/b/search-doc-1.json"><meta name="lunr-index" content="/b/lunr-index-2.json"></head><body></body></html>',
    );
  });
});

describe('index terms', () => {
  it('start with the letter termInitial gives without stemming, null for a stop word', () => {
    const words = ['yield', 'Yelling', 'happy', 'ponies', 'filing', 'relational', 'agreed', 'ties'];
    for (const word of [...words, 'the', 'école', 'é', 'aria-label', 'a11y', 'x', 'USING']) {
      expect(termInitial(word), word).toBe(termOf(word)?.[0] ?? null);
    }
  });

  it('have their initial where mayHaveInitial looks for it, in every text and for every letter', () => {
    const texts = [
      'css.defineVars',
      'createTheme and firstThatWorks',
      'HTMLElement, use2dContext, base64Encode, h2o',
      'aria-describedby and data-testid',
      '_private __proto__ snake_case',
      'École, naïve façade, ñdef',
      "Don’t use it's default: 1fr 14px",
      'Usage › Props (web/native) — yes…',
    ];
    for (const text of texts) {
      for (const letter of 'abcdefghijklmnopqrstuvwxyz0123456789_') {
        const found = fieldWords(text, 'heading').some((word) => termInitial(word) === letter);
        if (found)
          expect(mayHaveInitial(text, text.toLowerCase(), letter), `${letter} in ${text}`).toBe(
            true,
          );
      }
    }
    expect(mayHaveInitial('fade', 'fade', 'd')).toBe(false);
  });

  it('find words alike with the ASCII patterns and the Unicode ones, in ASCII and General Punctuation text', () => {
    // Every printable ASCII character, and punctuation from U+2000 to U+206F, in random strings.
    const alphabet = [
      ...Array.from({length: 95}, (_, i) => String.fromCharCode(32 + i)),
      ...'aaeeiioouuAEIOUxyz0123456789__--',
      ...'…’‘“”–—•′',
    ];
    let seed = 29;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const samples = Array.from({length: 2000}, () =>
      Array.from(
        {length: 1 + Math.floor(random() * 24)},
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(''),
    );
    samples.push(
      "aria-label's",
      'firstThatWorks',
      'HTMLElement2D',
      'a-b-c',
      'don’t',
      '-x-y',
      'x--y',
    );
    const found = (pattern: RegExp, text: string) =>
      pattern.global
        ? [...text.matchAll(pattern)].map((m) => `${m.index}:${m[0]}`)
        : pattern.test(text);
    for (const name of Object.keys(patterns.ascii) as (keyof typeof patterns.ascii)[]) {
      for (const text of samples) {
        expect(found(patterns.ascii[name], text), `${name} on ${JSON.stringify(text)}`).toEqual(
          found(patterns.unicode[name], text),
        );
      }
    }
  });

  it('leave out hex colours and SVG path data, and keep words with digits', () => {
    const terms = fieldTerms(
      "color: '#1c1e21', '#0b5cad80'; d='m4 4h2v7h7v2h' a11y i18n e2e es2015 1fr 14px",
      'text',
    );
    expect(terms).toEqual(
      expect.arrayContaining(['a11y', 'i18n', 'e2e', 'es2015', '1fr', '14px'].map(termOf)),
    );
    expect(terms).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/1c1e21|0b5cad80|h2v7h7v2h/)]),
    );
  });
});
