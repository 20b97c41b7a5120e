/**
 * What both frame runtimes do (runtime.ts for the web preview, nativeRuntime.ts
 * for the native one): open the channel, forward the console, run the
 * compiled modules once and report the first render and the root's height.
 */
import type {ComponentType} from 'react';
import {
  capText,
  type ConsoleLevel,
  type FrameLook,
  type FrameMessage,
  type HostMessage,
  type PreviewProps,
} from '../protocol';
import {openChannel} from './bridge';
import {hookConsole, type ConsoleSource} from './console';
import {installGuards} from './guards';
import {inspect, messageOf} from './inspect';
import {routeLibraryConsole} from './libraryConsole';
import {startBusyMeter} from './busyMeter';
import {runEntry, type LoopGuardHooks, type ModuleExports} from './moduleRunner';
import {platform} from './platform';
import {mountPreview} from './preview';

const p = platform;

type RunMessage = Extract<HostMessage, {type: 'run'}>;

export interface FrameRuntimeOptions {
  /** CSS every run gets before its own. */
  baseCss?: string;
  /** The packages compiled code may require, ready for this run. */
  packages: (run: RunMessage) => Promise<Record<string, ModuleExports>>;
  /**
   * Turns a console entry into the message to send, or null to drop it (the
   * native runtime sends the library's own lines as native messages and drops
   * react-native-web's chatter).
   */
  consoleMessage?: (
    level: ConsoleLevel,
    text: string,
    source: ConsoleSource,
  ) => FrameMessage | null;
}

/** An ES module namespace as CommonJS code compiled with `importInterop: 'none'` reads it. */
export function asModule(namespace: object): ModuleExports {
  const value = namespace as ModuleExports;
  return {...value, default: value.default ?? value, __esModule: true};
}

function addStyle(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

function applyLook(look: FrameLook): void {
  const {style, dataset} = document.documentElement;
  dataset.theme = look.colorScheme;
  style.colorScheme = look.colorScheme;
  style.color = look.color;
  style.fontFamily = look.fontFamily;
  style.fontSize = look.fontSize;
  style.lineHeight = look.lineHeight;
}

/**
 * What the compiled loops call (see src/playground/compiler/loopGuard.ts): a
 * clock reader code cannot stop (`Date.now` is theirs to replace), and the
 * report the page gets before the guard throws, while the frame is still busy
 * in the loop: the page knows the frame is alive and stopping a loop.
 */
function loopGuardHooks(send: (message: FrameMessage) => void): LoopGuardHooks {
  return {
    now: p.now,
    stopped: (message) => {
      send({type: 'loop', message});
      return new RangeError(message);
    },
  };
}

export function startFrame(options: FrameRuntimeOptions): void {
  const script = document.currentScript as HTMLScriptElement;
  const nonce = script.dataset.nonce ?? '';
  script.remove();
  if (options.baseCss) addStyle(options.baseCss);
  const container = document.getElementById('root')!;
  let refocus = () => undefined as void;
  const send = openChannel(nonce, receive, () => refocus());
  refocus = installGuards({focusRefused: () => send({type: 'focus-refused'})});
  const busyShare = startBusyMeter();
  const loopHooks = loopGuardHooks(send);
  const toMessage =
    options.consoleMessage ??
    ((level, text): FrameMessage | null => ({type: 'console', level, text}));
  const writeLibrary = hookConsole((level, text, source) => {
    const message = toMessage(level, text, source);
    if (message) send(message);
  });
  routeLibraryConsole(writeLibrary);

  let started = false;
  let render: ((props: PreviewProps) => void) | undefined;
  let rendered = false;

  /** Its root's height, once per frame while it changes. */
  function watchHeight(): void {
    let last = -1;
    let scheduled = false;
    const observer = new p.ResizeObserver(() => {
      if (scheduled) return;
      scheduled = true;
      p.requestAnimationFrame(() => {
        scheduled = false;
        const height = p.boundingHeight(container);
        if (height !== last) send({type: 'height', height: (last = height)});
      });
    });
    p.observeResize(observer, container);
  }

  async function run(message: RunMessage): Promise<void> {
    let Preview: ComponentType<Record<string, unknown>>;
    try {
      const packages = await options.packages(message);
      Preview = runEntry(
        {modules: message.modules, css: ''},
        message.entry,
        packages,
        'default',
        loopHooks,
      ) as typeof Preview;
    } catch (error) {
      // Capped here too: reader code can make a message of any size.
      send({type: 'failed', message: capText(messageOf(error))});
      return;
    }
    render = mountPreview(container, Preview, {
      rendered: () => {
        rendered = true;
        send({type: 'rendered', height: p.boundingHeight(container)});
        watchHeight();
      },
      threw: (error, afterFirstRender) => {
        if (afterFirstRender) console.error(error);
        else send({type: 'failed', message: capText(inspect(error))});
      },
    });
    render(message.props);
  }

  function receive(message: HostMessage): void {
    switch (message.type) {
      case 'ping':
        send({type: 'pong', seq: message.seq, busy: busyShare()});
        break;
      case 'look':
        applyLook(message.look);
        if (rendered) render?.(message.props);
        break;
      case 'run':
        // One run per frame: the page makes a fresh frame for the next one.
        if (started) return;
        started = true;
        applyLook(message.look);
        addStyle(message.css);
        void run(message);
        break;
    }
  }
}
