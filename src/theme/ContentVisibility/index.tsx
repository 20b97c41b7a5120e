// Wrapped: a published page is never a draft or unlisted (tests/unit/lean-client.test.ts), so production builds render nothing here and leave the banners' code out; `npm start` keeps the draft banner.
import ContentVisibility from '@theme-original/ContentVisibility';
import Nothing from '@site/src/components/Nothing';

export default process.env.NODE_ENV === 'production' ? Nothing : ContentVisibility;
