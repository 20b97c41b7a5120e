import path from 'node:path';
import {seen, type Swap} from '../swap';

/** The route registry every page's main bundle carries. */
export const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The route registry drops the module paths only server rendering reads (loader.js). */
export default (): Swap => ({
  rules: [{test: registryFile, use: [{loader: path.join(__dirname, 'loader.js')}]}],
  missing: () =>
    seen(Symbol.for('lean-client.registry'))
      ? []
      : ['no route registry (.docusaurus/registry.js) was bundled'],
});
