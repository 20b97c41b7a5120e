import {defineConfig} from 'vitest/config';
import {siteConfig} from './vitest.config.mts';

/**
 * `npm run check:native`: the site's native claims against the native judge's
 * verdicts (tests/native). The judge runs once, in the global setup, on React
 * Native's own JavaScript (tests/native-judge); the tests only compare.
 */
export default defineConfig({
  ...siteConfig,
  test: {
    name: 'native',
    include: ['tests/native/**/*.test.ts'],
    globalSetup: ['tests/native/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // The judge runs in the global setup: minutes on a busy machine.
    hookTimeout: 600_000,
    reporters: ['default', './tests/native/tableReporter.ts'],
  },
});
