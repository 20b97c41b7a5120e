// The site's code in layers, each importing only from its own and lower ones: data at the
// bottom, then helpers, the playground's runtime, build plugins (with the browser modules
// they define, such as the syntax-token wire format), components, theme parts and pages.
// An import up the layers (data reaching into a component, a plugin into a theme part)
// ties a lower layer to code that may change for reasons of its own.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const layers = ['data', 'utils', 'playground', 'plugins', 'components', 'theme', 'pages'];
const sourceFile = /\.(ts|tsx|js|cjs|mjs)$/;
/** Static imports, re-exports, dynamic imports and requires with a literal path. */
const importPattern = /(?:\bfrom|\bimport\(|\brequire\()\s*['"]([^'"]+)['"]/g;

/** The top folder of src/ an import of `file` reaches, or undefined outside src/. */
function layerOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@site/src/')) return specifier.split('/')[2];
  if (!specifier.startsWith('.')) return undefined;
  const target = path.relative('src', path.join(path.dirname(file), specifier));
  return target.startsWith('..') ? undefined : target.split(path.sep)[0];
}

describe('imports point down the layers', () => {
  const files = layers.flatMap((layer) =>
    readdirSync(path.join('src', layer), {recursive: true, encoding: 'utf8'})
      .filter((file) => sourceFile.test(file))
      .map((file) => path.join('src', layer, file)),
  );

  it('finds the code of every layer', () => {
    for (const layer of layers)
      expect(files.some((file) => file.startsWith(`src/${layer}/`))).toBe(true);
  });

  it('no file imports from a layer above its own', () => {
    const upward = files.flatMap((file) => {
      const own = layers.indexOf(file.split(path.sep)[1]!);
      return [...readFileSync(file, 'utf8').matchAll(importPattern)]
        .map((match) => ({specifier: match[1]!, layer: layerOf(file, match[1]!)}))
        .filter(({layer}) => layer !== undefined && layers.indexOf(layer) > own)
        .map(({specifier, layer}) => `${file} imports ${specifier} (${layer})`);
    });
    expect(upward).toEqual([]);
  });
});
