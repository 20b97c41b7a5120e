import type {SourceFiles} from './types';
import type {PreviewView} from './useLiveCode';

/**
 * The playground keeps its code in the URL hash, so a link is a complete
 * reproduction: the files as JSON (entry first), deflated with the browser's
 * own CompressionStream and written as base64url. No server and no library.
 */

/** Most bytes a link's files may inflate to: a few kilobytes of link cannot fill the reader's memory. */
export const maxSharedBytes = 256 * 1024;
/**
 * The longest hash that can hold maxSharedBytes: deflate adds at most 5 bytes
 * per 64 KiB block of data it cannot shrink, and base64 writes 4 characters
 * for 3 bytes. A longer one is rejected before it is decoded at all, which
 * took the page seconds for a hash of a few megabytes.
 */
export const maxHashLength = Math.ceil(
  ((maxSharedBytes + 5 * Math.ceil(maxSharedBytes / 65_535) + 5) * 4) / 3,
);
/** Most files a link may hold. */
export const maxSharedFiles = 20;
/** A file name the editor accepts from a link: a plain name with a code extension. */
const fileName = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}\.(tsx|ts|jsx|js)$/;

async function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > limit) {
      await reader.cancel();
      throw new RangeError(`more than ${limit} bytes`);
    }
    chunks.push(next.value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The hash (without `#`) that holds these files. */
export async function encodeFiles(files: SourceFiles): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(files));
  return toBase64Url(await transform(json, new CompressionStream('deflate-raw')));
}

/** What a hash holds: nothing, files, or something that is not a link's files. */
export type DecodedHash = {files: SourceFiles} | {unreadable: true} | null;

function isSourceFiles(value: unknown): value is SourceFiles {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.length <= maxSharedFiles &&
    entries.every(([name, source]) => fileName.test(name) && typeof source === 'string')
  );
}

/**
 * The files a hash holds; null when it is empty; `unreadable` when it holds
 * something else (cut short, edited by hand, too large, or not files).
 */
export async function decodeFiles(hash: string): Promise<DecodedHash> {
  const text = hash.replace(/^#/, '');
  if (!text) return null;
  if (text.length > maxHashLength) return {unreadable: true};
  try {
    const json = new TextDecoder().decode(
      await transform(fromBase64Url(text), new DecompressionStream('deflate-raw'), maxSharedBytes),
    );
    const files: unknown = JSON.parse(json);
    return isSourceFiles(files) ? {files} : {unreadable: true};
  } catch {
    return {unreadable: true};
  }
}

/** Where "Open in playground" goes: the playground page with these files in its hash. */
export async function playgroundUrl(playgroundPath: string, files: SourceFiles): Promise<string> {
  return `${playgroundPath}#${await encodeFiles(files)}`;
}

/** The hash's second field: the preview shown, written only when it is not the web one. */
const viewField = '&view=native';

/** A playground hash: the files' field, then `&view=native` when the Native view is on. */
export function shareHash(code: string, view: PreviewView): string {
  return view === 'native' ? `${code}${viewField}` : code;
}

/** A hash split into the files' field and the view it asks for. */
export function splitShareHash(hash: string): {code: string; view: PreviewView} {
  const text = hash.replace(/^#/, '');
  return text.endsWith(viewField)
    ? {code: text.slice(0, -viewField.length), view: 'native'}
    : {code: text, view: 'web'};
}
