// @vitest-environment jsdom
// The browser bundle's react-helmet-async stand-in (src/plugins/lean-client/helmet/helmet.tsx):
// the head it asks for follows react-helmet-async's rules, and applying it touches only
// what differs, so hydration leaves the server's head as it is. The package it replaces
// and every client file that renders Helmet are canaries: an upgrade that changes the
// package or passes Helmet something the stand-in ignores fails here.
import {beforeEach, describe, expect, it} from 'vitest';
import {applyHead, headState} from '@site/src/plugins/lean-client/helmet/helmet';
import {containing, describeCanaries, hashed} from './canary';

const site = {
  children: [
    <meta key="card" name="twitter:card" content="summary_large_image" />,
    <link key="canonical" rel="canonical" href="https://example.com/a/" />,
    <html key="html" lang="en" data-has-hydrated={false} />,
  ],
};
const page = {
  children: (
    <>
      <title>Styles | React Strict DOM</title>
      <meta name="description" content="Style components." />
      <meta property="og:title" content="Styles | React Strict DOM" />
    </>
  ),
};
const override = {
  children: [
    <meta key="card" name="twitter:card" content="summary" />,
    <link key="canonical" rel="canonical" href="https://example.com/b/" />,
    // The merged <html> has the site's lang; this one only adds to it.
    // eslint-disable-next-line jsx-a11y/html-has-lang
    <html key="html" className="docs-wrapper" data-has-hydrated />,
    <script key="ld" type="application/ld+json">
      {'{"@type":"BreadcrumbList"}'}
    </script>,
  ],
};

describe('headState', () => {
  it('lets later Helmets win: title, meta by name or property, the canonical link by rel', () => {
    const state = headState([site, page, override]);
    expect(state.title).toBe('Styles | React Strict DOM');
    expect(state.html).toEqual({lang: 'en', 'data-has-hydrated': 'true', class: 'docs-wrapper'});
    expect(state.tags).toEqual([
      ['meta', {name: 'description', content: 'Style components.'}, ''],
      ['meta', {property: 'og:title', content: 'Styles | React Strict DOM'}, ''],
      ['meta', {name: 'twitter:card', content: 'summary'}, ''],
      ['link', {rel: 'canonical', href: 'https://example.com/b/'}, ''],
      ['script', {type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}'],
    ]);
  });

  it('keeps "false" on data attributes, as the server renders them', () => {
    expect(headState([site]).html['data-has-hydrated']).toBe('false');
  });
});

describe('applyHead', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title data-rh="true">Old</title>' +
      '<meta data-rh="true" name="description" content="Style components.">' +
      '<meta data-rh="true" name="keywords" content="stale">' +
      '<link rel="stylesheet" href="/styles.css">';
    document.documentElement.setAttribute('lang', 'en');
  });

  it('changes only what differs, and leaves tags it does not manage', () => {
    const kept = document.head.querySelector('meta[name=description]');
    applyHead(headState([site, page]), document);
    expect(document.title).toBe('Styles | React Strict DOM');
    expect(document.head.querySelector('meta[name=description]')).toBe(kept);
    expect(document.head.querySelector('meta[name=keywords]')).toBeNull();
    expect(document.head.querySelector('link[rel=stylesheet]')).not.toBeNull();
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('data-rh')).toBe(
      'true',
    );
    expect(document.documentElement.getAttribute('data-has-hydrated')).toBe('false');
  });

  it('removes an attribute of <html> it set once no Helmet asks for it', () => {
    applyHead(headState([site, override]), document);
    expect(document.documentElement.className).toBe('docs-wrapper');
    applyHead(headState([site]), document);
    expect(document.documentElement.hasAttribute('class')).toBe(false);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });
});

/** Client code of the Docusaurus packages this site bundles (server files keep the real helmet). */
const clientFolders = [
  '@docusaurus/core/lib/client',
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-common/lib',
  '@docusaurus/plugin-content-docs/lib/client',
];
/** Every client file that renders Helmet, directly or through @docusaurus/Head, in 3.10.2. */
const helmetUsers = [
  'core/lib/client/BaseUrlIssueBanner/index.js',
  'core/lib/client/SiteMetadataDefaults.js',
  'core/lib/client/clientEntry.js',
  'core/lib/client/exports/Head.js',
  'core/lib/client/hasHydratedDataAttribute.js',
  'core/lib/client/theme-fallback/Error/index.js',
  'core/lib/client/theme-fallback/NotFound/index.js',
  'theme-classic/lib/theme/BlogListPage/StructuredData/index.js',
  'theme-classic/lib/theme/BlogPostPage/StructuredData/index.js',
  'theme-classic/lib/theme/DocBreadcrumbs/StructuredData/index.js',
  'theme-classic/lib/theme/MDXComponents/index.js',
  'theme-classic/lib/theme/SearchMetadata/index.js',
  'theme-classic/lib/theme/SiteMetadata/index.js',
  'theme-common/lib/translations/contentVisibilityTranslations.js',
  'theme-common/lib/utils/metadataUtils.js',
].map((file) => `@docusaurus/${file}`);
const helmetImport = /from '(react-helmet-async|@docusaurus\/Head)'/;

/** What a file asks of Helmet that the stand-in does not do: props besides children and title
 * (Head.js alone hands its props on), or react-helmet-async exports besides Helmet and its provider. */
function unsupportedUses(file: string, code: string): string[] {
  const problems: string[] = [];
  for (const [, names] of code.matchAll(/import \{([^}]*)\} from 'react-helmet-async'/g))
    for (const name of names!.split(',').map((part) => part.trim()))
      if (!['Helmet', 'HelmetProvider'].includes(name)) problems.push(`${file} imports ${name}`);
  for (const [tag, props] of code.matchAll(/<(?:Head|Helmet)\b([^>]*)>/g)) {
    const handsOn = file.endsWith('exports/Head.js') && props!.trim() === '{...props}/';
    if (props!.trim() !== '' && !handsOn) problems.push(`${file} renders ${tag}`);
  }
  if (
    /htmlAttributes|bodyAttributes|titleTemplate|defaultTitle|prioritizeSeoTags|onChangeClientState/.test(
      code,
    )
  )
    problems.push(`${file} uses a Helmet option the stand-in ignores`);
  return problems;
}

describeCanaries('upgrade canary: the Helmet the stand-in replaces, and every use of it', [
  // The stand-in replaces the package's browser build whole.
  hashed('src/plugins/lean-client/helmet/helmet.tsx (react-helmet-async in the browser bundle)', {
    'react-helmet-async/lib/index.module.js': 'dd24f7f1c989b2d5',
  }),
  containing(
    'src/plugins/lean-client/helmet/helmet.tsx (@docusaurus/Head hands every prop to Helmet)',
    {
      '@docusaurus/core/lib/client/exports/Head.js': ['return <Helmet {...props}/>;'],
    },
  ),
  {
    guards: 'src/plugins/lean-client/helmet/helmet.tsx (every client file that renders Helmet)',
    check(upstream) {
      const users = clientFolders
        .flatMap((folder) => upstream.list(folder))
        .filter((file) => file.endsWith('.js') && !/\/server\w*\.js$/.test(file))
        .filter((file) => helmetImport.test(upstream.read(file)));
      return [
        ...(users.join() === [...helmetUsers].sort().join()
          ? []
          : [`Helmet is rendered by ${users.join(', ')}`]),
        ...users.flatMap((file) => unsupportedUses(file, upstream.read(file))),
      ];
    },
    changes: [
      {
        file: '@docusaurus/theme-classic/lib/theme/DocItem/later.js',
        what: 'a new file rendering Head',
        apply: () => "import Head from '@docusaurus/Head';\nexport default () => <Head />;\n",
      },
      ...helmetUsers.map((file) => ({
        file,
        what: 'a Helmet option the stand-in ignores',
        apply: (text: string) =>
          `${text}\nexport const Later = () => <Head titleTemplate="%s">{null}</Head>;\n`,
      })),
    ],
  },
]);
