// Stands in for @docusaurus/core/lib/client/browserContext.js (same exports, same
// behaviour) with one change: the switch to `isBrowser = true` after hydration is a
// transition. Stock sets it at default priority, so every useIsBrowser consumer
// (copy buttons, the colour-mode toggle, breadcrumbs, sidebar links...) re-renders
// in one task that blocks input; as a transition React renders it in 5 ms slices.
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context value={isBrowser}>{children}</Context>;
}
