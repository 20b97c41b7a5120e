import React, {type ReactNode, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';
import {PreviewHost} from '@site/src/playground/host/previewHost';
import type {FrameLook, PreviewProps} from '@site/src/playground/protocol';
import type {LiveCode} from './useLiveCode';
import styles from './styles.module.css';

/** The frame runtime's file under the base URL (set by src/plugins/preview-frame). */
declare const __PREVIEW_FRAME_RUNTIME__: string;

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
 * first one has, the page's own preview stays.
 */
export default function FramePreview({session, props, initial}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<PreviewHost | null>(null);
  const [showing, setShowing] = useState(false);
  const runtime = useBaseUrl(`/${__PREVIEW_FRAME_RUNTIME__}`);
  const site = useBaseUrl('/');
  // The page's colour mode, for every example: themed ones also get it as a prop.
  const {colorMode: colorScheme} = useColorMode();
  const {candidate, stops} = session;
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
        lost: (reason) => {
          setShowing(previews.showing);
          latest.current.session.lost(reason);
        },
      },
    );
    host.current = previews;
    return () => previews.stop();
  }, [runtime, site]);

  useEffect(() => {
    if (!candidate || !host.current) return;
    latest.current.version = candidate.version;
    host.current.run(candidate, props, lookOf(box.current!, colorScheme));
    // A new run for a new candidate only; colour changes go through setLook below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidate]);

  const propsKey = JSON.stringify(props);
  useEffect(() => {
    // After the site's own effects have switched the page's colours.
    const frame = requestAnimationFrame(() =>
      host.current?.setLook(lookOf(box.current!, colorScheme), JSON.parse(propsKey)),
    );
    return () => cancelAnimationFrame(frame);
  }, [colorScheme, propsKey]);

  useEffect(() => {
    if (stops === 0) return;
    host.current?.stop();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShowing(false);
  }, [stops]);

  return (
    <>
      {!showing && initial}
      <div ref={box} className={styles.frames} data-preview-frames="" />
    </>
  );
}
