import {useEffect, useState} from 'react';

type Links = typeof import('./nativeMessageLinks');

/** Kept once fetched: every native view of the page shares it. */
let loaded: Links | undefined;

/**
 * The native messages' key (./nativeMessageLinks: the templates and their
 * matcher), fetched once a native run has messages to explain: never on the
 * way to the first native render, which it would only delay.
 */
export function useMessageLinks(wanted: boolean): Links | undefined {
  const [links, setLinks] = useState(loaded);
  useEffect(() => {
    if (!wanted || links) return;
    let current = true;
    void import(/* webpackChunkName: "native-message-links" */ './nativeMessageLinks').then(
      (module) => {
        loaded = module;
        if (current) setLinks(module);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, links]);
  return links;
}
