#!/usr/bin/env node
// The in-browser compiler's figures (issue #14), against build/: the worker's
// gzip size, and in headless Chromium the first compile (worker start, its
// chunks fetched and run, one compile) and the median recompile of a 50-line
// example, both measured round trip through the worker as the editor uses it.
// Rendering is the editor's part (scripts/bench/examples.mjs). Prints figures;
// asserts nothing, always exits 0.
// Usage: node scripts/bench/playground.mjs [--port 3298] [--runs 15]
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath, hasChromium} from '../lib/chromium.mjs';
import {startStaticServer} from '../lib/static-server.mjs';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '3298'}, runs: {type: 'string', default: '15'}},
});
const base = '/react-strict-dom/';
const jsDir = join('build', 'assets', 'js');
// Chunk names: src/plugins/playground-compiler (workerChunk).
const workerPrefix = 'rsd-playground-compiler';
const targets = {gzipKB: 250, firstMs: 1500, recompileMs: 150};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** A 50-line example like the docs' own: styles with states, a theme file, state. */
const example = (step) => ({
  'App.tsx': `import {useState} from 'react';
import {css, html} from 'react-strict-dom';
import {tokens} from './tokens.css';

const styles = css.create({
  card: {
    backgroundColor: tokens.surface,
    borderRadius: 12,
    padding: 16,
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
  },
  title: {
    color: tokens.text,
    fontSize: 20,
    fontWeight: 'bold',
  },
  button: {
    backgroundColor: {default: tokens.accent, ':hover': 'rgb(0, 128, 0)'},
    color: 'white',
    borderRadius: 8,
    paddingBlock: 8,
    paddingInline: ${12 + step},
    cursor: 'pointer',
  },
  count: (n: number) => ({opacity: n > 3 ? 1 : 0.6}),
});

type Props = {label?: string};

export default function Counter({label = 'Clicks'}: Props) {
  const [count, setCount] = useState(0);
  const items: string[] = [];
  for (let i = 0; i < count; i++) items.push(\`#\${i + 1}\`);
  return (
    <html.div style={styles.card}>
      <html.h2 style={styles.title}>{label}</html.h2>
      <html.p style={styles.count(count)}>{items.join(' ')}</html.p>
      <html.button style={styles.button} onClick={() => setCount(count + 1)}>
        Add one
      </html.button>
    </html.div>
  );
}
`,
  'tokens.css.ts': `import {css} from 'react-strict-dom';

export const tokens = css.defineVars({
  surface: 'rgb(242, 244, 247)',
  text: 'rgb(28, 30, 33)',
  accent: 'rgb(8, 102, 255)',
});
`,
});

async function timings(workerUrl) {
  const server = await startStaticServer(values.port);
  const {origin} = server;
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${base}learn/`);
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    );
    const examples = Array.from({length: Number(values.runs) + 1}, (_, step) => example(step));
    return await page.evaluate(
      async ({workerUrl, examples}) => {
        const worker = new Worker(workerUrl);
        let nextId = 0;
        const compile = (files) =>
          new Promise((resolve) => {
            const id = nextId++;
            const onMessage = ({data}) => {
              if (data.id !== id) return;
              worker.removeEventListener('message', onMessage);
              resolve(data.result);
            };
            worker.addEventListener('message', onMessage);
            worker.postMessage({id, files, entry: 'App.tsx'});
          });
        const times = [];
        for (const files of examples) {
          const start = performance.now();
          const result = await compile(files);
          times.push(performance.now() - start);
          if (!result.ok) throw new Error(`compile failed: ${result.error.message}`);
        }
        worker.terminate();
        return {first: times[0], recompiles: times.slice(1)};
      },
      {workerUrl, examples},
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

try {
  const files = readdirSync(jsDir).filter(
    (file) => file.startsWith(workerPrefix) && file.endsWith('.js'),
  );
  if (files.length === 0) {
    console.log(
      `Playground compiler: no ${workerPrefix}*.js in ${jsDir} (build first; a page must import the compiler).`,
    );
  } else {
    let raw = 0;
    let gz = 0;
    console.log('Playground compiler worker (loaded on first compile only):');
    for (const file of files) {
      const bytes = readFileSync(join(jsDir, file));
      const size = gzipSync(bytes, {level: 9}).length;
      raw += bytes.length;
      gz += size;
      console.log(
        `  ${file.padEnd(44)} ${kB(bytes.length).padStart(10)} raw ${kB(size).padStart(9)} gzip`,
      );
    }
    console.log(
      `  total: ${kB(raw)} raw, ${kB(gz)} gzip (target ≤ ${targets.gzipKB} kB: ${gz <= targets.gzipKB * 1000 ? 'met' : 'MISSED'})`,
    );
    if (!hasChromium()) {
      console.log(`  (no Chromium at ${chromiumPath}: compile times skipped)`);
    } else {
      const entry = files.find((file) => /^rsd-playground-compiler\.[0-9a-f]+\.js$/.test(file));
      const {first, recompiles} = await timings(`${base}assets/js/${entry}`);
      const typical = median(recompiles);
      console.log(
        `  first compile (worker start + fetch + compile): ${first.toFixed(0)} ms (target ≤ ${targets.firstMs} ms: ${first <= targets.firstMs ? 'met' : 'MISSED'})`,
      );
      console.log(
        `  recompile, 50-line example + theme file, median of ${recompiles.length}: ${typical.toFixed(0)} ms (compile only; target for compile + render ≤ ${targets.recompileMs} ms: ${typical <= targets.recompileMs ? 'met' : 'MISSED'})`,
      );
    }
  }
} catch (error) {
  console.log(`Playground compiler bench failed: ${error.message}`);
}
