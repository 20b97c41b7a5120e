import React, {type ReactNode, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {encodeFiles} from './shareUrl';
import type {SourceFiles} from './types';
import styles from './styles.module.css';

/** A real link to /playground/ with these files in its hash, kept up to date as they change. */
export default function OpenInPlayground({files}: {files: SourceFiles}): ReactNode {
  const playground = useBaseUrl('/playground/');
  const [hash, setHash] = useState('');
  useEffect(() => {
    let current = true;
    void encodeFiles(files).then((encoded) => current && setHash(encoded));
    return () => {
      current = false;
    };
  }, [files]);
  return (
    <a className={styles.action} href={`${playground}#${hash}`}>
      Open in playground
    </a>
  );
}
