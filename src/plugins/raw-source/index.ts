import type {LoadContext, Plugin} from '@docusaurus/types';

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'raw-source';

const rawQuery = /[?&]raw$/;

/** Files pages import as text: code, and the CSS and JSON files of the apps under recipes/. */
const rawKinds = ['x.tsx', 'x.css', 'x.json'];

/**
 * Lets pages import a file's exact text with `import text from './file.tsx?raw'`,
 * so a code sample shown on a page is the same file `npm run typecheck` checks, or the
 * same file of a recipe app that `npm run check:recipes` builds.
 */
export default function rawSourcePlugin(_context: LoadContext): Plugin {
  return {
    name: pluginName,
    configureWebpack(config) {
      // Keep the site's own JS/TS and CSS loaders off `?raw` imports: they must stay text.
      const scriptRules = (config.module?.rules ?? []).filter(
        (rule) =>
          rule &&
          typeof rule === 'object' &&
          rule.test instanceof RegExp &&
          rawKinds.some((file) => (rule.test as RegExp).test(file)),
      );
      // Without it a `?raw` import would silently be the compiled module: fail instead.
      if (!scriptRules.some((rule) => (rule as {test: RegExp}).test.test('x.tsx')))
        throw new Error(`[${pluginName}] found no rule for .tsx files to keep off ?raw imports.`);
      for (const rule of scriptRules)
        (rule as {resourceQuery?: unknown}).resourceQuery = {not: [rawQuery]};
      return {module: {rules: [{resourceQuery: rawQuery, type: 'asset/source'}]}};
    },
  };
}
