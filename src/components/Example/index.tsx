import React, {type ReactNode, useId, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useColorMode} from '@docusaurus/theme-common';
import {platformLabels} from '@site/src/data/platforms';
import {useEarlyInput} from '@site/src/utils/useEarlyInput';
import type {PreviewView} from '@site/src/components/LiveEditor/useLiveCode';
import type {PreviewProps} from '@site/src/playground/protocol';
import type {CompiledRun} from '@site/src/playground/host/previewHost';
import type {ExampleModule} from '@site/src/data/exampleModule';
import styles from './styles.module.css';

interface Props {
  /** The example, imported as `import HoverButton from '@example/HoverButton'`. */
  of: ExampleModule;
}

// Both are fetched on the reader's first click (or prefetched on hover), never with the page.
// The chunk names keep the library's code they need out of the shared rsd-runtime file
// (src/plugins/rsd-examples).
/** The editor and the compiler, for Edit. */
const loadEditor = () =>
  import(/* webpackChunkName: "live-editor" */ '@site/src/components/LiveEditor/LiveExample');
/** The native preview without the editor or the compiler, for Native: examples are compiled for it at build time. */
const loadNative = () => import(/* webpackChunkName: "live-editor-native" */ './NativePreview');

/** What has loaded so far: the editor with the example's files, or the native preview with its build. */
interface Live {
  /** The example's file first, then its siblings (for the editor). */
  files?: Record<string, string>;
  editor?: Awaited<ReturnType<typeof loadEditor>>['default'];
  /** Its web build, which the editor runs until the code changes. */
  web?: {run: CompiledRun; assets: string[]};
  native?: {
    Preview: Awaited<ReturnType<typeof loadNative>>['default'];
    run: CompiledRun;
  };
}

const viewLabels: Record<PreviewView, string> = {web: 'Web', native: 'Native'};

/** An example's build for a preview, compiled when the site was built (src/plugins/rsd-examples). */
const fetchRun = (url: string) =>
  fetch(url).then((response) => response.json() as Promise<CompiledRun>);

/**
 * A live React Strict DOM example: the component rendered in a frame, the
 * platforms it runs on, and the source of the same file with a copy button.
 * The component's code is imported by the page (see src/plugins/rsd-examples),
 * so it loads only where it is shown, never in the main bundle. An example
 * that runs on Android or iOS has a Web / Native switch: Native runs the same
 * file on the library's native build. Edit swaps the source for an editor,
 * in the view picked, whose code is compiled in the browser.
 */
export default function Example({of: example}: Props): ReactNode {
  // Hydration-safe: light (the server's value) until the page has hydrated.
  const {colorMode} = useColorMode();
  const switchName = useId();
  const [view, setView] = useState<PreviewView>('web');
  const [editing, setEditing] = useState(false);
  const [live, setLive] = useState<Live | null>(null);
  const [loading, setLoading] = useState<'editor' | 'native' | null>(null);
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

  /** Loads the editor with the example's files, or the native preview with its build, once. */
  const load = async (part: 'editor' | 'native') => {
    if (live?.[part]) return;
    setLoading(part);
    try {
      if (part === 'editor') {
        // The example's web build: the editor shows it without loading the compiler.
        const [{default: editor}, siblings, run] = await Promise.all([
          loadEditor(),
          example.siblings?.(),
          example.web && fetchRun(example.web.url),
        ]);
        const files = {[example.file]: example.source, ...siblings?.default};
        const web = run && {run, assets: example.web!.assets};
        setLive((old) => ({...old, files, editor, web}));
      } else {
        // The view's code and the example's native build, side by side.
        const [{default: Preview}, run] = await Promise.all([
          loadNative(),
          fetchRun(example.native!.url),
        ]);
        setLive((old) => ({...old, native: {Preview, run}}));
      }
    } finally {
      setLoading(null);
    }
  };
  const pick = (next: PreviewView) => {
    setView(next);
    if (next === 'native') void load('native');
  };
  // Native picked before the page hydrated: honoured, or the switch would say Native over
  // the web preview, and a second tap on Native would change nothing.
  const nativeInput = useEarlyInput<HTMLInputElement>((input) => {
    if (input.checked) pick('native');
  });
  const toggleEditor = async () => {
    if (!editing) await load('editor');
    setEditing(!editing);
  };

  let body: ReactNode;
  if (editing && live?.editor && live.files) {
    body = (
      <live.editor
        files={live.files}
        built={live.web}
        initialView={view}
        props={props}
        initial={preview}
        frame={frame}
      />
    );
  } else {
    body = (
      <>
        {view === 'web' ? (
          frame(preview)
        ) : live?.native ? (
          <live.native.Preview
            files={{[example.file]: example.source}}
            run={live.native.run}
            assets={example.native!.assets}
            props={props}
            frame={frame}
          />
        ) : (
          frame(<p className={styles.starting}>Loading the native preview…</p>)
        )}
        <CodeBlock language="tsx" title={example.file} className={styles.code}>
          {example.tokens}
        </CodeBlock>
      </>
    );
  }

  return (
    <figure className={styles.example}>
      <figcaption className={styles.caption}>
        <span>Live preview</span>
        <span>Runs on {platforms}</span>
        {!editing && runsOnNative && (
          // Native inputs in one group: arrow keys move the choice, as in any radio group.
          <div
            role="radiogroup"
            aria-label="Preview"
            aria-busy={loading === 'native'}
            className={styles.views}
            onPointerEnter={() => void loadNative()}>
            {(['web', 'native'] as const).map((value) => (
              <label key={value} className={styles.view}>
                <input
                  ref={value === 'native' ? nativeInput : undefined}
                  type="radio"
                  name={switchName}
                  checked={view === value}
                  onChange={() => pick(value)}
                />
                {viewLabels[value]}
              </label>
            ))}
          </div>
        )}
        <button
          type="button"
          className={styles.edit}
          aria-expanded={editing}
          aria-busy={loading === 'editor'}
          onClick={() => void toggleEditor()}
          onPointerEnter={() => void loadEditor()}
          onFocus={() => void loadEditor()}>
          {editing ? 'Close editor' : loading === 'editor' ? 'Loading editor…' : 'Edit'}
        </button>
      </figcaption>
      {body}
    </figure>
  );
}
