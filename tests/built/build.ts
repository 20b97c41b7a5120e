import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import type {CheerioAPI} from 'cheerio';
import {startedScripts as startedBy} from '../../scripts/lib/started-scripts.mjs';

export {publishedPages} from '../e2e/pages';

/** The base path the site is served under. */
export const basePath = '/react-strict-dom/';

/** A file of the production build, by its path under the base URL; fails if absent. */
export function builtFile(path: string): string {
  const file = join('build', path);
  if (!existsSync(file)) throw new Error(`${file} is not in the build`);
  return readFileSync(file, 'utf8');
}

/** Whether the build has a page at this path (relative to the base URL, trailing slash). */
export function isBuilt(path: string): boolean {
  return existsSync(join('build', path, 'index.html'));
}

const parsed = new Map<string, CheerioAPI>();

/** The built HTML of a page (`learn/styles/`), parsed once per test file. */
export function page(path: string): CheerioAPI {
  if (!parsed.has(path)) parsed.set(path, cheerio.load(builtFile(join(path, 'index.html'))));
  return parsed.get(path)!;
}

/**
 * The scripts a page's HTML starts before any interaction, by address, in their order: any
 * `<script src>`, then those the page-scripts starter starts once the page has painted.
 */
export function startedScripts(path: string): string[] {
  return startedBy(builtFile(path.endsWith('.html') ? path : join(path, 'index.html')));
}

/** A built file's content, by its address (`/react-strict-dom/assets/js/main.….js`). */
export function builtAsset(src: string): Buffer {
  if (!src.startsWith(basePath)) throw new Error(`${src} is not under ${basePath}`);
  const file = join('build', src.slice(basePath.length));
  if (!existsSync(file)) throw new Error(`${file} is not in the build`);
  return readFileSync(file);
}

/** Text with whitespace runs collapsed, as a reader sees it. */
export function text(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
