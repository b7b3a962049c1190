import { defineConfig } from 'vitest/config';

/**
 * The committed sample renders (apps/api/assets/samples) and their masks: files, hashes, sizes
 * and the mask rules. Reads the committed set only — no browser, no server, no auth emulator.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    pool: 'forks',
  },
});
