import {mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, it} from 'vitest';
import {rewriteBuiltPage} from '../../src/plugins/rewriteBuiltPage';

// The search meta and the page cards rewrite every built page in postBuild, at once.
it('keeps every change when plugins rewrite one page at the same time', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'rewrite-')), 'index.html');
  await writeFile(file, '<head></head>');
  const add = (tag: string) => (html: string) => html.replace('</head>', `${tag}</head>`);
  await Promise.all(['<a>', '<b>', '<c>'].map((tag) => rewriteBuiltPage(file, add(tag))));
  expect(await readFile(file, 'utf8')).toBe('<head><a><b><c></head>');
});

it('fails the caller whose change throws, and runs the next change', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'rewrite-')), 'index.html');
  await writeFile(file, 'x');
  const failed = rewriteBuiltPage(file, () => {
    throw new Error('no </head>');
  });
  const next = rewriteBuiltPage(file, (html) => `${html}y`);
  await expect(failed).rejects.toThrow('no </head>');
  await next;
  expect(await readFile(file, 'utf8')).toBe('xy');
});
