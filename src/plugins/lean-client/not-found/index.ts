import path from 'node:path';
import {standIn, type Swap} from '../swap';

/** The not-found page's content, in DocRoot: loaded when rendered (NotFoundContent.tsx).
 * The server bundle gets it too, so the page it renders has the same Suspense boundary. */
export default (): Swap => ({
  ...standIn(
    /^@theme\/NotFound\/Content$/,
    path.join(__dirname, 'NotFoundContent.tsx'),
    "theme-classic's DocRoot no longer imports @theme/NotFound/Content",
    /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]DocRoot[\\/]index\.js$/,
  ),
  server: true,
});
