import type {LoadContext, Plugin} from '@docusaurus/types';

/** Name under which Docusaurus reports this plugin. */
export const pluginName = 'raw-source';

const rawQuery = /[?&]raw$/;

/**
 * Lets pages import a file's exact text with `import text from './file.tsx?raw'`,
 * so a code sample shown on a page is the same file `npm run typecheck` checks.
 */
export default function rawSourcePlugin(_context: LoadContext): Plugin {
  return {
    name: pluginName,
    configureWebpack(config) {
      // Keep the site's own JS/TS loader off `?raw` imports: they must stay text.
      const scriptRules = (config.module?.rules ?? []).filter(
        (rule) =>
          rule &&
          typeof rule === 'object' &&
          rule.test instanceof RegExp &&
          rule.test.test('x.tsx'),
      );
      // Without it a `?raw` import would silently be the compiled module: fail instead.
      if (scriptRules.length === 0)
        throw new Error(`[${pluginName}] found no rule for .tsx files to keep off ?raw imports.`);
      for (const rule of scriptRules)
        (rule as {resourceQuery?: unknown}).resourceQuery = {not: [rawQuery]};
      return {module: {rules: [{resourceQuery: rawQuery, type: 'asset/source'}]}};
    },
  };
}
