// Wrapped: a published page is never a draft or unlisted (tests/unit/lean-client.test.ts), so
// production builds render nothing here and leave the banners' code out; `npm start` keeps the
// draft banner. Required, not imported: the bundler drops a require in a branch that cannot
// run, with everything it would load (a static import kept the banners' Admonition in every
// docs page, the bundler being unable to prove the stock module free of side effects).
import type {ComponentType} from 'react';
import type {Props} from '@theme/ContentVisibility';
import Nothing from '@site/src/components/Nothing';

const ContentVisibility: ComponentType<Props> =
  process.env.NODE_ENV === 'production'
    ? Nothing
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require('@theme-original/ContentVisibility') as {default: ComponentType<Props>}).default;

export default ContentVisibility;
