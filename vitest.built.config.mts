import {defineConfig} from 'vitest/config';
import unitConfig from './vitest.config.mts';

// Tests of the production build in build/ (page content, llms.txt): run after
// `docusaurus build`; they fail, never skip, when there is no build.
export default defineConfig({
  ...unitConfig,
  test: {
    ...unitConfig.test,
    include: ['tests/built/**/*.test.ts'],
    globalSetup: ['tests/built/setup.ts'],
    // Parsing every built page takes seconds on a busy machine.
    testTimeout: 30_000,
  },
});
