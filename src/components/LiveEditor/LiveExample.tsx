import React, {type ReactNode} from 'react';
import {compileComponent} from './compile';
import ConsolePanel from './ConsolePanel';
import EditorPanel from './EditorPanel';
import FramePreview from './FramePreview';
import {DeviceControls, NativeMessages, ViewSwitch} from './NativeControls';
import OpenInPlayground from './OpenInPlayground';
import {useLiveCode, type PreviewView} from './useLiveCode';
import type {PreviewProps} from '@site/src/playground/protocol';
import type {SourceFiles} from './types';
import styles from './styles.module.css';

interface Props {
  /** The example's file first, then the sibling files it imports. */
  files: SourceFiles;
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
  props,
  initial,
  frame,
  initialView = 'web',
}: Props): ReactNode {
  const session = useLiveCode(files, initialView, {compile: compileComponent});
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
