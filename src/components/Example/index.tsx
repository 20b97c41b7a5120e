import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useColorMode} from '@docusaurus/theme-common';
import {platformLabels} from '@site/src/data/platforms';
import type {ExampleModule} from './types';
import styles from './styles.module.css';

interface Props {
  /** The example, imported as `import HoverButton from '@example/HoverButton'`. */
  of: ExampleModule;
}

/**
 * A live React Strict DOM example: the component rendered in a frame, the
 * platforms it runs on, and the source of the same file with a copy button.
 * The component's code is imported by the page (see src/plugins/rsd-examples),
 * so it loads only where it is shown, never in the main bundle.
 */
export default function Example({of: example}: Props): ReactNode {
  // Hydration-safe: light (the server's value) until the page has hydrated.
  const {colorMode} = useColorMode();
  const {Component} = example;
  const platforms = example.platforms.map((p) => platformLabels[p]).join(', ');
  return (
    <figure className={styles.example}>
      <div className={styles.preview} data-example={example.name}>
        {example.themed ? (
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
        {example.tokens}
      </CodeBlock>
    </figure>
  );
}
