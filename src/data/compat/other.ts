/**
 * Support data for the pages under docs/api/other/: the web platform globals a
 * React Native app can rely on, document and window, and the native-only
 * `compat.native` component. Web is the browser itself, so it is `native` there.
 *
 * Most native rows describe React Native's runtime rather than react-strict-dom,
 * which adds no globals; the `compat` rows are checked against the package by
 * tests/unit/compat-html.test.ts.
 */
import type {CompatRow, PlatformSupport} from './types';

function row(name: string, support: PlatformSupport, note?: string, issue?: number): CompatRow {
  return {
    name,
    web: 'native',
    android: support,
    ios: support,
    ...(note ? {note} : {}),
    ...(issue ? {issue} : {}),
  };
}

export const webApis: CompatRow[] = [
  row(
    'AbortController',
    'partial',
    'React Native installs a JavaScript implementation (the abort-controller package) as a global; it predates newer members such as AbortSignal.timeout().',
  ),
  row('AbortSignal', 'partial', 'From the same package as AbortController.'),
  row('Blob', 'native'),
  row('Crypto', 'unsupported'),
  row('CustomEvent() constructor', 'unsupported'),
  row('Event() constructor', 'unsupported'),
  row(
    'EventTarget.addEventListener()',
    'unsupported',
    'Elements cannot take listeners on native; use event props.',
    37,
  ),
  row('EventTarget.dispatchEvent()', 'unsupported', undefined, 37),
  row('EventTarget.removeEventListener()', 'unsupported', undefined, 37),
  row(
    'fetch',
    'partial',
    "React Native's fetch is built on XMLHttpRequest and lacks parts of the standard, such as streamed response bodies.",
  ),
  row('FileReader', 'native'),
  row(
    'URL',
    'partial',
    "React Native's global URL is incomplete: several properties and methods are not implemented.",
  ),
];

export const globalThisApis: CompatRow[] = [
  row('globalThis.atob()', 'native'),
  row('globalThis.btoa()', 'native'),
  row('globalThis.clearInterval()', 'native'),
  row('globalThis.clearTimeout()', 'native'),
  row('globalThis.console', 'native'),
  row('globalThis.crypto', 'unsupported'),
  row('globalThis.fetch()', 'native', 'See the fetch row above for its limits.'),
  row('globalThis.performance.clearMarks()', 'native'),
  row('globalThis.performance.clearMeasures()', 'native'),
  row('globalThis.performance.getEntries()', 'native'),
  row('globalThis.performance.getEntriesByName()', 'native'),
  row('globalThis.performance.getEntriesByType()', 'native'),
  row('globalThis.performance.mark()', 'native'),
  row('globalThis.performance.measure()', 'native'),
  row('globalThis.performance.now()', 'native'),
  row('globalThis.performance.timeOrigin', 'unsupported'),
  row('globalThis.queueMicrotask()', 'native'),
  row('globalThis.setInterval()', 'native'),
  row('globalThis.setTimeout()', 'native'),
];

export const documentApis: CompatRow[] = [
  row('document.activeElement', 'unsupported'),
  row('document.defaultView', 'unsupported', 'So on native, window members are used as globals.'),
  row('document.elementFromPoint()', 'unsupported'),
  row('document.hidden', 'unsupported'),
  row('document.visibilityState', 'unsupported'),
  row('"scroll" event', 'unsupported'),
  row('"visibilitychange" event', 'unsupported'),
];

export const windowApis: CompatRow[] = [
  row('window.cancelAnimationFrame()', 'native'),
  row('window.cancelIdleCallback()', 'native'),
  row('window.devicePixelRatio', 'unsupported'),
  row('window.getSelection()', 'unsupported'),
  row(
    'window.matchMedia()',
    'unsupported',
    'For media queries in styles, use @media in css.create().',
  ),
  row('window.navigator.clipboard', 'unsupported'),
  row('window.navigator.languages', 'unsupported'),
  row('window.navigator.permissions', 'unsupported'),
  row('window.navigator.vibrate()', 'unsupported'),
  row('window.requestAnimationFrame()', 'native'),
  row('window.requestIdleCallback()', 'native'),
];

/** What `<compat.native as>` selects: which html element's prop handling is used. */
export interface CompatAsSpec {
  value: 'div' | 'img' | 'input' | 'span' | 'textarea';
  /** The React Native component whose props `nativeProps` is shaped for. */
  native: 'View' | 'Text' | 'Image' | 'TextInput';
  note: string;
}

export const compatAsSpecs: readonly CompatAsSpec[] = [
  {
    value: 'div',
    native: 'View',
    note: 'The default. Props as for <html.div>; onClick adds onPress.',
  },
  {value: 'img', native: 'Image', note: 'Props as for <html.img>: src, alt, onLoad and so on.'},
  {
    value: 'input',
    native: 'TextInput',
    note: 'Props as for <html.input>, including type and the value events.',
  },
  {value: 'span', native: 'Text', note: 'Props as for <html.span>, with inherited text styles.'},
  {
    value: 'textarea',
    native: 'TextInput',
    note: 'Props as for <html.textarea>: multiline is set, rows becomes numberOfLines.',
  },
];

const notOnWeb: PlatformSupport = {status: 'unsupported', note: 'Not exported on web.'};

/** Rows for the `as` prop values; web has no compat export at all. */
export const compatAsValues: CompatRow[] = compatAsSpecs.map((spec) => ({
  name: `as="${spec.value}"`,
  web: notOnWeb,
  android: 'polyfilled',
  ios: 'polyfilled',
  note: `nativeProps suit a ${spec.native}. ${spec.note}`,
}));
