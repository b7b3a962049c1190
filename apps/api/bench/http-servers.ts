/**
 * The servers http.bench.ts measures, in a process of their own so the load generator does not
 * share their event loop: the real app (SQLite in a temporary data dir, the Auth emulator named
 * by FIREBASE_AUTH_EMULATOR_HOST) and a bare Fastify with the floor of each measured call —
 * a static JSON body for the GETs, and for the upload the same multipart body received and
 * answered (`/receive`), or received and turned into the same 400 px webp thumbnail with sharp
 * (`/thumbnail`). Prints one JSON line `{origin, bareOrigin}`; SIGTERM closes everything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '@hds/api-client/contract';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hds-bench-'));
const config = loadConfig({
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  DATA_DIR: dataDir,
  STUDIO_DIST: join(dataDir, 'no-studio'),
  SHARE_VIEWER_DIST: join(dataDir, 'no-share-viewer'),
  LOG_LEVEL: 'warn',
  // The bench's guest holds the sample, the upload runs and a 50-image project.
  QUOTA_GUEST_IMAGES: '1000',
  QUOTA_GUEST_MB: '2000',
});
// The app's own database, opened here too so the fixture route below can seed a large project.
const db = await openDatabase(config);
const app = await buildApp(config, { logger: false, db });

const bare = Fastify({ logger: false });
await bare.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
const staticBody = JSON.stringify({ results: [], count: 0, page: 1, page_size: 20 });
bare.get('/static', async (_req, reply) => reply.type('application/json').send(staticBody));
// CPU time of this process so far (µs, user + system): the bench divides a run's share by its
// requests, a per-request cost that other work on the machine does not distort the way it does
// latency.
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { us: user + system };
});
/**
 * Bench fixture (not a measured route): copies the rows of a project's first image (its image
 * row and original version, same stored files) until the project holds `n` images, each a
 * millisecond apart, as a large listing would after many uploads. Rows only: no file is copied.
 */
bare.post<{ Body: { project: string; n: number } }>('/fixture/clone-images', async (req) => {
  const { project, n } = req.body;
  const first = await db
    .selectFrom('images')
    .selectAll()
    .where('project_id', '=', project)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const original = await db
    .selectFrom('versions')
    .selectAll()
    .where('image_id', '=', first.id)
    .executeTakeFirstOrThrow();
  const have = Number(
    (
      await db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('project_id', '=', project)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const start = Date.parse(first.created_at);
  for (let i = have; i < n; i += 200) {
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(n, i + 200); j++) {
        const id = randomUUID();
        const at = new Date(start + j).toISOString();
        await trx
          .insertInto('images')
          .values({ ...first, id, name: `room-${j}.jpg`, created_at: at })
          .execute();
        await trx
          .insertInto('versions')
          .values({ ...original, id: randomUUID(), image_id: id, created_at: at, updated_at: at })
          .execute();
      }
    });
  }
  return { images: Math.max(have, n) };
});
bare.post('/receive', async (req) => {
  const file = await req.file();
  const data = await file!.toBuffer();
  return { size: data.length };
});
bare.post('/thumbnail', async (req, reply) => {
  const file = await req.file();
  const data = await file!.toBuffer();
  const thumb = await sharp(data)
    .autoOrient()
    .resize(400, 400, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return reply.type('image/webp').send(thumb);
});

const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ origin, bareOrigin }));

process.once('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()]).finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
