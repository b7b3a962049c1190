import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker runs its files one after another in one process instead of a fresh one each:
    // importing the app (Fastify, Kysely, sharp, firebase-admin) anew per file cost 66 s of the
    // SQLite run and about as much on PostgreSQL; with this, 20 s. Files still share nothing:
    // each builds its own server on its own data folder and database.
    isolate: false,
    // Vitest's default (cores - 1) is one worker on a 2-core box, but these suites spend much of
    // their time waiting on jobs, the emulator and the database: two files at once nearly halve
    // the run (139 s → 87 s measured here). Every file has its own server, data folder and
    // database, so files do not share state.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
