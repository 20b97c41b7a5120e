// Swizzled: with docs at the site root, unknown paths render this inside the docs
// route, where stock sets no title; we set it, link the sections, and send
// non-canonical addresses of real pages (case, //, .html) to the real page.
// Replaced, not wrapped: the text differs too. Canary: tests/unit/theme-canaries.test.ts.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import routes from '@generated/routes';
import {canonicalPaths, redirectScript} from './canonical';

const sections = [
  {to: '/learn/', label: 'Learn', text: 'install React Strict DOM and learn its ideas'},
  {to: '/api/', label: 'API reference', text: 'every element, prop and style'},
  {to: '/contribute/', label: 'Contribute', text: 'work on the library itself'},
];

interface Props {
  className?: string;
}

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <>
      <PageMetadata title="Page Not Found" />
      <Head>
        <meta name="robots" content="noindex" />
        <script>{redirectScript(canonicalPaths(routes))}</script>
      </Head>
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              Page Not Found
            </Heading>
            <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
            <p>Try one of the sections, or the search box at the top of the page:</p>
            <ul>
              {sections.map((section) => (
                <li key={section.to}>
                  <Link to={section.to}>{section.label}</Link>: {section.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </main>
    </>
  );
}
