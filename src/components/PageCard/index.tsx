import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cardAlt, cardOf, cardSize, sectionOf} from '@site/src/plugins/page-cards/paths';

/**
 * Names the page's card (drawn at build time by src/plugins/page-cards) as the image of
 * a link preview, for Open Graph and Twitter alike, with its size and alt text. Rendered
 * after the site's default image, which it replaces.
 */
export default function PageCard({
  title,
  description,
}: {
  title: string;
  description: string;
}): ReactNode {
  const {url, baseUrl, title: site} = useDocusaurusContext().siteConfig;
  const path = useLocation().pathname.slice(baseUrl.length);
  const image = `${url}${baseUrl}${cardOf(path)}`;
  const alt = cardAlt(site, {title, description, section: sectionOf(path)});
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(cardSize.width)} />
      <meta property="og:image:height" content={String(cardSize.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
