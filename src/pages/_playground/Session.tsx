import React, {type ReactNode, useEffect} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import ConsolePanel from '@site/src/components/LiveEditor/ConsolePanel';
import EditorPanel, {CopyButton} from '@site/src/components/LiveEditor/EditorPanel';
import FramePreview from '@site/src/components/LiveEditor/FramePreview';
import {encodeFiles} from '@site/src/components/LiveEditor/shareUrl';
import {useLiveCode} from '@site/src/components/LiveEditor/useLiveCode';
import type {SourceFiles} from '@site/src/components/LiveEditor/types';
import styles from './styles.module.css';

/**
 * The playground's editor, preview and console (loaded by the page after hydration).
 * Every change is written to the URL hash, so the address is a link to this code.
 */
interface Props {
  initial: SourceFiles;
  /** Leave the address as it is until the first edit (it holds a link that could not be read). */
  keepHash: boolean;
}

export default function Session({initial, keepHash}: Props): ReactNode {
  const {colorMode} = useColorMode();
  const session = useLiveCode(initial);
  const {files} = session;

  useEffect(() => {
    if (keepHash && files === initial) return;
    let current = true;
    void encodeFiles(files).then((hash) => {
      // replaceState: typing must not fill the history, and a hashchange would reload the session.
      if (current) window.history.replaceState(window.history.state, '', `#${hash}`);
    });
    return () => {
      current = false;
    };
  }, [files, initial, keepHash]);

  return (
    <div className={styles.session}>
      <div className={styles.preview} data-playground-preview>
        <FramePreview session={session} props={{colorScheme: colorMode}} initial={null} />
      </div>
      <EditorPanel
        className={styles.editor}
        session={session}
        actions={<CopyButton label="Copy link" text={() => window.location.href} />}>
        <ConsolePanel log={session.log} />
      </EditorPanel>
    </div>
  );
}
