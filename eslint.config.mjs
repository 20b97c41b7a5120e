// ESLint: the recommended rule sets of ESLint, typescript-eslint, React Hooks and
// jsx-a11y over the site's code, tests and scripts. (Default imports of CommonJS packages
// in code Node loads: tests/unit/commonjs-defaults.test.ts finds them.)
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The programs of the native judge's last run: the site's own code, linted where it lives.
    'tests/native-judge/.work/',
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
    },
  },
  {
    // Snippets spell the library's own type parameters, `StyleVars<{}>` among them.
    files: ['src/snippets/**'],
    rules: {'@typescript-eslint/no-empty-object-type': 'off'},
  },
  {
    // The native judge's own package: CommonJS files that Jest runs, with its globals.
    files: ['tests/native-judge/**/*.js'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node, ...globals.jest}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
