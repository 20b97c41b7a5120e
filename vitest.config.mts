import {fileURLToPath} from 'node:url';
import {defineConfig, type ViteUserConfig} from 'vitest/config';

/** What every Vitest run of the site shares (unit and built-page tests). */
export const siteConfig = {
  resolve: {
    // The same alias Docusaurus gives the site's own files.
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  // tsconfig.json keeps JSX for Docusaurus ("preserve"); tests that render the site's
  // components (compat-table.test.ts) need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
} satisfies ViteUserConfig;

export default defineConfig({
  ...siteConfig,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Vitest's 5 s and 10 s are for quick tests on an idle machine. Some of ours
          // compile the library or render a table in jsdom: under load (load average 25 on
          // two cores) compat-table took 6.9 s and api-contexts' setup over 10 s. A
          // timeout only stops a hung test; these still catch one.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
