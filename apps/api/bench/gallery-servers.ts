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
import { sql } from 'kysely';
import { GALLERY_CATEGORIES, GALLERY_ROOM_TYPES, GALLERY_STYLES } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { galleryRepository, type NewGalleryItem } from '../src/repositories/gallery.ts';

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

// The items, written straight through the repository (publishing 10 000 through the API would
// measure the publish rate limit): deterministic pseudo-random fields, counters and dates.
const db = await openDatabase(config);
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const WORDS = ['sofa', 'oak', 'marble', 'linen', 'brass', 'velvet', 'rattan', 'walnut', 'lamp'];
const BATCH = 250;
for (let done = 0; done < ITEMS; done += BATCH) {
  const batch: NewGalleryItem[] = [];
  for (let i = done; i < Math.min(ITEMS, done + BATCH); i++) {
    batch.push({
      userId: null,
      seedKey: `bench:${i}`,
      title: `Design ${i} with ${pick(WORDS)} and ${pick(WORDS)}`,
      description: `A ${pick(WORDS)} room, ${pick(WORDS)} details and ${pick(WORDS)} light.`,
      category: pick(GALLERY_CATEGORIES),
      style: pick(GALLERY_STYLES),
      roomType: pick(GALLERY_ROOM_TYPES),
      location: null,
      tags: [pick(WORDS), pick(WORDS)],
      authorName: `Author ${i % 500}`,
      authorBadge: null,
      featured: rand() < 0.05,
      showBeforeAfter: false,
      imageKey: 'sample:living_room/furnished_bohemian_daylight.jpg',
      thumbKey: null,
      format: 'jpeg',
      beforeKey: null,
      beforeThumbKey: null,
      createdAt: new Date(Date.now() - rand() * 365 * 86_400_000).toISOString(),
    });
  }
  await galleryRepository(db).seed(batch);
}
// Counters spread over the items (views 0–1 299, likes 0–96), popularity to match.
await sql`update gallery_items set views = (length(title) * 131) % 1300,
  likes = (length(description) * 7 + length(id)) % 97`.execute(db);
await sql`update gallery_items set popularity = likes * 3 + views`.execute(db);
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
