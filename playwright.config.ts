import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  // A real SMTP server catching the store's mail (verification links and codes).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry: a test that fails only under the load of a shared 2-core machine must not sink a
  // whole run. It is still reported: Playwright lists it as flaky and `npm test` counts it.
  retries: 1,
  // Limits, not waits: a step ends as soon as what it waits for shows. An account flow hashes
  // passwords several times (argon2, 19 MiB each) and waits for mail, so on a 2-core machine busy
  // with another suite it can take three times as long as on a quiet one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The first owner is made by the setup link while the fresh store has none: before any other test.
    {
      name: 'first-owner',
      testMatch: /console-setup\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: 'phone-390',
      dependencies: ['first-owner'],
      testIgnore: /console-setup\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: 'desktop-1280',
      dependencies: ['first-owner'],
      testIgnore: /console-setup\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
