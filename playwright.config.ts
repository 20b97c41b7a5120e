import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/lib/chromium.mjs';
import {scaled} from './tests/e2e/slowdown';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}/react-strict-dom/`;

// Browser tests run against the production build in build/, served by a static
// server that answers like GitHub Pages (see scripts/serve-static.mjs).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Playwright's own limits (30 s a test, 5 s an assertion), for how busy the machine is.
  timeout: scaled(30_000),
  expect: {timeout: scaled(5_000)},
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-static.mjs --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
