import React, {type ReactNode, useEffect} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {compileComponent} from '@site/src/components/LiveEditor/compile';
import ConsolePanel from '@site/src/components/LiveEditor/ConsolePanel';
import EditorPanel, {CopyButton} from '@site/src/components/LiveEditor/EditorPanel';
import FramePreview from '@site/src/components/LiveEditor/FramePreview';
import {
  DeviceControls,
  NativeMessages,
  ViewSwitch,
} from '@site/src/components/LiveEditor/NativeControls';
import {encodeFiles, shareHash} from '@site/src/components/LiveEditor/shareUrl';
import {useLiveCode, type PreviewView} from '@site/src/components/LiveEditor/useLiveCode';
import type {SourceFiles} from '@site/src/components/LiveEditor/types';
import styles from './styles.module.css';

/**
 * The playground's editor, preview and console (loaded by the page after hydration).
 * Every change is written to the URL hash, so the address is a link to this code. Until
 * the first change the address stays as the reader opened it (the starter's own address,
 * a link, or a link that could not be read): rewriting it at load would change the entry
 * a Back press returns to.
 */
interface Props {
  initial: SourceFiles;
  /** The preview the link asked for. */
  initialView: PreviewView;
}

export default function Session({initial, initialView}: Props): ReactNode {
  const {colorMode} = useColorMode();
  const session = useLiveCode(initial, initialView, {compile: compileComponent});
  const {files, view} = session;

  useEffect(() => {
    if (files === initial && view === initialView) return;
    let current = true;
    void encodeFiles(files).then((code) => {
      // replaceState: typing must not fill the history, and a hashchange would reload the session.
      if (current) {
        window.history.replaceState(window.history.state, '', `#${shareHash(code, view)}`);
      }
    });
    return () => {
      current = false;
    };
  }, [files, view, initial, initialView]);

  return (
    <div className={styles.session}>
      <div className={styles.preview} data-playground-preview>
        <ViewSwitch session={session} />
        {view === 'native' && <DeviceControls session={session} />}
        <FramePreview session={session} props={{colorScheme: colorMode}} initial={null} />
        {view === 'native' && <NativeMessages session={session} />}
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
