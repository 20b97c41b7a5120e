// Stands in for react-helmet-async in the browser bundle (the server still renders
// the head with the real one). The page's head is already right when it hydrates;
// the browser only has to follow client-side navigation: title, meta, link and
// script tags, and the attributes of <html> and <body>. This does that in about a
// fifth of react-helmet-async and its dependencies (4 KB gzip on every page).
// Same rules: later <Helmet>s win, meta tags are keyed by name or property, the
// canonical link by its rel, and the tags it manages carry data-rh="true".
import {
  Children,
  Fragment,
  isValidElement,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

type Props = Record<string, unknown>;
export type HeadState = {
  title?: string;
  html: Record<string, string>;
  body: Record<string, string>;
  /** Tags for <head>, each as [tag name, attributes, text]. */
  tags: [string, Record<string, string>, string][];
};

const attributeNames: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  hrefLang: 'hreflang',
  itemProp: 'itemprop',
  crossOrigin: 'crossorigin',
};

function attributesOf(props: Props): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML') continue;
    if (value === undefined || value === null) continue;
    // As React DOM does: data-* and aria-* keep "true"/"false", other booleans are present or not.
    const keepsBoolean = /^(data|aria)-/.test(name);
    if (value === false && !keepsBoolean) continue;
    attributes[attributeNames[name] ?? name.toLowerCase()] =
      value === true && !keepsBoolean ? '' : String(value);
  }
  return attributes;
}

function textOf(props: Props): string {
  const html = props.dangerouslySetInnerHTML as {__html?: string} | undefined;
  if (html?.__html) return html.__html;
  return Children.toArray(props.children as ReactNode).join('');
}

function elementsOf(children: ReactNode): ReactElement<Props>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<Props>(child)) return [];
    return child.type === Fragment ? elementsOf(child.props.children as ReactNode) : [child];
  });
}

/** Which earlier tag a tag replaces: meta by name/property, the canonical link by rel. */
function keyOf(tag: string, attributes: Record<string, string>, text: string): string {
  if (tag === 'meta') {
    for (const name of ['name', 'property', 'http-equiv', 'itemprop', 'charset'])
      if (name in attributes) return `meta ${name}=${attributes[name]}`;
  }
  if (tag === 'link' && attributes.rel === 'canonical') return 'link canonical';
  return `${tag} ${JSON.stringify(attributes)} ${text}`;
}

/** The head the <Helmet>s ask for, in the order they were first rendered. */
export function headState(helmets: readonly Props[]): HeadState {
  const state: HeadState = {html: {}, body: {}, tags: []};
  const tags = new Map<string, HeadState['tags'][number]>();
  for (const props of helmets) {
    if (typeof props.title === 'string') state.title = props.title;
    for (const {type, props: tagProps} of elementsOf(props.children as ReactNode)) {
      if (typeof type !== 'string') continue;
      if (type === 'title') state.title = textOf(tagProps);
      else if (type === 'html' || type === 'body')
        Object.assign(state[type], attributesOf(tagProps));
      else {
        const attributes = attributesOf(tagProps);
        const text = textOf(tagProps);
        const key = keyOf(type, attributes, text);
        tags.delete(key);
        tags.set(key, [type, attributes, text]);
      }
    }
  }
  state.tags = [...tags.values()];
  return state;
}

/** Attributes set on <html> and <body> by an earlier applyHead, to remove when dropped. */
const applied = new WeakMap<Element, Set<string>>();

function setAttributes(element: Element, attributes: Record<string, string>): void {
  const previous = applied.get(element) ?? new Set<string>();
  for (const name of previous) if (!(name in attributes)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  applied.set(element, new Set(Object.keys(attributes)));
}

/** Makes the document's head match `state`, touching only what differs. */
export function applyHead(state: HeadState, document: Document): void {
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  setAttributes(document.documentElement, state.html);
  setAttributes(document.body, state.body);
  const wanted = new Map<string, Element>();
  for (const [tag, attributes, text] of state.tags) {
    const element = document.createElement(tag);
    element.setAttribute('data-rh', 'true');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text) element.textContent = text;
    wanted.set(element.outerHTML, element);
  }
  for (const element of document.head.querySelectorAll('[data-rh]:not(title)')) {
    if (wanted.has(element.outerHTML)) wanted.delete(element.outerHTML);
    else element.remove();
  }
  document.head.append(...wanted.values());
}

const mounted = new Map<number, Props>();
let nextId = 0;
let queued = false;

function update(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    applyHead(
      headState([...mounted.entries()].sort(([a], [b]) => a - b).map(([, p]) => p)),
      document,
    );
  });
}

export function Helmet(props: Props): null {
  // Numbered in render order (parents before children), as react-helmet-async orders them.
  const [id] = useState(() => nextId++);
  useLayoutEffect(() => {
    mounted.set(id, props);
    update();
    return () => {
      mounted.delete(id);
      update();
    };
  });
  return null;
}

/** Stock's clientEntry wraps the app in one (npm start); nothing here needs a context. */
export function HelmetProvider({children}: {children: ReactNode}): ReactNode {
  return children;
}
