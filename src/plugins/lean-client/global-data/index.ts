import path from 'node:path';
import {seen, type Swap} from '../swap';

/** The global data every page's main bundle carries. */
export const globalDataFile = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** The global data lists every doc, which only the stock navbar's sidebar items read
 * (src/theme/NavbarItem/DocSidebarNavbarItem.tsx does without): loader.js drops it. */
export default (): Swap => ({
  rules: [{test: globalDataFile, use: [{loader: path.join(__dirname, 'loader.js')}]}],
  missing: () =>
    seen(Symbol.for('lean-client.globalData'))
      ? []
      : ['no global data (.docusaurus/globalData.json) listing docs was bundled'],
});
