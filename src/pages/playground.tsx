import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Link from '@docusaurus/Link';
import HowItRuns from './_playground/HowItRuns';
import Loader, {LoadingEditor} from './_playground/Loader';
import styles from './_playground/styles.module.css';

const description =
  'Write React Strict DOM code in the browser, see it render, and share it as a link.';

/**
 * /playground/: write React Strict DOM code, compiled in the browser with the
 * library's own Babel preset, and share it as a link (the code lives in the
 * URL hash). The editor and compiler load after the page, in the browser only.
 */
export default function Playground(): ReactNode {
  return (
    <Layout title="Playground" description={description}>
      <main className={`container container--fluid ${styles.main}`}>
        <h1>Playground</h1>
        <p className={styles.intro}>
          Write a component and see it render, compiled in your browser with React Strict DOM&apos;s
          own Babel preset, exactly as in an app. The default export of the first file is shown; you
          can import <code>react</code>, <code>react-strict-dom</code> and the other files. The
          address always holds your code, so a copy of the link is a complete reproduction to paste
          into a <Link to="/contribute/report-issue/">bug report</Link>.
        </p>
        <BrowserOnly fallback={<LoadingEditor />}>{() => <Loader />}</BrowserOnly>
        <HowItRuns />
      </main>
    </Layout>
  );
}
