import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import type {CodeSample, typeInfo} from './typeInfo';

const require = createRequire(import.meta.url);

/**
 * The worker's script: it loads ./typeInfo.ts with the jiti Docusaurus loads plugins with
 * (a dependency of @docusaurus/utils), runs it and posts the result.
 */
const workerScript = `
const {parentPort, workerData} = require('node:worker_threads');
const load = require(workerData.jiti)(workerData.module);
parentPort.postMessage(load(workerData.module).typeInfo(workerData.samples, workerData.options));
`;

/**
 * typeInfo (./typeInfo.ts) in a worker thread, so the compiler's minute of work runs beside
 * the bundler, which leaves a core of two mostly idle, instead of before it.
 */
export function typeInfoInWorker(
  samples: readonly CodeSample[],
  options: Parameters<typeof typeInfo>[1],
): Promise<ReturnType<typeof typeInfo>> {
  const jiti = createRequire(require.resolve('@docusaurus/utils')).resolve('jiti');
  const worker = new Worker(workerScript, {
    eval: true,
    workerData: {
      jiti,
      module: fileURLToPath(new URL('./typeInfo.ts', import.meta.url)),
      samples,
      options,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the type worker stopped (exit code ${code})`)));
  });
}
