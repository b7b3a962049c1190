/**
 * CPU time per request of the signed-in reads of issue #26, measured in one process without
 * sockets or the Auth emulator (`node --import tsx bench/route-cpu.ts`): the real app on SQLite
 * in a temporary data dir, a user and session written straight to the database, the bench's
 * data (a 4-image project, a 1-image one, 50 images, 2 000 images), then per route the best of
 * ROUTE_CPU_ROUNDS (7) rounds of ROUTE_CPU_N (300) `app.inject` calls, in CPU µs per request,
 * and where the SQLite part of it went (µs per request per SQL statement). Load-independent
 * enough to compare two versions of the code on a busy box; the HTTP bench (http.bench.ts)
 * gives the latencies. Replies are kept as the product keeps them unless ROUTE_CPU_KEPT=0.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect, type SqliteStatement } from 'kysely';
import { CSRF_COOKIE, HOME_DESIGN_BASE as HD, SESSION_COOKIE } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { reusingStatements, withChangeStamp, type Db } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { sessionsRepository } from '../src/features/auth/sessionsRepository.ts';

const N = Number(process.env.ROUTE_CPU_N ?? 300);
const ROUNDS = Number(process.env.ROUTE_CPU_ROUNDS ?? 7);

const dataDir = mkdtempSync(join(tmpdir(), 'hds-route-cpu-'));
const config = loadConfig({
  FIREBASE_PROJECT_ID: 'demo-hds-bench',
  DATA_DIR: dataDir,
  STUDIO_DIST: join(dataDir, 'no-studio'),
  SHARE_VIEWER_DIST: join(dataDir, 'no-share-viewer'),
  LOG_LEVEL: 'warn',
});

/** SQLite time (µs) by SQL text, while `recording`. */
const sqlTime = new Map<string, { us: number; calls: number }>();
let recording = false;
function timed(sql: string, s: SqliteStatement): SqliteStatement {
  const time = <T>(f: () => T): T => {
    if (!recording) return f();
    const t0 = process.hrtime.bigint();
    try {
      return f();
    } finally {
      const e = sqlTime.get(sql) ?? { us: 0, calls: 0 };
      e.us += Number(process.hrtime.bigint() - t0) / 1000;
      e.calls++;
      sqlTime.set(sql, e);
    }
  };
  return {
    get reader() {
      return s.reader;
    },
    all: (p) => time(() => s.all(p)),
    run: (p) => time(() => s.run(p)),
    iterate: (p) => s.iterate(p),
  };
}

const { default: SQLite } = await import('better-sqlite3');
const sqlite = new SQLite(join(dataDir, 'hds.sqlite3'));
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('foreign_keys = ON');
const cached = reusingStatements(sqlite);
const db: Db = new Kysely<Database>({
  dialect: new SqliteDialect({
    database: { close: () => cached.close(), prepare: (sql) => timed(sql, cached.prepare(sql)) },
  }),
});
// The product keeps serialised replies until something is written (lib/replyCache.ts): kept
// by default, as served; ROUTE_CPU_KEPT=0 measures the read path every miss pays (and its SQL).
if (process.env.ROUTE_CPU_KEPT !== '0') withChangeStamp(db, sqlite);
const app = await buildApp(config, { logger: false, db });

// A user and a session, as POST /auth/session leaves them.
const userId = randomUUID();
const now = new Date().toISOString();
await db
  .insertInto('users')
  .values({
    id: userId,
    firebase_uid: `bench-${userId}`,
    email: null,
    display_name: null,
    is_anonymous: 1,
    has_discovery_call: 0,
    quota_limit: 2000,
    created_at: now,
    updated_at: now,
  })
  .execute();
const { token } = await sessionsRepository(db).create(userId, 3600);
// Both cookies, as the browser (and http.bench.ts's clients) send them.
const cookie = `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${'c'.repeat(43)}`;

/** A project of `n` images, each with its original version, a millisecond apart. */
async function project(title: string, n: number): Promise<{ id: string; firstImage: string }> {
  const id = randomUUID();
  const start = Date.now();
  await db
    .insertInto('projects')
    .values({
      id,
      user_id: userId,
      title,
      address: `${n} Bench Road`,
      notes: '',
      description: '',
      is_sample: 0,
      created_at: new Date(start).toISOString(),
      updated_at: new Date(start).toISOString(),
    })
    .execute();
  let firstImage = '';
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < n; i++) {
      const imageId = randomUUID();
      firstImage ||= imageId;
      const at = new Date(start + i).toISOString();
      const key = (kind: string) => `u/${userId}/${imageId}/${kind}.webp`;
      await trx
        .insertInto('images')
        .values({
          id: imageId,
          user_id: userId,
          project_id: id,
          name: `room-${i}.jpg`,
          format: 'jpeg',
          original_key: key('original'),
          preview_key: key('preview'),
          thumb_key: key('thumb'),
          width: 1600,
          height: 1067,
          size_bytes: 250_000,
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('versions')
        .values({
          id: randomUUID(),
          image_id: imageId,
          user_id: userId,
          parent_id: null,
          label: 'Original',
          description: `room-${i}.jpg`,
          kind: 'original',
          operation: null,
          status: 'completed',
          is_primary: 1,
          is_favorite: 0,
          storage_key: key('original'),
          preview_key: key('preview'),
          thumb_key: key('thumb'),
          width: 1600,
          height: 1067,
          branch_name: 'main',
          params: '{}',
          job_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  return { id, firstImage };
}

await project('Sample', 4);
const house = await project('Bench house', 1);
const gallery = await project('Bench gallery', 50);
const large = await project('Bench listing', 2000);

const routes: [string, string][] = [
  // The floor: a signed-in route that reads nothing (the hooks, routing, inject).
  ['GET /api/v1/auth/csrf/ (floor)', '/api/v1/auth/csrf/'],
  ['GET /projects/', '/projects/'],
  ['GET /projects/{id}/ (50 images)', `/projects/${gallery.id}/`],
  ['GET /images/{id}/', `/images/${house.firstImage}/`],
  ['first page (24), 2 000 images', `/images/?project=${large.id}&page_size=24`],
  ['first page (24), 50 images', `/images/?project=${gallery.id}&page_size=24`],
  ['project header, 2 000 images', `/projects/${large.id}/?image_limit=0`],
];
const only = process.env.BENCH_ONLY?.split(',');

const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
console.log(`route CPU per request (inject, best of ${ROUNDS} × ${N}; SQLite share by statement)`);
console.log(`${'route'.padEnd(34)}| CPU µs/req | SQLite µs/req | bytes`);
const details: string[] = [];
for (const [name, path] of routes) {
  if (only && !only.some((o) => name.includes(o))) continue;
  const call = async () => {
    const res = await app.inject({
      method: 'GET',
      url: path.startsWith('/api/') ? path : `${HD}${path}`,
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    return res.body.length;
  };
  let bytes = 0;
  for (let i = 0; i < 100; i++) bytes = await call();
  let best = Infinity;
  let bestSql = new Map<string, { us: number; calls: number }>();
  for (let r = 0; r < ROUNDS; r++) {
    sqlTime.clear();
    recording = true;
    const c0 = cpuUs();
    for (let i = 0; i < N; i++) await call();
    const per = (cpuUs() - c0) / N;
    recording = false;
    if (per < best) {
      best = per;
      bestSql = new Map(sqlTime);
    }
  }
  const sqlUs = [...bestSql.values()].reduce((a, e) => a + e.us, 0) / N;
  console.log(
    `${name.padEnd(34)}| ${best.toFixed(0).padStart(10)} | ${sqlUs.toFixed(0).padStart(13)} | ${bytes}`,
  );
  details.push(`-- ${name}`);
  for (const [sql, e] of [...bestSql].sort((a, b) => b[1].us - a[1].us)) {
    details.push(
      `  ${(e.us / N).toFixed(1).padStart(7)} µs  ×${(e.calls / N).toFixed(1)}  ${sql.slice(0, 160)}`,
    );
  }
}
if (process.env.ROUTE_CPU_SQL) console.log(details.join('\n'));

await app.close();
// ROUTE_CPU_KEEP=1 keeps the database (its path printed) for EXPLAIN QUERY PLAN.
if (process.env.ROUTE_CPU_KEEP) console.log(`kept ${join(dataDir, 'hds.sqlite3')}`);
else rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
