import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  // Two files at a time: the journeys wait on the edit queue and the engine much of the time
  // (41 tests: 11.4 min on one worker in CI; 9.0 min on two here, the gallery journey included).
  workers: 2,
  // Once more on failure wherever it runs (the CI entry point sets no CI variable): two workers
  // on two cores make a slow step time out now and then; a test failing twice is a failure.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
