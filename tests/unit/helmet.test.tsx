// @vitest-environment jsdom
// The browser bundle's react-helmet-async stand-in (src/plugins/lean-client/helmet.tsx):
// the head it asks for follows react-helmet-async's rules, and applying it touches only
// what differs, so hydration leaves the server's head as it is. The stock uses are
// checked too: an upgrade that passes Helmet something the stand-in ignores fails here.
import {readFileSync} from 'node:fs';
import {beforeEach, describe, expect, it} from 'vitest';
import {applyHead, headState} from '@site/src/plugins/lean-client/helmet';

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

describe('upgrade canary: what Docusaurus passes to Helmet', () => {
  const read = (file: string) => readFileSync(`node_modules/@docusaurus/${file}`, 'utf8');

  it('@docusaurus/Head hands every prop to Helmet', () => {
    expect(read('core/lib/client/exports/Head.js')).toContain('return <Helmet {...props}/>;');
  });

  it('no theme part uses Helmet props the stand-in ignores (only children and title)', () => {
    const files = [
      'theme-classic/lib/theme/SiteMetadata/index.js',
      'theme-common/lib/utils/metadataUtils.js',
      'core/lib/client/SiteMetadataDefaults.js',
      'core/lib/client/hasHydratedDataAttribute.js',
    ];
    for (const file of files)
      expect(read(file)).not.toMatch(/<Head\s+\w|htmlAttributes|titleTemplate|defaultTitle/);
  });
});
