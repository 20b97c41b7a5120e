import path from 'node:path';
import {seen, type Swap} from '../swap';

/** The site config every page's main bundle carries. */
export const siteConfigFile = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** The site config drops the fields only the build reads (loader.js). */
export default (): Swap => ({
  rules: [{test: siteConfigFile, use: [{loader: path.join(__dirname, 'loader.js')}]}],
  missing: () =>
    seen(Symbol.for('lean-client.siteConfig'))
      ? []
      : ['no site config (.docusaurus/docusaurus.config.mjs) was bundled'],
});
