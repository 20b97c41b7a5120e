import React, {type ReactNode, useState} from 'react';
import FramePreview from '@site/src/components/LiveEditor/FramePreview';
import {DeviceControls, NativeMessages} from '@site/src/components/LiveEditor/NativeControls';
import {useLiveCode, type CodeSource} from '@site/src/components/LiveEditor/useLiveCode';
import type {SourceFiles} from '@site/src/components/LiveEditor/types';
import type {PreviewProps} from '@site/src/playground/protocol';
import type {CompiledRun} from '@site/src/playground/host/previewHost';
import {withAssets} from '@site/src/playground/compiler/previewEntry';
import styles from './styles.module.css';

/** The compiler, fetched only if this view ever compiles (it runs the build's modules instead). */
const compileLater: CodeSource['compile'] = async (...args) =>
  (await import('@site/src/components/LiveEditor/compile')).compileComponent(...args);

interface Props {
  /** The example's file. */
  files: SourceFiles;
  /** The same compiled for native when the site was built (src/plugins/rsd-examples). */
  run: CompiledRun;
  /** The URLs of its assets, for the slots the build left in its code. */
  assets: string[];
  props: PreviewProps;
  /** Wraps the preview in the example's frame, which the page owns. */
  frame: (preview: ReactNode) => ReactNode;
}

/**
 * An example's Native view without the editor (loaded when a reader picks
 * Native): the example as the site's build compiled it for native, run on the
 * native runtime in a sandboxed frame, with the phone's controls above it and
 * the library's messages below. No code editor and no compiler: Edit opens
 * them, in this view.
 */
export default function NativePreview({files, run, assets, props, frame}: Props): ReactNode {
  const [prebuilt] = useState(() => withAssets(run, assets));
  const session = useLiveCode(files, 'native', {compile: compileLater, prebuilt});
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
