import React, {type ReactNode} from 'react';
import FramePreview from '@site/src/components/LiveEditor/FramePreview';
import {DeviceControls, NativeMessages} from '@site/src/components/LiveEditor/NativeControls';
import {useLiveCode} from '@site/src/components/LiveEditor/useLiveCode';
import type {SourceFiles} from '@site/src/components/LiveEditor/types';
import type {PreviewProps} from '@site/src/playground/protocol';
import styles from './styles.module.css';

interface Props {
  /** The example's file first, then its siblings. */
  files: SourceFiles;
  props: PreviewProps;
  /** Wraps the preview in the example's frame, which the page owns. */
  frame: (preview: ReactNode) => ReactNode;
}

/**
 * An example's Native view without the editor (loaded when a reader picks
 * Native): the same files compiled for native, run on the native runtime in a
 * sandboxed frame, with the phone's controls above it and the library's
 * messages below. No code editor: Edit opens one, in this view.
 */
export default function NativePreview({files, props, frame}: Props): ReactNode {
  const session = useLiveCode(files, 'native');
  const {error, warning} = session;
  return (
    <>
      <div className={styles.nativeBar}>
        <DeviceControls session={session} />
      </div>
      {frame(<FramePreview session={session} props={props} initial={null} />)}
      <div className={styles.nativeLog} data-live-editor={session.status}>
        {error && (
          <p role="alert" className={styles.nativeError}>
            {error.message}
          </p>
        )}
        {warning && (
          <p role="status" className={styles.nativeError}>
            {warning.message}
          </p>
        )}
        <NativeMessages session={session} />
      </div>
    </>
  );
}
