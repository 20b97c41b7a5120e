import React, {useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
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

/** Shown when the preview's chunk failed to load (offline, or a deploy replaced it). */
function Retry({example, onLoad}: {example: ExampleModule; onLoad: (c: ExampleModule['Component']) => void}): ReactNode {
  const [failed, setFailed] = useState(false);
  const retry = () =>
    example.load().then(
      (module) => onLoad(module.default),
      () => setFailed(true),
    );
  return (
    <p className={styles.status}>
      {failed ? 'The preview still could not load.' : 'The preview could not load.'}{' '}
      <button type="button" className="button button--link button--sm" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

/**
 * A live React Strict DOM example: the component rendered in a frame, the
 * platforms it runs on, and the source of the same file with a copy button.
 * The component's code comes from its own chunk, loaded only on pages that
 * show it, so it never enters the main bundle.
 */
export default function Example({of: example}: Props): ReactNode {
  // Hydration-safe: light (the server's value) until the page has hydrated.
  const {colorMode} = useColorMode();
  const [Component, setComponent] = useState(() => example.Component);
  const platforms = example.platforms.map((p) => platformLabels[p]).join(', ');
  return (
    <figure className={styles.example}>
      <ReportChunk chunk={example.chunk} />
      <div className={styles.preview} data-example={example.name}>
        {!Component ? (
          <Retry example={example} onLoad={(c) => setComponent(() => c)} />
        ) : example.themed ? (
          // Keyed, so a themed example restarts in the new scheme when the site's changes.
          <Component key={colorMode} colorScheme={colorMode} />
        ) : (
          <Component />
        )}
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
