// The worker has no `process`; the preset reads `process.cwd()` (StyleX's
// root for theme-file hashes) and Babel reads `process.env`.
import {virtualRoot} from '../files';

const scope = globalThis as {process?: unknown};
scope.process ??= {cwd: () => virtualRoot, env: {}, platform: 'browser', versions: {}};
