/**
 * Every platform function and accessor the frame's runtime calls after reader
 * code has started, taken when this module loads, before any reader code runs.
 * Reader code runs in the same realm and may replace any global, prototype
 * method or accessor (`MessageEvent.prototype.data`, `Event.prototype.target`,
 * `Selection.prototype.toString`, …); the runtime calls only what it took
 * here, so a replacement changes what reader code itself sees, never what the
 * runtime reads or where its messages go. A realm with the originals (a child
 * frame, a worker) is out of reach: see guards.ts.
 */

const apply = Reflect.apply;

type Getter<T> = (target: object) => T;

/** The original getter of `name` on `prototype`, as a function of the object to read. */
function getter<T>(prototype: object, name: string): Getter<T> {
  const get = Object.getOwnPropertyDescriptor(prototype, name)?.get;
  if (!get) throw new TypeError(`The platform has no accessor ${name}`);
  return (target) => apply(get, target, []) as T;
}

/** The original method `name` of `prototype`, as a function of the object to call it on. */
function method<A extends unknown[], R>(
  prototype: object,
  name: string,
): (target: unknown, ...args: A) => R {
  const fn = (prototype as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new TypeError(`The platform has no method ${name}`);
  return (target, ...args) => apply(fn, target, args) as R;
}

const boundingRect = method<[], DOMRect>(Element.prototype, 'getBoundingClientRect');
const rectHeight = getter<number>(DOMRect.prototype, 'height');

export const platform = {
  apply,
  now: Performance.prototype.now.bind(performance),
  setTimeout: setTimeout.bind(window) as (run: () => void, ms: number) => number,
  requestAnimationFrame: requestAnimationFrame.bind(window),
  random: Math.random,
  MessageChannel,
  ResizeObserver,
  defineProperty: Object.defineProperty,
  deleteProperty: Reflect.deleteProperty,
  ownNames: Object.getOwnPropertyNames,
  regexTest: method<[string], boolean>(RegExp.prototype, 'test'),
  sliceText: method<[number, number?], string>(String.prototype, 'slice'),
  lowerCase: method<[], string>(String.prototype, 'toLowerCase'),

  listen: method<[string, (event: Event) => void, boolean?], void>(
    EventTarget.prototype,
    'addEventListener',
  ),
  unlisten: method<[string, (event: Event) => void, boolean?], void>(
    EventTarget.prototype,
    'removeEventListener',
  ),
  eventTarget: getter<EventTarget | null>(Event.prototype, 'target'),
  eventType: getter<string>(Event.prototype, 'type'),
  stopImmediatePropagation: method<[], void>(Event.prototype, 'stopImmediatePropagation'),
  preventDefault: method<[], void>(Event.prototype, 'preventDefault'),
  relatedTarget: getter<EventTarget | null>(FocusEvent.prototype, 'relatedTarget'),
  key: getter<string>(KeyboardEvent.prototype, 'key'),
  ctrlKey: getter<boolean>(KeyboardEvent.prototype, 'ctrlKey'),
  metaKey: getter<boolean>(KeyboardEvent.prototype, 'metaKey'),
  shiftKey: getter<boolean>(KeyboardEvent.prototype, 'shiftKey'),
  clipboardData: getter<DataTransfer | null>(ClipboardEvent.prototype, 'clipboardData'),
  setData: method<[string, string], void>(DataTransfer.prototype, 'setData'),
  errorOf: getter<unknown>(ErrorEvent.prototype, 'error'),
  errorMessage: getter<string>(ErrorEvent.prototype, 'message'),
  rejectionReason: getter<unknown>(PromiseRejectionEvent.prototype, 'reason'),

  messageData: getter<unknown>(MessageEvent.prototype, 'data'),
  messageSource: getter<MessageEventSource | null>(MessageEvent.prototype, 'source'),
  messagePorts: getter<readonly MessagePort[]>(MessageEvent.prototype, 'ports'),
  portPost: method<[unknown], void>(MessagePort.prototype, 'postMessage'),
  portOnMessage: Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!.set!,

  getSelection: method<[], Selection | null>(Document.prototype, 'getSelection'),
  selectionText: method<[], string>(Selection.prototype, 'toString'),
  activeElement: getter<Element | null>(Document.prototype, 'activeElement'),
  hasFocus: method<[], boolean>(Document.prototype, 'hasFocus'),
  inputSelectionStart: getter<number | null>(HTMLInputElement.prototype, 'selectionStart'),
  inputSelectionEnd: getter<number | null>(HTMLInputElement.prototype, 'selectionEnd'),
  inputValue: getter<string>(HTMLInputElement.prototype, 'value'),
  textAreaSelectionStart: getter<number>(HTMLTextAreaElement.prototype, 'selectionStart'),
  textAreaSelectionEnd: getter<number>(HTMLTextAreaElement.prototype, 'selectionEnd'),
  textAreaValue: getter<string>(HTMLTextAreaElement.prototype, 'value'),
  focus: method<[FocusOptions?], void>(HTMLElement.prototype, 'focus'),
  isConnected: getter<boolean>(Node.prototype, 'isConnected'),
  closest: method<[string], Element | null>(Element.prototype, 'closest'),
  observeResize: method<[Element], void>(ResizeObserver.prototype, 'observe'),
  /** An element's height, as its bounding box gives it. */
  boundingHeight: (element: Element): number => rectHeight(boundingRect(element)),
} as const;
