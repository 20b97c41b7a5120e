// @ts-check
// Runs React Strict DOM's PostCSS step on its own, outside the bundler,
// so that a failure prints the file and line it comes from.
// Usage: node check-css.mjs src/strict.css
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import postcss from 'postcss';

// The plugin is a CommonJS module without type declarations.
const reactStrictDom = createRequire(import.meta.url)('react-strict-dom/postcss-plugin');

const from = resolve(process.argv[2] ?? 'src/strict.css');
const plugin = reactStrictDom({
  // The same list as in your postcss.config.js.
  include: ['src/**/*.{js,jsx,mjs,ts,tsx}'],
});
const result = await postcss([plugin]).process(await readFile(from, 'utf8'), {from});
console.log(`${from}: ${result.css.length} characters of CSS, no errors`);
