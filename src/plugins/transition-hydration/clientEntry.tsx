// Stands in for @docusaurus/core/lib/client/clientEntry.js in production builds: the
// same start-up (window.docusaurus, then preload the route, then hydrate in a
// transition), in steps. Stock evaluates every module main.js holds (React DOM, the
// app, the routes) and preloads in one task of about 150 ms at 4× CPU; each
// `await nextTask()` here ends a task, so input and paint can run in between; the
// route's modules load one matched route per task (stock preload() loads them together).
// The imports are eager: nothing becomes a chunk of its own, only evaluation is deferred.
// The bundler keeps only the exports used of an import it can follow (`const {x} = await
// import()`); the imports awaited together name theirs (webpackExports), as it cannot
// follow them through Promise.all: with every export kept, this entry cost 1.5 KB gzip
// more than stock's (0.1 KB now).
import {startTransition, type ErrorInfo, type ReactNode} from 'react';

/** A new task: scheduler.yield where Chromium has it (it resumes ahead of other tasks). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

function onRecoverableError(error: unknown, errorInfo: ErrorInfo): void {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

async function start(): Promise<void> {
  // main.js's own modules (client modules, CSS) are evaluated in the task that ran it.
  await nextTask();
  const {hydrateRoot} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{HelmetProvider}, {BrowserRouter}] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["HelmetProvider"] */ 'react-helmet-async'),
    import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
  ]);
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  const [{default: docusaurus}, {default: preload}, {default: routes}, {matchRoutes}] =
    await Promise.all([
      import(
        /* webpackMode: "eager", webpackExports: ["default"] */ '@docusaurus/core/lib/client/docusaurus'
      ),
      import(
        /* webpackMode: "eager", webpackExports: ["default"] */ '@docusaurus/core/lib/client/preload'
      ),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/routes'),
      import(/* webpackMode: "eager", webpackExports: ["matchRoutes"] */ 'react-router-config'),
    ]);
  (window as {docusaurus?: unknown}).docusaurus = docusaurus;
  // The routes preload() matches, one per task: stock loads them together, and evaluating
  // their modules (the page's content above all) was one task of 80-90 ms at 4× CPU.
  for (const {route} of matchRoutes(routes, window.location.pathname)) {
    // Typed void by react-loadable's types; it returns the promise of the route's modules.
    await route.component.preload();
    await nextTask();
  }
  await preload(window.location.pathname);
  await nextTask();
  const app: ReactNode = (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
  const container = document.getElementById('__docusaurus')!;
  startTransition(() => {
    (window as {docusaurusRoot?: unknown}).docusaurusRoot = hydrateRoot(container, app, {
      onRecoverableError,
    });
  });
}

void start();
