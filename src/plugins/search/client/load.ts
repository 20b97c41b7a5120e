import {metaNames, type SearchDocFile, type WireIndex} from '../shared/types';
import type {search, SearchEngine} from './engine';

/** Why search cannot run; the SearchBar shows it in the dropdown. */
export class SearchUnavailableError extends Error {}

/** The loaded index and the function that queries it. */
export interface LoadedSearch {
  engine: SearchEngine;
  search: typeof search;
}

let pending: Promise<LoadedSearch> | null = null;

function metaContent(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

async function fetchJson(url: string): Promise<object> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as object;
}

/**
 * Loads lunr, the query code and both search files, once per page load: every
 * later call returns the same promise, even after a failure, so a missing file
 * is requested once and never retried in a loop. The User Timing marks
 * `search:activate` and `search:ready` let `npm run bench` time the load.
 */
export function loadSearch(): Promise<LoadedSearch> {
  pending ??= (async () => {
    performance.mark('search:activate');
    const docUrl = metaContent(metaNames.searchDoc);
    const indexUrl = metaContent(metaNames.lunrIndex);
    if (!docUrl || !indexUrl) {
      throw new SearchUnavailableError('Search works on the built site only (npm run build).');
    }
    try {
      // The files first: their requests leave before the script's, whose loading takes
      // a few milliseconds of main thread to start.
      const [docFile, index, {createEngine, deriveWhenIdle, search}] = await Promise.all([
        fetchJson(docUrl),
        fetchJson(indexUrl),
        import(/* webpackChunkName: "search" */ './engine'),
      ]);
      const engine = createEngine(docFile as SearchDocFile, index as WireIndex);
      if (engine.index) deriveWhenIdle(engine.index);
      performance.mark('search:ready');
      return {engine, search};
    } catch (cause) {
      console.warn('Search files could not be loaded.', cause);
      throw new SearchUnavailableError(
        'Search is unavailable: its files could not be loaded. Reload the page to try again.',
      );
    }
  })();
  return pending;
}
