import {fileNameOf} from './files';
import type {SourceFiles} from './types';

/**
 * The example's files while a compile runs. The StyleX plugin looks theme
 * files (`./tokens.css`) up on disk through `fs` and `import-meta-resolve`;
 * their stand-ins (./standIns, swapped in by the bundler, or ./nodeFs in Node)
 * answer from here. Compiles are synchronous, so one slot is enough.
 */
let current: SourceFiles | undefined;

export function withVirtualFiles<T>(files: SourceFiles, run: () => T): T {
  const previous = current;
  current = files;
  try {
    return run();
  } finally {
    current = previous;
  }
}

/** The source of a virtual path, or undefined when no such example file exists. */
export function readVirtualFile(filePath: string): string | undefined {
  const name = fileNameOf(filePath);
  return name === undefined || current === undefined ? undefined : current[name];
}
