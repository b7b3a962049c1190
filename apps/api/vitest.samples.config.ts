import { defineConfig } from 'vitest/config';

/**
 * The committed sample renders (apps/api/assets/samples) and their masks. Separate from the
 * server suite so it needs no auth emulator: `npx vitest run -c vitest.samples.config.ts`.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/samples/**/*.test.ts'],
    testTimeout: 120_000,
    pool: 'forks',
  },
});
