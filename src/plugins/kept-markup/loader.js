// Rspack/webpack loader for a kept component (index.ts) as an MDX page imports it. The
// page gets a module whose default export renders the component inside a wrapper:
// - on the server, the component itself (`?kept-markup=component`, which no rule changes);
// - in the browser, a wrapper that keeps the markup the server rendered and loads the
//   component (with its data) only when there is none: after a client-side navigation.
// The browser's module still imports the component's stylesheets, so the page's CSS
// styles the server's markup. All kept components share one chunk: each chunk costs every
// page an entry in the bundler's runtime.
const componentQuery = '?kept-markup=component';
const stylesheetImport = /^import\s+(?:\w+\s+from\s+)?(['"])([^'"]+\.css)\1;?$/gm;

module.exports = function keptMarkupLoader(source) {
  const {isServer, keptModule} = this.getOptions();
  const component = JSON.stringify(this.resourcePath + componentQuery);
  const kept = JSON.stringify(keptModule);
  globalThis[Symbol.for('kept-markup.seen')] = true;
  return isServer
    ? [
        `import Component from ${component};`,
        `import {serverKept} from ${kept};`,
        'export default serverKept(Component);',
      ].join('\n')
    : [
        ...[...source.matchAll(stylesheetImport)].map(
          (match) => `import ${JSON.stringify(match[2])};`,
        ),
        `import {browserKept} from ${kept};`,
        `export default browserKept(() => import(/* webpackChunkName: "kept-markup" */ ${component}));`,
      ].join('\n');
};
