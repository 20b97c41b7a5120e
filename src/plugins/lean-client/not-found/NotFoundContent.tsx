// Stands in for @theme/NotFound/Content where theme-classic's DocRoot renders it: the
// same content, loaded only when a path matches no doc. With the docs at the site root,
// DocRoot renders every docs page and every unknown path, so its chunk carried the
// not-found page to every docs page (1 KB gzip). The server renders it whole (it waits
// for lazy parts); in the browser the 404 page keeps the server's content until it loads.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

export default function LazyNotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
