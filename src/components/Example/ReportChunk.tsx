import type {ComponentType, ReactNode} from 'react';
import Loadable from 'react-loadable';

const reporters = new Map<string, ComponentType>();

function nothing(): null {
  return null;
}

interface Props {
  /** A webpackChunkName, e.g. `rsd-example-HoverButton`. */
  chunk: string;
}

/**
 * Renders nothing. During static rendering it tells Docusaurus (through
 * react-loadable's capture, the mechanism its routes use) that this page needs
 * the chunk, so the page's HTML links the preview's script and stylesheet:
 * the preview is styled before any JavaScript runs.
 */
export default function ReportChunk({chunk}: Props): ReactNode {
  let Reporter = reporters.get(chunk);
  if (!Reporter) {
    Reporter = Loadable({loader: () => Promise.resolve({}), loading: nothing, render: nothing, modules: [chunk]});
    reporters.set(chunk, Reporter);
  }
  return <Reporter />;
}
