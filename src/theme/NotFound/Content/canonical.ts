import type {RouteConfig} from 'react-router-config';

/** Every exact route path of the site, i.e. the pages a static host can serve. */
export function canonicalPaths(routes: RouteConfig[]): string[] {
  const paths: string[] = [];
  const visit = (list: RouteConfig[]) => {
    for (const route of list) {
      if (route.exact && typeof route.path === 'string' && !route.path.includes('*')) {
        paths.push(route.path);
      }
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  return paths.sort();
}

/** The clean, lower-case form of a path, used to match it against real pages:
 * doubled slashes collapsed, `.html` / `index.html` dropped, trailing slash added. */
export function normalizePath(path: string): string {
  return path
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/i, '/')
    .replace(/\.html$/i, '/')
    .replace(/([^/])$/, '$1/')
    .toLowerCase();
}

/**
 * Inline script for the not-found page. The static host serves 404.html for a
 * non-canonical address such as /Learn//Installation.html; React's router would
 * match that to a real page and hydrate over the 404 markup. Before any bundle
 * runs, the script stops the page and replaces it with the canonical page, if any.
 */
export function redirectScript(paths: string[]): string {
  return `(function(){var p=${JSON.stringify(paths)};var n=(${normalizePath.toString()})(location.pathname);for(var i=0;i<p.length;i++){if(p[i].toLowerCase()===n&&p[i]!==location.pathname){window.stop();location.replace(p[i]+location.search+location.hash);return;}}})();`;
}
