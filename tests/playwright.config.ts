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
    // A trace only where a test is tried again: recording one for every passing test (DOM
    // snapshots and a screencast of each action) took about a third of the step's CPU time.
    trace: 'on-first-retry',
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
        // The emulator's sign-in widget links a CDN stylesheet and fonts; there is no internet
        // here. Refused by the browser's resolver, not by a Playwright route: a route makes
        // every request of the context wait on the test process (a quarter more CPU per page).
        `--host-resolver-rules=${['unpkg.com', 'fonts.googleapis.com', 'fonts.gstatic.com'].map((h) => `MAP ${h} ~NOTFOUND`).join(', ')}`,
      ],
    },
  },
});
