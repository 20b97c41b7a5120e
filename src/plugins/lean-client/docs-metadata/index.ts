import path from 'node:path';
import {seen, type Swap} from '../swap';

/** Route props the docs plugin writes with `createData`, among them the version metadata. */
export const docsPropsFile =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The docs version metadata every docs page loads carries a `docs` map nothing on this
 * site reads: loader.js drops it. */
export default (): Swap => ({
  rules: [{test: docsPropsFile, use: [{loader: path.join(__dirname, 'loader.js')}]}],
  missing: () =>
    seen(Symbol.for('lean-client.docsMetadata'))
      ? []
      : [
          'no docs version metadata (docusaurus-plugin-content-docs/*/p/*.json with docsSidebars and docs) was bundled',
        ],
});
