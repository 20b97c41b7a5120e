// Browser stand-in for Node's `url`: the file-URL helpers the StyleX plugin calls.
export function pathToFileURL(filePath: string): URL {
  return new URL(`file://${encodeURI(filePath)}`);
}

export function fileURLToPath(url: URL | string): string {
  return decodeURIComponent(new URL(url).pathname);
}

export const URL = globalThis.URL;

export default {pathToFileURL, fileURLToPath, URL};
