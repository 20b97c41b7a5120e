import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    // The same alias Docusaurus gives the site's own files.
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  // tsconfig.json keeps JSX for Docusaurus ("preserve"); tests that render the site's
  // components (compat-table.test.ts) need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    projects: [
      {
        extends: true,
        test: {name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node'},
      },
      // The Learn › Testing page's web setup, run as its readers would run it.
      'src/snippets/learn/testing/vitest.config.mts',
    ],
  },
});
