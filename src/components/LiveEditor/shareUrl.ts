import type {SourceFiles} from './types';

/**
 * The playground keeps its code in the URL hash, so a link is a complete
 * reproduction: the files as JSON (entry first), deflated with the browser's
 * own CompressionStream and written as base64url. No server and no library.
 */

async function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
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

/** The files a hash holds, or null when it holds none (empty, cut short or edited by hand). */
export async function decodeFiles(hash: string): Promise<SourceFiles | null> {
  const text = hash.replace(/^#/, '');
  if (!text) return null;
  try {
    const json = new TextDecoder().decode(
      await transform(fromBase64Url(text), new DecompressionStream('deflate-raw')),
    );
    const files: unknown = JSON.parse(json);
    const valid =
      typeof files === 'object' &&
      files !== null &&
      Object.keys(files).length > 0 &&
      Object.values(files).every((source) => typeof source === 'string');
    return valid ? (files as SourceFiles) : null;
  } catch {
    return null;
  }
}

/** Where "Open in playground" goes: the playground page with these files in its hash. */
export async function playgroundUrl(playgroundPath: string, files: SourceFiles): Promise<string> {
  return `${playgroundPath}#${await encodeFiles(files)}`;
}
