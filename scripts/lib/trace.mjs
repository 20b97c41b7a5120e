// One traced page load at 4× CPU: the figures `npm run bench` prints (first and largest
// contentful paint, TBT, the longest task), and what each long task spent its time on.
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
];
// Names whose self time says what a long task did (style, layout, script, parsing, GC).
const workNames = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse HTML',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.callFunction': 'script',
  'v8.run': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.parseOnBackground': 'compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
  EventDispatch: 'event',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  ParseAuthorStyleSheet: 'parse CSS',
};

/** Self time (ms) per kind of work inside one task, from the nested X events of its thread. */
function breakdown(task, events) {
  const stack = [];
  const nodes = [];
  for (const e of events) {
    if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const node = {
      end: e.ts + e.dur,
      dur: e.dur,
      self: e.dur,
      kind: workNames[e.name] ?? parent?.kind ?? 'other',
    };
    const data = e.args?.data ?? {};
    if (data.url) node.url = data.url.split('/').at(-1);
    if (data.functionName) node.fn = data.functionName;
    if (parent) parent.self -= e.dur;
    stack.push(node);
    nodes.push(node);
  }
  const self = new Map();
  for (const n of nodes) self.set(n.kind, (self.get(n.kind) ?? 0) + n.self);
  const kinds = [...self.entries()]
    .filter(([, us]) => us > 2000)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`)
    .join(', ');
  // Which script ran: the longest script event's file and function, when it has them.
  const script = nodes.filter((n) => n.kind === 'script' && n.url).sort((a, b) => b.dur - a.dur)[0];
  return script ? `${kinds} [${script.url}${script.fn ? ` ${script.fn}` : ''}]` : kinds;
}

/**
 * One load of a page at 4× CPU slowdown, traced (load + 3 s idle): the first and the
 * largest contentful paint (the last candidate Chromium reported for the page's own frame),
 * and main-thread tasks. TBT is the sum of each task's time over 50 ms after the first
 * paint, as Lighthouse counts it.
 */
export async function traceOnce(browser, url) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {categories: traceCategories});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(3000);
  const {traceEvents} = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`no first paint traced for ${url}`);
  const thread = traceEvents
    .filter(
      (e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = thread.filter((e) => e.name === 'RunTask');
  const after = tasks.filter((t) => t.ts + t.dur > paint.ts);
  const long = tasks.filter((t) => t.dur > 50_000);
  const nav =
    traceEvents.find((e) => e.name === 'navigationStart' && e.pid === paint.pid)?.ts ?? tasks[0].ts;
  const largest = traceEvents
    .filter(
      (e) =>
        e.name === 'largestContentfulPaint::Candidate' &&
        e.pid === paint.pid &&
        e.args?.data?.isOutermostMainFrame !== false,
    )
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  return {
    tbt: after.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0),
    longestAfterPaint: Math.max(0, ...after.map((t) => t.dur / 1000)),
    longest: Math.max(0, ...tasks.map((t) => t.dur / 1000)),
    paint: (paint.ts - nav) / 1000,
    lcp: ((largest ?? paint).ts - nav) / 1000,
    long: long.map((t) => ({
      at: (t.ts - nav) / 1000,
      ms: t.dur / 1000,
      beforePaint: t.ts + t.dur <= paint.ts,
      what: breakdown(t, thread),
    })),
  };
}
