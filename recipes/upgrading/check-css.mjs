// Runs the PostCSS configuration of one release's folder on a CSS file, as a bundler
// would, and prints the result: `node check-css.mjs releases/0.0.55 strict.css`.
// The plugin loads that folder's babel.config.js, so the script runs from there.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';

const [folder, cssFile] = process.argv.slice(2);
const dir = resolve(folder);
process.chdir(dir);
const require = createRequire(join(dir, 'package.json'));
const postcss = require('postcss');
const {plugins} = require('./postcss.config.js');
// postcss.config.js names plugins as keys, with their options as values.
const loaded = Object.entries(plugins).map(([name, options]) => require(name)(options));
const from = join(dir, cssFile);
const result = await postcss(loaded).process(readFileSync(from, 'utf8'), {from});
console.log(result.css);
