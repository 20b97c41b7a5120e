import React, {type ReactNode, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';
import {PreviewHost} from '@site/src/playground/host/previewHost';
import type {FrameLook, PreviewProps} from '@site/src/playground/protocol';
import type {LiveCode} from './useLiveCode';
import styles from './styles.module.css';

/** The frame runtimes' files under the base URL (set by src/plugins/preview-frame). */
declare const __PREVIEW_FRAME_RUNTIME__: string;
declare const __PREVIEW_NATIVE_RUNTIME__: string;

/** The colours and fonts the preview would inherit in the page, for the frame to copy. */
function lookOf(element: HTMLElement, colorScheme: FrameLook['colorScheme']): FrameLook {
  const style = getComputedStyle(element);
  return {
    colorScheme,
    color: style.color,
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
  };
}

interface Props {
  session: LiveCode;
  /** Props for the rendered component (the site's colour scheme). */
  props: PreviewProps;
  /** Shown until the first version renders in a frame: the page's own preview, or nothing. */
  initial: ReactNode;
}

/**
 * The edited code's preview: each compiled version runs in a fresh sandboxed
 * frame (src/playground/host), swapped in once it has rendered; until the
 * first one has, the page's own preview stays (web), or a line saying the
 * native preview is starting. Switching views starts over with the other runtime.
 */
export default function FramePreview(props: Props): ReactNode {
  return <ViewPreview key={props.session.view} {...props} />;
}

function ViewPreview({session, props, initial}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<PreviewHost | null>(null);
  const [showing, setShowing] = useState(false);
  const native = session.view === 'native';
  // The native runtime is fetched the first time a frame asks for it, then cached.
  const runtime = useBaseUrl(`/${native ? __PREVIEW_NATIVE_RUNTIME__ : __PREVIEW_FRAME_RUNTIME__}`);
  const site = useBaseUrl('/');
  // The page's colour mode, for every example: themed ones also get it as a prop.
  const {colorMode: colorScheme} = useColorMode();
  const {candidate, stops, device} = session;
  const deviceKey = native ? JSON.stringify(device) : '';
  // The frames' callbacks outlive renders: they read the latest session and version from here.
  const latest = useRef({session, version: -1});
  useEffect(() => {
    latest.current.session = session;
  });

  useLayoutEffect(() => {
    const {origin} = window.location;
    const previews = new PreviewHost(
      box.current!,
      {runtime: origin + runtime, site: origin + site},
      {
        rendered: () => {
          // In the same task as the frame's swap: the box never shows both, or neither.
          flushSync(() => setShowing(true));
          latest.current.session.rendered(latest.current.version);
        },
        failed: (message) => latest.current.session.renderFailed(latest.current.version, message),
        console: (level, text) => latest.current.session.log.add(level, text),
        native: (level, text) => latest.current.session.nativeLog.add(level, text),
        warned: (warning) => latest.current.session.warn(warning),
        lost: (reason, kind) => {
          setShowing(previews.showing);
          latest.current.session.lost(reason, kind);
        },
      },
    );
    host.current = previews;
    return () => previews.stop();
  }, [runtime, site]);

  useEffect(() => {
    if (!candidate || !host.current) return;
    if (native && !candidate.native) return;
    latest.current.version = candidate.version;
    if (native) {
      // A fresh run on a new phone: the library reads `Platform.OS` when it loads.
      session.nativeLog.clear();
      const look = lookOf(box.current!, device.colorScheme);
      host.current.run(candidate.native!, {colorScheme: device.colorScheme}, look, device);
    } else {
      host.current.run(candidate, props, lookOf(box.current!, colorScheme));
    }
    // A new run for a new candidate or phone only; colour changes go through setLook below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidate, deviceKey]);

  const propsKey = JSON.stringify(props);
  useEffect(() => {
    // A native frame keeps its phone's colour scheme, whatever the site's.
    if (native) return;
    // After the site's own effects have switched the page's colours. The box may be gone by
    // then: React detaches refs at commit and runs this cleanup later, and a frame can fall
    // between (a link replaced by one the page cannot read).
    const frame = requestAnimationFrame(() => {
      if (box.current)
        host.current?.setLook(lookOf(box.current, colorScheme), JSON.parse(propsKey));
    });
    return () => cancelAnimationFrame(frame);
  }, [colorScheme, propsKey, native]);

  useEffect(() => {
    if (stops === 0) return;
    host.current?.stop();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShowing(false);
  }, [stops]);

  return (
    <>
      {!showing &&
        (native ? <p className={styles.nativeStarting}>Starting the native preview…</p> : initial)}
      {/* Focusable from script only: where the focus goes back to when a frame took it from nowhere. */}
      <div ref={box} className={styles.frames} data-preview-frames="" tabIndex={-1} />
    </>
  );
}
