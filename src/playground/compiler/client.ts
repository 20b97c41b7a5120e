import type {CompileRequest, CompileResponse} from './worker';
import type {Platform} from './presetOptions';
import type {CompileResult, SourceFiles} from './types';

/** A compile that takes longer than this is stuck: its worker is ended and a new one started. */
export const compileTimeoutMs = 10_000;

interface Pending {
  resolve(result: CompileResult): void;
  timer: ReturnType<typeof setTimeout>;
  entry: string;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function endWorker(message: string) {
  worker?.terminate();
  worker = undefined;
  for (const [id, request] of pending) {
    clearTimeout(request.timer);
    request.resolve({ok: false, error: {message, file: request.entry}});
    pending.delete(id);
  }
}

/** The worker, started on first use: its chunk (Babel and the preset) is fetched then, never with the page. */
function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'rsd-playground-compiler'});
  worker.onmessage = ({data: {id, result}}: MessageEvent<CompileResponse>) => {
    const request = pending.get(id);
    if (!request) return;
    clearTimeout(request.timer);
    pending.delete(id);
    request.resolve(result);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    endWorker(`The compiler stopped: ${event.message || 'its script could not be loaded'}.`);
  };
  return worker;
}

/**
 * Compiles an example's files in the worker (see compileFiles). Resolves with
 * an error result, never rejects; a compile running longer than
 * compileTimeoutMs ends the worker and every compile waiting on it.
 */
export function compile(
  files: SourceFiles,
  entry: string,
  platform: Platform = 'web',
): Promise<CompileResult> {
  if (typeof Worker === 'undefined') {
    return Promise.resolve({
      ok: false,
      error: {message: 'Compiling needs a browser with Web Workers.', file: entry},
    });
  }
  const target = getWorker();
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => endWorker(`Compiling took longer than ${compileTimeoutMs / 1000} s and was stopped.`),
      compileTimeoutMs,
    );
    pending.set(id, {resolve, timer, entry});
    target.postMessage({id, files, entry, platform} satisfies CompileRequest);
  });
}
