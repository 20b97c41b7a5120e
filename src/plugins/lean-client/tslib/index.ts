import path from 'node:path';
import {standIn} from '../swap';

/**
 * `@docusaurus/utils-common` is CommonJS and requires all of tslib (3 KB gzip in main.js)
 * for one helper, which the bundler cannot tree-shake out of a require: its files get a
 * stand-in with that helper (tslib.js).
 */
export default () =>
  standIn(
    /^tslib$/,
    path.join(__dirname, 'tslib.js'),
    'no @docusaurus/utils-common module requires tslib any more',
    /@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
  );
