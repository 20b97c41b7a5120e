// Browser stand-in for `fs`: the StyleX plugin reads only the example's own files.
import {readVirtualFile} from '../virtualFiles';

function notFound(filePath: string): Error {
  return Object.assign(new Error(`ENOENT: no such file, '${filePath}'`), {code: 'ENOENT'});
}

export function existsSync(filePath: string): boolean {
  return readVirtualFile(filePath) !== undefined;
}

export function readFileSync(filePath: string): string {
  const source = readVirtualFile(filePath);
  if (source === undefined) throw notFound(filePath);
  return source;
}

export default {existsSync, readFileSync};
