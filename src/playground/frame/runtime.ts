/**
 * The preview frame's one script (built by src/plugins/preview-frame into a
 * hashed file of the site's assets). It runs in an `<iframe sandbox="allow-scripts">`
 * with an opaque origin and a CSP that blocks every request, so the reader's
 * code it runs can reach neither the docs page, nor its storage, nor the
 * network. It talks to the page only over the MessagePort of bridge.ts.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as rsd from 'react-strict-dom';
import * as rsdRuntime from 'react-strict-dom/runtime';
import type {ComponentType} from 'react';
import type {FrameLook, HostMessage, PreviewProps} from '../protocol';
import {openChannel} from './bridge';
import {hookConsole} from './console';
import {inspect} from './inspect';
import {runEntry, type ModuleExports} from './moduleRunner';
import {mountPreview} from './preview';

/** The library's default element CSS, compiled when the runtime is built. */
declare const __PREVIEW_BASE_CSS__: string;

/** An ES module namespace as CommonJS code compiled with `importInterop: 'none'` reads it. */
function asModule(namespace: object): ModuleExports {
  const value = namespace as ModuleExports;
  return {...value, default: value.default ?? value, __esModule: true};
}

/** The packages the compiled code may require (the compiler allows no others). */
const packages: Record<string, ModuleExports> = {
  react: asModule(React),
  'react/jsx-runtime': asModule(jsxRuntime),
  'react-strict-dom': asModule(rsd),
  'react-strict-dom/runtime': asModule(rsdRuntime),
};

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

const script = document.currentScript as HTMLScriptElement;
const nonce = script.dataset.nonce ?? '';
script.remove();
addStyle(__PREVIEW_BASE_CSS__);
const container = document.getElementById('root')!;
const send = openChannel(nonce, receive);
hookConsole((level, text) => send({type: 'console', level, text}));

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

function run(modules: Record<string, string>, entry: string, props: PreviewProps): void {
  let Preview: ComponentType<Record<string, unknown>>;
  try {
    Preview = runEntry({modules, css: ''}, entry, packages) as typeof Preview;
  } catch (error) {
    send({type: 'failed', message: error instanceof Error ? error.message : inspect(error)});
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
      else send({type: 'failed', message: inspect(error)});
    },
  });
  render(props);
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
      run(message.modules, message.entry, message.props);
      break;
  }
}
