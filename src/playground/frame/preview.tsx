import React, {Component, type ComponentType, type ReactNode, useLayoutEffect} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {inspect} from './inspect';

interface BoundaryProps {
  /** Called with what the component threw; the boundary then shows it as text. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a throwing component from emptying the frame: the error stays on screen, as text. */
class Boundary extends Component<BoundaryProps, {error: string | null}> {
  state = {error: null};

  static getDerivedStateFromError(error: unknown): {error: string} {
    return {error: inspect(error)};
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  render(): ReactNode {
    const {error} = this.state;
    return error === null ? this.props.children : <p role="alert">The component threw {error}</p>;
  }
}

/** Tells once that its children have been committed to the document. */
function Committed({onCommit, children}: {onCommit: () => void; children: ReactNode}): ReactNode {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

export interface PreviewEvents {
  /** The component's first render reached the document. */
  rendered: () => void;
  /** The component threw while rendering: before its first commit or after. */
  threw: (error: unknown, afterFirstRender: boolean) => void;
}

/**
 * The reader's component in a React root of the frame's own: rendered again
 * with new props when the page's colour mode changes.
 */
export function mountPreview(
  container: HTMLElement,
  Preview: ComponentType<Record<string, unknown>>,
  events: PreviewEvents,
): (props: Record<string, unknown>) => void {
  let committed = false;
  const onCommit = () => {
    if (committed) return;
    committed = true;
    events.rendered();
  };
  const root: Root = createRoot(container, {
    // The boundary reports what it catches; React's own report would repeat it.
    onCaughtError: () => undefined,
  });
  return (props) =>
    root.render(
      <Boundary onError={(error) => events.threw(error, committed)}>
        <Committed onCommit={onCommit}>
          <Preview {...props} />
        </Committed>
      </Boundary>,
    );
}
