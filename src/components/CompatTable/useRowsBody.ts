import {useEffect, useRef, useState} from 'react';
import type {CompatRowsHandle} from '@site/src/data/compat/types';

/** The body's markup in the browser until rows are loaded: the server's rows stay as they
 * are (React compares this object by identity, so it never rewrites the body). */
const serverRendered = {__html: ''};

/**
 * The table body's markup, and its element. In the browser a body the server rendered
 * keeps its rows; an empty one (a table rendered after a client-side navigation) loads them.
 */
export function useRowsBody(rows: CompatRowsHandle) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [html, setHtml] = useState(() =>
    typeof rows.html === 'string' ? {__html: rows.html} : serverRendered,
  );
  useEffect(() => {
    const load = rows.html;
    if (typeof load === 'string' || (body.current?.rows.length ?? 0) > 0) return;
    let current = true;
    void load().then((loaded) => current && setHtml({__html: loaded}));
    return () => {
      current = false;
    };
  }, [rows]);
  return {body, html};
}
