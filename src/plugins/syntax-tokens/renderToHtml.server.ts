// Docusaurus's renderToHtml in the server build (swapped in by ./index.ts): each page's
// HTML as React renders it, with each type popover its code blocks share written once.
import type {ReactNode} from 'react';
import {renderToHtml as renderPage} from '@docusaurus/core/lib/client/renderToHtml.js';
import {sharePopovers} from './typedLines';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return sharePopovers(await renderPage(app));
}
