// Ejected with `test-storybook --eject`, then pointed at the system Chromium: no browser is
// ever downloaded. The runner finds this file because it sits in the config dir
// (`--config-dir .storybook`).
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner
const testRunnerConfig = getJestConfig();

// `SB_PAGE_PER_FILE=1`: the runner's stock environment and setup (a new context and page, and
// the runner loaded again, for each story file), to compare with or to rule them out.
const stock = process.env.SB_PAGE_PER_FILE === '1';

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  maxWorkers: 2,
  // A loaded 2-core CI box can take longer than Jest's 15 s default for a story with a long play.
  testTimeout: 30_000,
  // Keeps a worker's page from one story file to the next (see the file).
  testEnvironment: stock
    ? testRunnerConfig.testEnvironment
    : fileURLToPath(new URL('./test-runner-environment.js', import.meta.url)),
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    fileURLToPath(new URL('./test-runner-summary.js', import.meta.url)),
  ],
  setupFilesAfterEnv: [
    ...(testRunnerConfig.setupFilesAfterEnv ?? []).map((file) =>
      !stock && file.endsWith('/playwright/jest-setup.js')
        ? fileURLToPath(new URL('./test-runner-setup.js', import.meta.url))
        : file,
    ),
    fileURLToPath(new URL('./test-runner-retry.js', import.meta.url)),
  ],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          // Containers often give /dev/shm 64 MB; Chromium's renderer then crashes mid-run.
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
