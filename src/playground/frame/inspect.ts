/**
 * Console values as text, the way a browser console shows them but bounded:
 * the reader's values can be huge, circular, or hostile (getters and proxies
 * that throw), and only text may cross to the page.
 */

/** How far into nested objects and arrays the text goes. */
const maxDepth = 2;
/** Entries of one object, array, Map or Set before "… N more". */
const maxEntries = 20;
/** Characters of one formatted console call. */
export const maxFormattedLength = 2000;

type Seen = Set<object>;

function entriesText(items: string[], total: number): string {
  const more = total - items.length;
  return more > 0 ? [...items, `… ${more} more`].join(', ') : items.join(', ');
}

function errorText(error: Error): string {
  const name = typeof error.name === 'string' ? error.name : 'Error';
  return error.message ? `${name}: ${error.message}` : name;
}

function objectText(value: object, depth: number, seen: Seen): string {
  if (seen.has(value)) return '[Circular]';
  if (value instanceof Error) return errorText(value);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof RegExp) return String(value);
  if (value instanceof Promise) return 'Promise {…}';
  if (typeof Node !== 'undefined' && value instanceof Node) {
    return value instanceof Element ? `<${value.tagName.toLowerCase()}>` : value.nodeName;
  }
  if ('$$typeof' in value) return reactElementText(value);
  const isArray = Array.isArray(value);
  if (depth >= maxDepth) {
    return isArray ? `Array(${(value as unknown[]).length})` : `{…}`;
  }
  seen.add(value);
  try {
    if (isArray) {
      const list = value as unknown[];
      const items = list.slice(0, maxEntries).map((item) => inner(item, depth + 1, seen));
      return `[${entriesText(items, list.length)}]`;
    }
    if (value instanceof Map) {
      const items = [...value].slice(0, maxEntries);
      const text = items.map(
        ([key, item]) => `${inner(key, depth + 1, seen)} => ${inner(item, depth + 1, seen)}`,
      );
      return `Map(${value.size}) {${entriesText(text, value.size)}}`;
    }
    if (value instanceof Set) {
      const items = [...value].slice(0, maxEntries).map((item) => inner(item, depth + 1, seen));
      return `Set(${value.size}) {${entriesText(items, value.size)}}`;
    }
    const keys = Object.keys(value);
    const items = keys
      .slice(0, maxEntries)
      .map((key) => `${key}: ${inner((value as Record<string, unknown>)[key], depth + 1, seen)}`);
    return `{${entriesText(items, keys.length)}}`;
  } finally {
    seen.delete(value);
  }
}

/** `<Card />` for a React element; its type may be a string, a function or an object. */
function reactElementText(element: object): string {
  const type = (element as {type?: unknown}).type;
  const name =
    typeof type === 'string'
      ? type
      : typeof type === 'function'
        ? type.name || 'Anonymous'
        : 'Component';
  return `<${name} />`;
}

/** A value inside another: strings quoted, as consoles show them. */
function inner(value: unknown, depth: number, seen: Seen): string {
  return typeof value === 'string' ? JSON.stringify(value) : valueText(value, depth, seen);
}

function valueText(value: unknown, depth: number, seen: Seen): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return `ƒ ${value.name || 'anonymous'}()`;
    case 'object':
      return value === null ? 'null' : objectText(value, depth, seen);
    default:
      return String(value);
  }
}

/** One value as text; never throws. */
export function inspect(value: unknown): string {
  try {
    return valueText(value, 0, new Set());
  } catch {
    return '[a value that could not be read]';
  }
}

/** The message of a thrown Error, else the thrown value as text; never throws. */
export function messageOf(error: unknown): string {
  try {
    if (error instanceof Error && typeof error.message === 'string') return error.message;
  } catch {
    // A hostile getter or `instanceof` hook: inspect shows what it can.
  }
  return inspect(error);
}

/** A console call's arguments as one line of text, at most maxFormattedLength long. */
export function formatConsoleArgs(args: unknown[]): string {
  let text = '';
  for (const arg of args) {
    text += (text ? ' ' : '') + inspect(arg);
    if (text.length > maxFormattedLength) break;
  }
  return text.length > maxFormattedLength ? `${text.slice(0, maxFormattedLength)}…` : text;
}
