/**
 * The servers bench/gallery.ts measures, in a process of their own so the load generator does
 * not share their event loop: the real app (SQLite in a temporary data dir, or DATABASE_URL)
 * with GALLERY_BENCH_ITEMS published gallery items (default 10 000) beside the seeded samples,
 * and a bare Fastify answering the same page's bytes as a static body (the machine's floor).
 * Prints one JSON line `{origin, bareOrigin, items}`; SIGTERM closes everything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { seedBenchItems } from './gallery-seed.ts';

const ITEMS = Number(process.env.GALLERY_BENCH_ITEMS ?? 10_000);
const dataDir = mkdtempSync(join(tmpdir(), 'hds-bench-gallery-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  STUDIO_DIST: join(dataDir, 'no-studio'),
  SHARE_VIEWER_DIST: join(dataDir, 'no-share-viewer'),
  LOG_LEVEL: 'warn',
});
const app = await buildApp(config, { logger: false });

const db = await openDatabase(config);
await seedBenchItems(db, ITEMS);
await db.destroy();

const origin = await app.listen({ port: 0, host: '127.0.0.1' });
// The bare floor: the same first page, as bytes, from a route that does nothing else.
const page = await (await fetch(`${origin}/api/v1/home-design/gallery/public/`)).text();
const bare = Fastify({ logger: false });
bare.get('/static', async (_req, reply) => reply.type('application/json').send(page));
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { us: user + system };
});
const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ origin, bareOrigin, items: ITEMS, pageBytes: page.length }));

process.once('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()]).finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
