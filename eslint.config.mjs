// ESLint: the recommended rule sets of ESLint, typescript-eslint, React Hooks and
// jsx-a11y over the site's code, tests and scripts.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// CommonJS packages compiled from ESM (`exports.default` with `__esModule`) that the site
// imports: found by comparing each package's default under Node's ESM loader with the one
// bundlers give.
const commonJsWithDefault =
  // (esquery's regular expressions cannot hold a slash: `.` stands for it.)
  '/^(@docusaurus.(logger|utils|core.lib.)|@babel.(core$|plugin-)|prism-react-renderer$)/';

export default defineConfig(
  globalIgnores([
    'build/',
    '.docusaurus/',
    'test-results/',
    'playwright-report/',
    'screenshots/',
    'static/',
    // Readers' apps, each with its own tools and dependencies (npm run check:recipes).
    'recipes/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // A leading underscore marks a parameter or binding left unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      // A scrollable region must take focus so keyboard users can scroll it (axe).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: ['pre'], roles: ['tabpanel', 'region']},
      ],
      // Syntax tokens and search text use control characters as markers on purpose.
      'no-control-regex': 'off',
      // `role` on our own components (ProfileCard) is a prop, not an ARIA role.
      'jsx-a11y/aria-role': ['error', {ignoreNonDOM: true}],
      // CommonJS packages compiled from ESM (`exports.default` with `__esModule`): their
      // default import is `exports.default` under bundlers, Vitest and jiti 1, but the whole
      // `module.exports` (or nothing) under Node's ESM loader and jiti 2, which Docusaurus 4
      // uses for the config and plugins. Type-only imports are erased, so they stay allowed.
      'no-restricted-syntax': [
        'error',
        ...['ImportDefaultSpecifier', 'ImportSpecifier[imported.name="default"]'].map((kind) => ({
          selector: `ImportDeclaration[importKind!="type"][source.value=${commonJsWithDefault}] > ${kind}`,
          message:
            'A CommonJS package: use a named import, or import it as a namespace and take its default with cjsDefault() (src/utils/cjsDefault.ts).',
        })),
      ],
    },
  },
  {
    // Snippets spell the library's own type parameters, `StyleVars<{}>` among them.
    files: ['src/snippets/**'],
    rules: {'@typescript-eslint/no-empty-object-type': 'off'},
  },
);
