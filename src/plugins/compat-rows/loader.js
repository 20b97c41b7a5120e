// Rspack/webpack loader for the compatibility data files (src/data/compat/) as MDX pages
// import them, and for the row markup the browser loads after a client-side navigation.
// A page's import gets a module with the same exports, where each list of rows (also in a
// group: an object of lists) becomes a CompatRowsHandle (src/data/compat/types.ts):
// - on the server: `serverRows(rows)`, the rows' count and markup (CompatTable/rowsHtml.ts);
// - in the browser: the count, and a function that loads the markup from a chunk of its
//   own (`?compat-rows=html`), so no page's scripts carry row data.
// Other exports pass as they are: on the server the module's own; in the browser as JSON
// when they hold no row (a value that holds rows, or a function, is not exported there, so
// a page that imports one fails the build on the missing export).
// The data file itself is `?compat-rows=data`, which no rule changes; its exports are read
// by running it in the bundler (importModule). A data file named in the `markup` option
// has its rows written by that module (the explorer's rows carry more than a table's);
// every markup module exports `serverRows` and `rowsHtml`.
const dataQuery = '?compat-rows=data';
const htmlQuery = '?compat-rows=html';

const isRow = (value) =>
  value !== null &&
  typeof value === 'object' &&
  typeof value.name === 'string' &&
  ['web', 'android', 'ios'].every((platform) => platform in value);
const isRowList = (value) => Array.isArray(value) && value.length > 0 && value.every(isRow);
const isRowGroup = (value) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isRowList);
const holdsRow = (value) =>
  isRow(value) ||
  (value !== null && typeof value === 'object' && Object.values(value).some(holdsRow));

/**
 * The page's module in the browser: handles that load the markup, JSON for the rest. The
 * markup of each folder's files (html/, css/, other) shares one chunk: each chunk costs
 * every page an entry in the bundler's runtime (about 6 bytes gzip), one per file cost 150.
 */
function browserModule(resource, exports) {
  const folder = resource.match(/[\\/]compat[\\/]([^\\/.]+)/)[1];
  const lines = [
    `const load = () => import(/* webpackChunkName: "compat-rows-${folder}" */ ${JSON.stringify(resource + htmlQuery)});`,
  ];
  const handle = (rows, ...path) =>
    `{count: ${rows.length}, typed: ${rows.some((row) => row.type)}, html: () => load().then((m) => m.html(${path.map((key) => JSON.stringify(key)).join(', ')}))}`;
  for (const [name, value] of Object.entries(exports)) {
    if (isRowList(value)) {
      lines.push(`export const ${name} = ${handle(value, name)};`);
    } else if (isRowGroup(value)) {
      const entries = Object.entries(value).map(
        ([key, rows]) => `${JSON.stringify(key)}: ${handle(rows, name, key)}`,
      );
      lines.push(`export const ${name} = {${entries.join(', ')}};`);
    } else if (typeof value !== 'function' && !holdsRow(value) && name !== 'default') {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return lines.join('\n');
}

/** The page's module on the server: each list of rows with its markup. */
function serverModule(resource, exports, rowsHtmlModule) {
  const data = JSON.stringify(resource + dataQuery);
  return [
    `import {serverRows} from ${JSON.stringify(rowsHtmlModule)};`,
    `import * as data from ${data};`,
    `export * from ${data};`,
    ...Object.entries(exports).flatMap(([name, value]) => {
      if (isRowList(value)) return [`export const ${name} = serverRows(data.${name});`];
      if (!isRowGroup(value)) return [];
      return [
        `export const ${name} = Object.fromEntries(Object.entries(data.${name}).map(([key, rows]) => [key, serverRows(rows)]));`,
      ];
    }),
  ].join('\n');
}

/** The chunk the browser loads for a table rendered without the server's markup. */
function htmlModule(resource, rowsHtmlModule) {
  return [
    `import {rowsHtml} from ${JSON.stringify(rowsHtmlModule)};`,
    `import * as data from ${JSON.stringify(resource + dataQuery)};`,
    'export const html = (name, key) => rowsHtml(key === undefined ? data[name] : data[name][key]);',
  ].join('\n');
}

/** The module that writes a data file's rows: its own, or CompatTable's. */
function markupModule(resource, {rowsHtmlModule, markup}) {
  const name = resource.match(/([^\\/]+)\.ts$/)[1];
  return markup[name] ?? rowsHtmlModule;
}

module.exports = function compatRowsLoader() {
  const options = this.getOptions();
  const {isServer} = options;
  const rowsHtmlModule = markupModule(this.resourcePath, options);
  if (this.resourceQuery === htmlQuery) return htmlModule(this.resourcePath, rowsHtmlModule);
  const callback = this.async();
  this.importModule(this.resourcePath + dataQuery).then(
    (exports) => {
      globalThis[Symbol.for('compat-rows.seen')] = true;
      callback(
        null,
        isServer
          ? serverModule(this.resourcePath, exports, rowsHtmlModule)
          : browserModule(this.resourcePath, exports),
      );
    },
    (error) => callback(error),
  );
};
