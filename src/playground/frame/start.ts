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
import {runEntry, type ModuleExports} from './moduleRunner';
import {mountPreview} from './preview';

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

export function startFrame(options: FrameRuntimeOptions): void {
  const script = document.currentScript as HTMLScriptElement;
  const nonce = script.dataset.nonce ?? '';
  script.remove();
  if (options.baseCss) addStyle(options.baseCss);
  const container = document.getElementById('root')!;
  const send = openChannel(nonce, receive);
  installGuards({
    focusRefused: () => send({type: 'focus-refused'}),
    pointer: () => send({type: 'pointer'}),
    focused: () => send({type: 'focus-arrived'}),
  });
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
    new ResizeObserver(() => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(() => {
        scheduled = false;
        const height = container.getBoundingClientRect().height;
        if (height !== last) send({type: 'height', height: (last = height)});
      });
    }).observe(container);
  }

  async function run(message: RunMessage): Promise<void> {
    let Preview: ComponentType<Record<string, unknown>>;
    try {
      const packages = await options.packages(message);
      Preview = runEntry(
        {modules: message.modules, css: ''},
        message.entry,
        packages,
      ) as typeof Preview;
    } catch (error) {
      // Capped here too: reader code can make a message of any size.
      send({type: 'failed', message: capText(messageOf(error))});
      return;
    }
    render = mountPreview(container, Preview, {
      rendered: () => {
        rendered = true;
        send({type: 'rendered', height: container.getBoundingClientRect().height});
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
        send({type: 'pong', seq: message.seq});
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
