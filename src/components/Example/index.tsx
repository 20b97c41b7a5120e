import React, {Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {useColorMode} from '@docusaurus/theme-common';
import type {PlatformName} from '@site/src/plugins/rsd-examples';
import type {ExampleModule} from './types';
import ReportChunk from './ReportChunk';
import styles from './styles.module.css';

interface Props {
  /** The example, imported as `import HoverButton from '@example/HoverButton'`. */
  of: ExampleModule;
}

const platformLabels: Record<PlatformName, string> = {web: 'Web', android: 'Android', ios: 'iOS'};

function Failed({tryAgain}: {tryAgain: () => void}): ReactNode {
  return (
    <p className={styles.status}>
      The preview could not load.{' '}
      <button type="button" className="button button--link button--sm" onClick={tryAgain}>
        Try again
      </button>
    </p>
  );
}

/**
 * A live React Strict DOM example: the component rendered in a frame, the
 * platforms it runs on, and the source of the same file with a copy button.
 * The component's code loads lazily, so it never enters the main bundle.
 */
export default function Example({of: example}: Props): ReactNode {
  const {colorMode} = useColorMode();
  const {Preview} = example;
  const platforms = example.platforms.map((p) => platformLabels[p]).join(', ');
  return (
    <figure className={styles.example}>
      <ReportChunk chunk={example.chunk} />
      <div className={styles.preview} data-example={example.name}>
        <ErrorBoundary fallback={({tryAgain}) => <Failed tryAgain={tryAgain} />}>
          <Suspense fallback={<p className={styles.status}>Loading the preview…</p>}>
            {/* Keyed, so a themed example restarts in the new scheme when the site's changes. */}
            {example.themed ? <Preview key={colorMode} colorScheme={colorMode} /> : <Preview />}
          </Suspense>
        </ErrorBoundary>
      </div>
      <figcaption className={styles.caption}>
        <span>Live preview</span>
        <span>Runs on {platforms}</span>
      </figcaption>
      <CodeBlock language="tsx" title={example.file} className={styles.code}>
        {example.source}
      </CodeBlock>
    </figure>
  );
}
