/**
 * The Content Security Policy of every page of the site (a `<meta>` in its
 * `<head>`, added by docusaurus.config.ts). A preview frame's own CSP cannot
 * govern where the frame navigates itself (`navigate-to` never shipped); the
 * parent's `frame-src` can: the browser checks every navigation of a child
 * frame against it before any request leaves. srcdoc frames load no URL, so
 * previews still render. Every page carries it, because any page can host an
 * editor and client-side navigation never reloads the `<head>`.
 *
 * Never add `script-src` here: a srcdoc frame inherits this policy, and its
 * runtime needs `'unsafe-eval'` (see frameDocument.ts).
 */
export const pagePolicy = "frame-src 'none'";

/** The `<meta>` that carries pagePolicy, as Docusaurus's `headTags` take it. */
export const pagePolicyTag = {
  tagName: 'meta',
  attributes: {'http-equiv': 'Content-Security-Policy', content: pagePolicy},
};
