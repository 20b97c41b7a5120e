import React, {type ReactNode, useEffect, useState} from 'react';
import {decodeFiles, splitShareHash} from '@site/src/components/LiveEditor/shareUrl';
import type {PreviewView} from '@site/src/components/LiveEditor/useLiveCode';
import type {SourceFiles} from '@site/src/components/LiveEditor/types';
import starter from './App.tsx?raw';
import styles from './styles.module.css';

type Session = typeof import('./Session').default;

const starterFiles: SourceFiles = {'App.tsx': starter};

/** Holds the place of the editor and preview until they load, so nothing below jumps. */
export function LoadingEditor(): ReactNode {
  return (
    <p className={styles.loading} aria-busy="true">
      Loading the editor…
    </p>
  );
}

/**
 * Reads the code from the URL hash (or takes the starter, saying so when the
 * hash holds something unreadable), loads the editor and the compiler, and
 * starts a session. A new hash (a pasted link) starts a new one.
 */
export default function Loader(): ReactNode {
  const [Session, setSession] = useState<Session | null>(null);
  const [files, setFiles] = useState<{
    key: number;
    files: SourceFiles;
    view: PreviewView;
    unreadable: boolean;
  } | null>(null);

  useEffect(() => {
    // Named like the examples' editor chunk: see src/plugins/rsd-examples.
    void import(/* webpackChunkName: "live-editor-playground" */ './Session').then((module) =>
      setSession(() => module.default),
    );
    let key = 0;
    const read = () => {
      const {code, view} = splitShareHash(window.location.hash);
      void decodeFiles(code).then((decoded) =>
        setFiles({
          key: ++key,
          view,
          files: decoded && 'files' in decoded ? decoded.files : starterFiles,
          unreadable: decoded !== null && 'unreadable' in decoded,
        }),
      );
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  if (!Session || !files) return <LoadingEditor />;
  return (
    <>
      {files.unreadable && (
        <p role="alert" className={styles.unreadable}>
          The code in this link could not be read: the link may have been cut short or changed. Here
          is the starter instead; the link stays in the address bar until you edit.
        </p>
      )}
      <Session key={files.key} initial={files.files} initialView={files.view} />
    </>
  );
}
