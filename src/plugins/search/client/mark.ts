// Client module of the search plugin (spec §4): after the SearchBar navigates
// with a word in the history state, marks that word once on the destination
// page, then removes it from the state so a reload or Back shows no mark. The
// marking code is in the search chunk, loaded by then (./markFirst.ts).
import type {ClientModule} from '@docusaurus/types';

/** The history-state key under which the SearchBar passes the word to mark. */
export const markStateKey = 'searchMark';

/** Drops the word to mark from the current history entry, keeping the router's key. */
function forgetMark(): void {
  const entry = window.history.state as {state?: Record<string, unknown>} | null;
  if (!entry?.state || !(markStateKey in entry.state)) return;
  const {[markStateKey]: _dropped, ...rest} = entry.state;
  window.history.replaceState({...entry, state: Object.keys(rest).length ? rest : undefined}, '');
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const word = (location.state as Record<string, unknown> | undefined)?.[markStateKey];
    if (typeof word !== 'string' || !word) return;
    forgetMark();
    const anchorId = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
    import(/* webpackChunkName: "search" */ './markFirst')
      .then(({markFirst}) => markFirst(word, anchorId)?.scrollIntoView({block: 'nearest'}))
      .catch((error: unknown) => {
        // Spec §8: failing to mark the word only reports to the console.
        console.warn('Search could not mark the word on this page.', error);
      });
  },
};

export default clientModule;
