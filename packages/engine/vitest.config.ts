import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Sample renders at full size through the classical segmentation and the stager's Chromium.
    testTimeout: 20_000,
    // A worker runs its files one after another in one process: sharp, the detector's model and
    // the sample manifest load once per worker, not once per file. No test keeps state between
    // files (the scene memo is per job).
    isolate: false,
    // The stager's tests spend their time in Chromium, another process: two files at once keep
    // both cores busy on a 2-core box, where Vitest's default (cores - 1) runs one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
