import path from 'node:path';
import {standIn} from '../swap';

/** nprogress (1.2 KB gzip) gives way to a stand-in that draws the same bar (nprogress.ts),
 * in the progress-bar client module of theme-classic, the one file that imports it. */
export default () =>
  standIn(
    /^nprogress$/,
    path.join(__dirname, 'nprogress.ts'),
    "theme-classic's nprogress.js no longer imports nprogress",
    /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
  );
