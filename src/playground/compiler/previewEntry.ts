/**
 * The file of our own that sits beside the reader's: it picks the component
 * to render. The editor compiles it in the browser (src/components/LiveEditor/compile.ts);
 * the examples' build compiles it for their native view (src/plugins/rsd-examples).
 */
export const previewFile = '__preview__.tsx';

/**
 * Examples export their component by name (`export function HoverButton`),
 * playground code by default: the preview takes the default export, else the
 * export named like the entry file.
 */
export function previewModule(entry: string): string {
  const componentName = entry.replace(/\.[jt]sx?$/, '');
  const message = `${entry} exports no component: add \`export default function ${componentName}() {…}\`.`;
  return `import * as entry from './${componentName}';
const component = entry.default ?? entry[${JSON.stringify(componentName)}];
if (component === undefined) throw new Error(${JSON.stringify(message)});
export default component;
`;
}

/**
 * Stands for the URL of the asset `i` (`./hills.png`) in an example's native or web
 * build, which is compiled before the bundler has given the asset a URL; the view
 * that runs the build puts the URL in (withAssets).
 */
export const assetUrlSlot = (i: number): string => `__rsd_example_asset_${i}__`;

/** A build's modules with each asset's URL in the place the build kept for it. */
export function withAssets<Run extends {modules: Record<string, string>}>(
  run: Run,
  assets: string[],
): Run {
  const fill = (code: string) =>
    assets.reduce(
      (text, url, i) => text.replaceAll(JSON.stringify(assetUrlSlot(i)), JSON.stringify(url)),
      code,
    );
  const modules = Object.fromEntries(
    Object.entries(run.modules).map(([name, code]) => [name, fill(code)]),
  );
  return {...run, modules};
}
