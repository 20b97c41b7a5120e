import React, {type ReactNode, useEffect} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import EditorPanel, {CopyButton} from '@site/src/components/LiveEditor/EditorPanel';
import LivePreview from '@site/src/components/LiveEditor/LivePreview';
import {encodeFiles} from '@site/src/components/LiveEditor/shareUrl';
import {useLiveCode} from '@site/src/components/LiveEditor/useLiveCode';
import type {SourceFiles} from '@site/src/components/LiveEditor/types';
import styles from './styles.module.css';

/**
 * The playground's editor and preview (loaded by the page after hydration).
 * Every change is written to the URL hash, so the address is a link to this code.
 */
export default function Session({initial}: {initial: SourceFiles}): ReactNode {
  const {colorMode} = useColorMode();
  const session = useLiveCode(initial);
  const {files} = session;

  useEffect(() => {
    let current = true;
    void encodeFiles(files).then((hash) => {
      // replaceState: typing must not fill the history, and a hashchange would reload the session.
      if (current) window.history.replaceState(window.history.state, '', `#${hash}`);
    });
    return () => {
      current = false;
    };
  }, [files]);

  return (
    <div className={styles.session}>
      <div className={styles.preview} data-playground-preview>
        <LivePreview session={session} props={{colorScheme: colorMode}} initial={null} />
      </div>
      <EditorPanel
        className={styles.editor}
        session={session}
        actions={<CopyButton label="Copy link" text={() => window.location.href} />}
      />
    </div>
  );
}
