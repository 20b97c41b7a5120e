import {readFile, rename, writeFile} from 'node:fs/promises';

/** The last rewrite of each built page, so the next one waits for it. */
const pending = new Map<string, Promise<void>>();

/**
 * Rewrites a built page in postBuild, where the plugins run at the same time: rewrites of
 * one page take turns (the search meta and the page cards both change every page; two
 * read-modify-writes at once would lose one), and each is written whole under another name
 * and renamed over the old one, so a plugin that only reads a page (llms-txt) never sees it
 * half-written.
 */
export function rewriteBuiltPage(file: string, change: (html: string) => string): Promise<void> {
  const run = async () => {
    const html = change(await readFile(file, 'utf8'));
    await writeFile(`${file}.tmp`, html);
    await rename(`${file}.tmp`, file);
  };
  const next = (pending.get(file) ?? Promise.resolve()).then(run);
  // A failed rewrite fails its own caller's build step; the next one still runs.
  pending.set(
    file,
    next.catch(() => undefined),
  );
  return next;
}
