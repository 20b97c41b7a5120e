import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import {tagline} from '@site/src/data/site';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <ThemedImage
        className={styles.heroLogo}
        sources={{light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg')}}
        alt=""
        width={100}
        height={100}
      />
      <h1 className={styles.heroTitle}>React Strict DOM</h1>
      <p className={styles.heroTagline}>{tagline}</p>
      <div className={styles.heroActions}>
        <Link className="button button--primary button--lg" to="/learn/">
          Learn
        </Link>
        <Link className="button button--outline button--primary button--lg" to="/api/">
          API reference
        </Link>
      </div>
    </header>
  );
}
