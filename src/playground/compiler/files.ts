/** Folder the compiler pretends the example's files live in. Also `process.cwd()` in the worker. */
export const virtualRoot = '/playground';

/** Packages the reader's code may import; the module runtime provides exactly these. */
export const allowedPackages = [
  'react',
  'react/jsx-runtime',
  'react-strict-dom',
  // The preset adds this import itself (default element styles).
  'react-strict-dom/runtime',
] as const;

/** What `./tokens.css` may name, in order: bundlers and tsc add the extension. */
const extensions = ['', '.ts', '.tsx', '.js', '.jsx'];

/** Absolute virtual path of a file name: `tokens.css.ts` → `/playground/tokens.css.ts`. */
export function virtualPath(fileName: string): string {
  return `${virtualRoot}/${fileName}`;
}

/** The file name of a virtual path, or undefined when it is outside the example. */
export function fileNameOf(filePath: string): string | undefined {
  const prefix = `${virtualRoot}/`;
  return filePath.startsWith(prefix) ? filePath.slice(prefix.length) : undefined;
}

/** Joins and normalizes a relative specifier against a file name: (`a/B.tsx`, `../c`) → `c`. */
function joinRelative(fromFile: string, specifier: string): string | undefined {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/**
 * The sibling file a relative import names, or undefined: `./tokens.css`
 * from `App.tsx` → `tokens.css.ts` when that file exists.
 */
export function resolveSibling(
  fileNames: Iterable<string>,
  fromFile: string,
  specifier: string,
): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = joinRelative(fromFile, specifier);
  if (base === undefined) return undefined;
  const names = new Set(fileNames);
  return extensions.map((ext) => base + ext).find((name) => names.has(name));
}

/** A relative specifier that names `toFile` exactly from `fromFile` (both in the root folder or below). */
export function specifierFor(fromFile: string, toFile: string): string {
  const fromParts = fromFile.split('/').slice(0, -1);
  const toParts = toFile.split('/');
  let shared = 0;
  while (shared < fromParts.length && fromParts[shared] === toParts[shared]) shared++;
  const up = fromParts.length - shared;
  return (up === 0 ? './' : '../'.repeat(up)) + toParts.slice(shared).join('/');
}
