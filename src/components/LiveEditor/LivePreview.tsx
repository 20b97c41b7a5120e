import React, {Component, type ReactNode, useId, useLayoutEffect, useState} from 'react';
import {applyCss, removeCss} from '@site/src/playground/compiler';
import type {Candidate, LiveCode} from './useLiveCode';

interface BoundaryProps {
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  onError: (error: unknown) => void;
  onRendered: () => void;
  children: ReactNode;
}

/**
 * Catches what the reader's component throws while rendering, so the docs
 * page never breaks. Rendering happens in the page itself (not a sandboxed
 * iframe): the compiled CSS and the library's runtime are the page's own, so
 * the preview looks exactly like the static one; endless loops are stopped by
 * the compiler's loop guard, and compiling runs in a worker.
 */
class Boundary extends Component<BoundaryProps, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  componentDidMount(): void {
    if (!this.state.failed) this.props.onRendered();
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Props {
  session: LiveCode;
  /** Props for the rendered component (the site's colour scheme). */
  props: Record<string, unknown>;
  /** Shown until the first version renders: the page's own, server-rendered preview. */
  initial: ReactNode;
}

/**
 * The CSS of the version on screen and of the one trying to render, each in a
 * style element of its own: the last good render keeps its styles even when
 * a newer version, whose CSS lacks some of its classes, fails.
 */
function useStyles(candidate: Candidate | null, good: Candidate | null): void {
  const id = useId();
  useLayoutEffect(() => {
    if (candidate) applyCss(candidate.css, `${id}-latest`);
  }, [id, candidate]);
  useLayoutEffect(() => {
    if (good) applyCss(good.css, `${id}-good`);
  }, [id, good]);
  useLayoutEffect(
    () => () => {
      removeCss(`${id}-latest`);
      removeCss(`${id}-good`);
    },
    [id],
  );
}

/** The latest compiled component; when it fails, the last one that rendered stays on screen. */
export default function LivePreview({session, props, initial}: Props): ReactNode {
  const [good, setGood] = useState<Candidate | null>(null);
  const {candidate, renderFailed, rendered} = session;
  useStyles(candidate, good);
  const lastGood = good ? (
    <Boundary
      key={good.version}
      fallback={initial}
      onError={renderFailed}
      onRendered={() => undefined}>
      <good.Component {...props} />
    </Boundary>
  ) : (
    initial
  );
  if (!candidate) return initial;
  if (candidate === good) return lastGood;
  return (
    <Boundary
      key={candidate.version}
      fallback={lastGood}
      onError={renderFailed}
      onRendered={() => {
        rendered(candidate.version);
        setGood(candidate);
      }}>
      <candidate.Component {...props} />
    </Boundary>
  );
}
