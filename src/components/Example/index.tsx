import React, {type ReactNode, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useColorMode} from '@docusaurus/theme-common';
import {platformLabels} from '@site/src/data/platforms';
import type {PreviewProps} from '@site/src/playground/protocol';
import type {ExampleModule} from './types';
import styles from './styles.module.css';

interface Props {
  /** The example, imported as `import HoverButton from '@example/HoverButton'`. */
  of: ExampleModule;
}

/** The editor and the compiler: fetched on the first Edit click (or prefetched on hover), never with the page. */
// The chunk name keeps the library's code it needs out of the shared rsd-runtime file (src/plugins/rsd-examples).
const loadEditor = () =>
  import(/* webpackChunkName: "live-editor" */ '@site/src/components/LiveEditor/LiveExample');

type LiveExample = Awaited<ReturnType<typeof loadEditor>>['default'];

interface Editing {
  LiveExample: LiveExample;
  /** The preview the session starts with: Native opens it on the library's native build. */
  view: 'web' | 'native';
  /** The example's file first, then its siblings. */
  files: Record<string, string>;
}

/**
 * A live React Strict DOM example: the component rendered in a frame, the
 * platforms it runs on, and the source of the same file with a copy button.
 * The component's code is imported by the page (see src/plugins/rsd-examples),
 * so it loads only where it is shown, never in the main bundle. Edit swaps the
 * source for an editor whose code is compiled in the browser and rendered in
 * the same frame.
 */
export default function Example({of: example}: Props): ReactNode {
  // Hydration-safe: light (the server's value) until the page has hydrated.
  const {colorMode} = useColorMode();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [loading, setLoading] = useState(false);
  const {Component} = example;
  const platforms = example.platforms.map((p) => platformLabels[p]).join(', ');
  const runsOnNative = example.platforms.some((p) => p === 'android' || p === 'ios');
  const props: PreviewProps = example.themed ? {colorScheme: colorMode} : {};
  // Keyed, so a themed example restarts in the new scheme when the site's changes.
  const preview = <Component key={example.themed ? colorMode : undefined} {...props} />;
  const frame = (content: ReactNode) => (
    <div className={styles.preview} data-example={example.name}>
      {content}
    </div>
  );

  const toggle = async (view: Editing['view'] = 'web') => {
    if (editing) return setEditing(null);
    setLoading(true);
    try {
      const [{default: LiveExample}, siblings] = await Promise.all([
        loadEditor(),
        example.siblings?.(),
      ]);
      setEditing({
        LiveExample,
        view,
        files: {[example.file]: example.source, ...siblings?.default},
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <figure className={styles.example}>
      <figcaption className={styles.caption}>
        <span>Live preview</span>
        <span>Runs on {platforms}</span>
        <button
          type="button"
          className={styles.edit}
          aria-expanded={editing !== null}
          aria-busy={loading}
          onClick={() => void toggle()}
          onPointerEnter={() => void loadEditor()}
          onFocus={() => void loadEditor()}>
          {editing ? 'Close editor' : loading ? 'Loading editor…' : 'Edit'}
        </button>
        {!editing && runsOnNative && (
          // The native preview needs the compiler and the session: it opens them in the Native view.
          <button
            type="button"
            className={styles.edit}
            aria-busy={loading}
            onClick={() => void toggle('native')}
            onPointerEnter={() => void loadEditor()}
            onFocus={() => void loadEditor()}>
            Native
          </button>
        )}
      </figcaption>
      {editing ? (
        <editing.LiveExample
          files={editing.files}
          initialView={editing.view}
          props={props}
          initial={preview}
          frame={frame}
        />
      ) : (
        <>
          {frame(preview)}
          <CodeBlock language="tsx" title={example.file} className={styles.code}>
            {example.tokens}
          </CodeBlock>
        </>
      )}
    </figure>
  );
}
