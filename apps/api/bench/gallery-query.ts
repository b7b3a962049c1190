/**
 * `node --import tsx bench/gallery-query.ts`: the gallery's list queries alone (no HTTP) over
 * GALLERY_BENCH_ITEMS items (default 10 000) — each query's plan (EXPLAIN) and its median time
 * over 50 runs. Set DATABASE_URL for PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GalleryListQuery } from '@hds/api-client/contract';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/connect.ts';
import { galleryRepository } from '../src/features/gallery/repository.ts';
import { seedBenchItems } from './gallery-seed.ts';

const ITEMS = Number(process.env.GALLERY_BENCH_ITEMS ?? 10_000);
const dataDir = mkdtempSync(join(tmpdir(), 'hds-bench-gallery-q-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
});
const db = await openDatabase(config);
await migrateToLatest(db);
await seedBenchItems(db, ITEMS);
const repo = galleryRepository(db);
const cases: Record<string, string>[] = [
  {},
  { sort: 'recent', page: '5' },
  { search: 'sofa' },
  { search: 'sofa', category: 'Modern' },
  { search: 'sofa', sort: 'recent', page: '5' },
  { search: 'sofa oak' },
  { search: 'author 17' },
  { search: 'design 4242' },
  { search: 'nothingmatches' },
];
console.log(`${ITEMS} items; median of 50 runs`);
for (const c of cases) {
  const f = GalleryListQuery.parse(c);
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    n = (await repo.list(f)).rows.length;
    times.push(performance.now() - t);
  }
  const ct: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await repo.count(f);
    ct.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  ct.sort((a, b) => a - b);
  console.log(
    `${JSON.stringify(c).padEnd(48)} list ${times[25]!.toFixed(2).padStart(7)} ms (${n} rows)  count ${ct[5]!.toFixed(2).padStart(7)} ms`,
  );
}
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
