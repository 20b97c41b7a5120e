// Swizzled: the classic theme ships no search box. This one searches the local lunr index
// (spec §4) and loads nothing until the reader reaches for it: hover, press, focus or Ctrl/⌘+K.
import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import type {Hit, Segment} from '@site/src/plugins/search/client/engine';
import {loadSearch, type LoadedSearch} from '@site/src/plugins/search/client/load';
import {markStateKey} from '@site/src/plugins/search/client/mark';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'error';

function isMacLike(): boolean {
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

function Marked({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((s, i) =>
    s.mark ? <mark key={i}>{s.text}</mark> : <React.Fragment key={i}>{s.text}</React.Fragment>,
  );
}

/** Runs a query and records its duration as the `search:query` User Timing measure, for the bench. */
function timedSearch({engine, search}: LoadedSearch, query: string): Hit[] {
  const start = performance.now();
  const hits = search(engine, query);
  performance.clearMeasures('search:query');
  performance.measure('search:query', {start, end: performance.now(), detail: {query}});
  return hits;
}

export default function SearchBar(): ReactNode {
  const id = useId();
  const listboxId = `${id}-results`;
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(0);
  const [shortcut, setShortcut] = useState('Ctrl+K');
  const macRef = useRef(false);
  const startedRef = useRef(false);
  // Set by the arrow keys: only then is the active option scrolled into view. Scrolling
  // also when new results arrive forced a layout of the whole page on every keystroke
  // (20 to 60 ms at 4× CPU on a long page), and the first option is in view anyway.
  const scrollToActiveRef = useRef(false);

  const activate = useCallback(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    setStatus('loading');
    loadSearch().then(
      (result) => {
        setLoaded(result);
        setStatus('ready');
      },
      (reason: unknown) => {
        setError(reason instanceof Error ? reason.message : String(reason));
        setStatus('error');
      },
    );
  }, []);

  // Ctrl+K (⌘+K on a Mac) focuses the box from anywhere, and is one of the ways to load it.
  // A layout effect, so the shortcut works from the moment the page is marked hydrated.
  useLayoutEffect(() => {
    macRef.current = isMacLike();
    setShortcut(macRef.current ? '⌘+K' : 'Ctrl+K');
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = macRef.current ? event.metaKey : event.ctrlKey;
      if (!modifier || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      activate();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activate]);

  // A box focused before the page hydrated (a tap while a phone is still starting the
  // page) had its focus event before React listened: load search now, or the box would
  // stay "Loading..." under the reader's caret until focused again.
  useLayoutEffect(() => {
    if (document.activeElement !== inputRef.current) return;
    activate();
    setFocused(true);
  }, [activate]);

  const hits = useMemo(
    () => (loaded && query.trim() ? timedSearch(loaded, query) : []),
    [loaded, query],
  );
  // New results start at the first one (state adjusted while rendering, not in an effect).
  const [shownHits, setShownHits] = useState(hits);
  if (shownHits !== hits) {
    setShownHits(hits);
    setActive(0);
  }

  const ready = status === 'ready';
  const hasQuery = ready && query.trim() !== '';
  const open = focused && !dismissed && (hasQuery || status === 'error');
  const listed = open && hits.length > 0;
  const activeId = listed ? `${id}-option-${active}` : undefined;

  useEffect(() => {
    if (!activeId || !scrollToActiveRef.current) return;
    scrollToActiveRef.current = false;
    document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
  }, [activeId]);

  const select = (hit: Hit) => {
    setQuery('');
    inputRef.current?.blur();
    const word = loaded?.engine.options.highlightResult ? hit.word : null;
    history.push(hit.url, word ? {[markStateKey]: word} : undefined);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      if (!listed) {
        setDismissed(false);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      scrollToActiveRef.current = true;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      if (!listed) return;
      event.preventDefault();
      select(hits[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setDismissed(true);
      else setQuery('');
    }
  };

  const announcement =
    status === 'error'
      ? error
      : hasQuery
        ? hits.length
          ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}`
          : 'No results'
        : '';

  return (
    <div
      role="search"
      className={clsx(styles.search, (focused || query) && styles.expanded)}
      onPointerEnter={activate}
      onPointerDown={activate}>
      <input
        ref={inputRef}
        // A text input: the HTML spec allows role="combobox" on type="text", not on type="search";
        // the surrounding role="search" landmark says what the box is for.
        type="text"
        role="combobox"
        aria-label="Search the docs"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listboxId : undefined}
        aria-activedescendant={activeId}
        // Disabled for assistive technology and typing, yet still focusable: focus and
        // Ctrl/⌘+K must reach the box to load it, which the `disabled` attribute forbids.
        aria-disabled={!ready}
        readOnly={!ready}
        placeholder={
          ready ? `Search ${shortcut}` : status === 'error' ? 'Search unavailable' : 'Loading...'
        }
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        className={styles.input}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
        }}
        onFocus={() => {
          activate();
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.visuallyHidden} role="status">
        {focused ? announcement : ''}
      </div>
      {open && (
        <div
          className={styles.dropdown}
          // A press inside keeps the focus, and so the list, in the input; options are
          // chosen on click, and reached from the keyboard with aria-activedescendant.
          role="presentation"
          onMouseDown={(event) => event.preventDefault()}>
          {status === 'error' ? (
            <p className={styles.message}>{error}</p>
          ) : hits.length ? (
            <div
              role="listbox"
              id={listboxId}
              aria-label="Search results"
              className={styles.results}>
              {hits.map((hit, i) => (
                <a
                  key={`${i}:${hit.url}`}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  href={hit.url}
                  tabIndex={-1}
                  className={styles.result}
                  onMouseMove={() => setActive(i)}
                  onClick={(event) => {
                    if (
                      event.button !== 0 ||
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return;
                    event.preventDefault();
                    select(hit);
                  }}>
                  <span className={styles.title}>
                    <Marked segments={hit.title} />
                    {hit.heading && (
                      <>
                        <span className={styles.separator} aria-hidden="true">
                          {' › '}
                        </span>
                        <Marked segments={hit.heading} />
                      </>
                    )}
                  </span>
                  {hit.snippet.length > 0 && (
                    <span className={styles.snippet}>
                      <Marked segments={hit.snippet} />
                    </span>
                  )}
                </a>
              ))}
            </div>
          ) : (
            <p className={styles.message}>
              No results for “<strong>{query.trim()}</strong>”
            </p>
          )}
        </div>
      )}
    </div>
  );
}
