import path from 'node:path';
import {standIn} from '../swap';

/**
 * react-helmet-async and its dependencies (4 KB gzip in main.js) give way to a small
 * stand-in that follows client-side navigation (helmet.tsx); pages are still rendered on
 * the server with the real one.
 */
export default () =>
  standIn(
    /^react-helmet-async$/,
    path.join(__dirname, 'helmet.tsx'),
    'nothing imports react-helmet-async any more',
  );
