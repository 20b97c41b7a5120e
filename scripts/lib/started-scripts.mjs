// The scripts a built page's HTML starts before any interaction, by address, in their order:
// any `<script src>`, then those the page-scripts starter (the last inline script of <body>,
// src/plugins/page-scripts/startAfterPaint.js) starts once the page has painted, named in
// the array it is called with. The JavaScript budget (tests/built/js-budget.test.ts) and
// `npm run payoffs` count these.

/** @param {string} html a built page @returns {string[]} */
export function startedScripts(html) {
  const tags = [...html.matchAll(/<script\b[^>]*?\ssrc="?([^"\s>]+)"?[^>]*>/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const starter = inline.at(-1)?.match(/\((\[[^\]]*\])\)\s*$/)?.[1];
  return [...tags, ...(starter ? JSON.parse(starter) : [])];
}
