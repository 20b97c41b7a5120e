/**
 * The browser side of the agreement test: runs compiled programs in the
 * Native preview, each in a fresh frame made by the page's own PreviewHost
 * (what every Native view uses), and keeps what the page was told: whether it
 * rendered or threw, the native messages and the reader's console. Bundled and
 * put into a blank page by ./previewSide.ts; reached as `window.nativeAgreement`.
 */
import {PreviewHost, type CompiledRun} from '../../../src/playground/host/previewHost';
import type {FrameUrls} from '../../../src/playground/host/previewFrame';
import type {ConsoleLevel, FrameLook, NativeDevice} from '../../../src/playground/protocol';

/** The first outcome of a run, as the page hears it. */
export type Start = 'rendered' | 'failed' | 'lost';

export interface RunRecord {
  failed: string | null;
  lost: string | null;
  /** The native messages and the reader's console, in the order the page heard them. */
  lines: {from: 'native' | 'console'; level: ConsoleLevel; text: string}[];
}

const look: FrameLook = {
  colorScheme: 'light',
  color: '#1c1e21',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '16px',
  lineHeight: '1.5',
};
const device: NativeDevice = {os: 'ios', width: 390, colorScheme: 'light'};

interface Run {
  host: PreviewHost;
  box: HTMLElement;
  record: RunRecord;
  /** When the page last heard from the frame. */
  heard: () => number;
}

/** Taller than any program's preview at 390 px. */
const boxHeight = 800;

const runs = new Map<string, Run>();

function start(key: string, compiled: CompiledRun, urls: FrameUrls): Promise<Start> {
  const box = Object.assign(document.createElement('div'), {id: key});
  // A box of its own height that stays when its run ends: a run that ends never moves
  // another's frame, so a press in one cannot land beside its target.
  box.style.cssText = `height: ${boxHeight}px; overflow: hidden`;
  document.body.append(box);
  const record: RunRecord = {failed: null, lost: null, lines: []};
  let heardAt = performance.now();
  const heard = () => void (heardAt = performance.now());
  return new Promise((resolve) => {
    const host = new PreviewHost(box, urls, {
      rendered: () => (heard(), resolve('rendered')),
      failed: (message) => {
        heard();
        record.failed = message;
        resolve('failed');
      },
      console: (level, text) => (heard(), record.lines.push({from: 'console', level, text})),
      native: (level, text) => (heard(), record.lines.push({from: 'native', level, text})),
      warned: heard,
      lost: (reason) => {
        record.lost = reason;
        resolve('lost');
      },
    });
    runs.set(key, {host, box, record, heard: () => heardAt});
    host.run(compiled, {colorScheme: device.colorScheme}, look, device);
  });
}

/**
 * Waits until the frame has been quiet for `quietMs` since it was last heard
 * from or since this call (a press just made may still print), at most
 * `maxMs`; then removes it and returns what the page was told.
 */
async function finish(key: string, quietMs: number, maxMs: number): Promise<RunRecord> {
  const run = runs.get(key)!;
  const called = performance.now();
  const quietSince = () => Math.max(run.heard(), called);
  while (performance.now() - quietSince() < quietMs && performance.now() - called < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, quietMs / 4));
  }
  run.host.stop();
  run.box.replaceChildren();
  runs.delete(key);
  return run.record;
}

(window as unknown as {nativeAgreement: unknown}).nativeAgreement = {start, finish};
