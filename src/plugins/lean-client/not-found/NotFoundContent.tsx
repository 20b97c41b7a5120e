// Stands in for @theme/NotFound/Content where theme-classic's DocRoot renders it: the
// same content, loaded only when a path matches no doc. With the docs at the site root,
// DocRoot renders every docs page and every unknown path, so its chunk carried the
// not-found page to every docs page (1 KB gzip).
//
// The 404 page's HTML stays on screen until the content has loaded: the browser keeps
// the server's markup in a wrapper React does not look inside, loads the content after
// hydration and only then renders it, in one commit. (A lazy component under Suspense
// left a dehydrated boundary, which the update that follows hydration replaced with the
// empty fallback until the chunk came: the page blinked.) After a client-side navigation
// there is no markup to keep: the content renders as soon as it has loaded.
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/NotFound/Content';

const load = () => import('@theme/NotFound/Content');
const LazyContent = lazy(load);

/** The wrapper takes no part in layout: its content sits in the page as if unwrapped. */
const wrapper: CSSProperties = {display: 'contents'};
/** The wrapper's markup while hydrating: React compares it by identity, so it never
 * rewrites what the server rendered inside. */
const serverRendered = {__html: ''};

export default function NotFoundContentOnDemand(props: Props): ReactNode {
  // Hydrating: in the browser, before Docusaurus says the browser has taken over.
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!hydrating) return;
    let current = true;
    void load().then((module) => current && setLoaded(() => module.default));
    return () => {
      current = false;
    };
  }, [hydrating]);
  if (Loaded)
    return (
      <div key="loaded" style={wrapper}>
        <Loaded {...props} />
      </div>
    );
  if (hydrating)
    return (
      <div style={wrapper} dangerouslySetInnerHTML={serverRendered} suppressHydrationWarning />
    );
  // The server renders the content whole (it waits for lazy parts).
  return (
    <div style={wrapper}>
      <Suspense fallback={null}>
        <LazyContent {...props} />
      </Suspense>
    </div>
  );
}
