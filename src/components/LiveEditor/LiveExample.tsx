import React, {useState, type ReactNode} from 'react';
import {compileComponent} from './compile';
import ConsolePanel from './ConsolePanel';
import EditorPanel from './EditorPanel';
import FramePreview from './FramePreview';
import {DeviceControls, NativeMessages, ViewSwitch} from './NativeControls';
import OpenInPlayground from './OpenInPlayground';
import {useLiveCode, type PreviewView} from './useLiveCode';
import type {PreviewProps} from '@site/src/playground/protocol';
import type {CompiledRun} from '@site/src/playground/host/previewHost';
import {withAssets} from '@site/src/playground/compiler/previewEntry';
import type {SourceFiles} from './types';
import styles from './styles.module.css';

interface Props {
  /** The example's file first, then the sibling files it imports. */
  files: SourceFiles;
  /** The same files compiled for the web preview when the site was built, and their assets' URLs:
   * run until the code changes, so the compiler loads only then. */
  built?: {run: CompiledRun; assets: string[]};
  /** Props for the component: the site's colour scheme for themed examples. */
  props: PreviewProps;
  /** The page's own preview, shown until the first compile has rendered. */
  initial: ReactNode;
  /** Wraps the preview in the example's frame, which the page owns. */
  frame: (preview: ReactNode) => ReactNode;
  /** The preview to start with: the view picked in the caption's Web / Native switch. */
  initialView?: PreviewView;
}

/**
 * An example being edited (loaded on the first Edit click, with the editor
 * and the compiler): the preview runs the compiled code in a sandboxed frame,
 * the editor and the console sit below it.
 */
export default function LiveExample({
  files,
  built,
  props,
  initial,
  frame,
  initialView = 'web',
}: Props): ReactNode {
  const [prebuiltWeb] = useState(() => built && withAssets(built.run, built.assets));
  const session = useLiveCode(files, initialView, {compile: compileComponent, prebuiltWeb});
  const native = session.view === 'native';
  return (
    <>
      {native && (
        <div className={styles.viewBar}>
          <DeviceControls session={session} />
        </div>
      )}
      {frame(<FramePreview session={session} props={props} initial={initial} />)}
      <EditorPanel
        session={session}
        actions={
          <>
            <OpenInPlayground files={session.files} />
            <ViewSwitch session={session} />
          </>
        }>
        {native && <NativeMessages session={session} />}
        <ConsolePanel log={session.log} />
      </EditorPanel>
    </>
  );
}
