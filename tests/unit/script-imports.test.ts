// Every relative import of the scripts under scripts/ points to a file that exists: the
// scripts moved into folders (scripts/bench, scripts/lib, scripts/recipes) and two imports
// were left pointing at the old places, which only `npm run check:recipes` and
// `npm run bench:search` would have found, when run.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {expect, it} from 'vitest';

const scripts = readdirSync('scripts', {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => join('scripts', file));

it('resolve every relative import of scripts/', () => {
  expect(scripts.length).toBeGreaterThan(15);
  const missing = scripts.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import [^;]*? from '(\.{1,2}\/[^']+)';$/gms)]
      .map((match) => match[1]!)
      // Node needs the extension; without one it is code a script writes, not an import.
      .filter((specifier) => /\.(mjs|cjs|js|json)$/.test(specifier))
      .filter((specifier) => !existsSync(resolve(dirname(file), specifier)))
      .map((specifier) => `${file}: ${specifier}`),
  );
  expect(missing).toEqual([]);
});
