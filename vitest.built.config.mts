import {defineConfig} from 'vitest/config';
import {siteConfig} from './vitest.config.mts';

// Tests of the production build in build/ (page content, llms.txt): run after
// `docusaurus build`; they fail, never skip, when there is no build. Only the shared
// settings come from vitest.config.mts: its `projects` would run the unit tests again.
export default defineConfig({
  ...siteConfig,
  test: {
    include: ['tests/built/**/*.test.ts'],
    globalSetup: ['tests/built/setup.ts'],
    // Parsing every built page takes seconds on a busy machine.
    testTimeout: 30_000,
  },
});
