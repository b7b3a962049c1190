/**
 * `npm run test:cluster`: the deployment of docs/deploy.md on loopback — PostgreSQL (a fresh
 * database on TEST_DATABASE_URL's server), s3rver, 2 API processes behind a round-robin proxy
 * of this test's own and 2 worker processes with QUEUE=pgboss — driven through sign-in, upload,
 * edit and share on alternating processes; 200 edit jobs from 10 users while one worker and one
 * API process are SIGKILLed mid-run and restarted. Prints the figures and exits 1 unless: no
 * accepted job is lost, none ran twice (each result written once), no object in the bucket is
 * orphaned after the sweep, every share link opens on either process, and /metrics showed the
 * queue depth rise and fall.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { freePort } from '@hds/dev/auth-emulator';
import {
  signedIn,
  startEmulator,
  startServer,
  type BrowserClient,
  type ServerProcess,
} from '../../bench/loadStack.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, migrateToLatest } from '../../src/db/connect.ts';
import { sweepMedia } from '../../src/media/sweep.ts';
import { referencedKeys } from '../../src/ops/backup/manifest.ts';
import { storageFromConfig } from '../../src/storage/fromConfig.ts';
import { createPostgresDatabase } from '../helpers/postgres.ts';
import { jpeg } from '../helpers/images.ts';
import { roundRobinProxy } from './proxy.ts';

const HD = '/api/v1/home-design';
const API_DIR = join(import.meta.dirname, '../..');
const USERS = 10;
const JOBS_PER_USER = 20;
const admin = process.env.TEST_DATABASE_URL;
if (!admin) {
  console.error(
    'test:cluster needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on)',
  );
  process.exit(2);
}

const started = Date.now();
const secs = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (line: string) => console.log(`[${secs()} s] ${line}`);
const cleanups: (() => Promise<unknown>)[] = [];
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

/* ---------------------------------- the stack ---------------------------------------- */

const database = await createPostgresDatabase(admin, { prefix: 'hds_cluster_' });
cleanups.push(() => database.drop());
const dataDir = mkdtempSync(join(tmpdir(), 'hds-cluster-'));
cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

const S3rver = createRequire(import.meta.url)('s3rver') as new (o: object) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: join(dataDir, 's3'),
  configureBuckets: [{ name: 'hds' }],
});
const s3port = (await s3.run()).port;
cleanups.push(() => s3.close());
const emulator = await startEmulator();
cleanups.push(() => emulator.stop());

const env: Record<string, string> = {
  DATABASE_URL: database.url,
  QUEUE: 'pgboss',
  STORAGE: 's3',
  S3_BUCKET: 'hds',
  S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  MEDIA_SECRET: 'cluster-test-media-secret-0123456789abcdef',
  QUEUE_LEASE_MS: '3000',
  QUEUE_SWEEP_MS: '1000',
  QUEUE_POLL_MS: '200',
  MEDIA_SWEEP_GRACE_SECONDS: '5',
  AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  NODE_NO_WARNINGS: '1',
};
const config = loadConfig({ ...env, DATA_DIR: dataDir });
const db = await openDatabase(config);
cleanups.push(() => db.destroy());
// Migrated once up front; every process then finds the schema current.
await migrateToLatest(db);

const apiPorts = [await freePort(), await freePort()];
const apis: (ServerProcess | null)[] = [null, null];
const startApi = async (i: number) => {
  apis[i] = await startServer({
    emulatorHost: emulator.host,
    dataDir,
    port: apiPorts[i]!,
    env: { ...env, QUEUE_WORKERS: '0' },
  });
};

interface Worker {
  child: ChildProcess;
  metricsPort: number;
  exited: Promise<void>;
}
const workers: (Worker | null)[] = [null, null];
async function startWorker(i: number) {
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      QUEUE_WORKERS: '1',
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + 60_000;
  while (!out.includes('"msg":"worker started"')) {
    if (child.exitCode !== null) throw new Error(`worker ${i} exited: ${out}`);
    if (Date.now() > deadline) throw new Error(`worker ${i} did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  workers[i] = { child, metricsPort, exited };
}
const killWorker = async (i: number) => {
  const w = workers[i];
  if (!w) return;
  w.child.kill('SIGKILL');
  await w.exited;
  workers[i] = null;
};
cleanups.push(async () => {
  for (let i = 0; i < 2; i++) {
    await killWorker(i);
    await apis[i]?.stop();
  }
});

const proxy = await roundRobinProxy(() => apiPorts);
cleanups.push(() => proxy.close());

try {
  await startApi(0);
  await Promise.all([startApi(1), startWorker(0), startWorker(1)]);
  log(
    `stack up: PostgreSQL ${database.name}, s3rver :${s3port}, 2 APIs, 2 workers, proxy ${proxy.origin}`,
  );

  /* ------------------------------- the metrics watch ---------------------------------- */
  const depths: number[] = [];
  const scrapeDepth = async () => {
    // Straight to an API process (loopback: no token needed), either one that is up.
    for (const port of apiPorts) {
      try {
        const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        const of = (s: string) =>
          Number(
            new RegExp(`^hds_jobs_queue_depth\\{status="${s}"\\} (\\d+)`, 'm').exec(text)?.[1] ??
              NaN,
          );
        return of('pending') + of('in_progress');
      } catch {
        // that one is down
      }
    }
    return NaN;
  };
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const d = await scrapeDepth();
      if (Number.isFinite(d)) depths.push(d);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

  /* ------------------- sign-in, upload, edit and share, alternating ------------------- */
  const readTimes: number[] = [];
  const timedGet = async (c: BrowserClient, path: string) => {
    const t = performance.now();
    const res = await c.get(path);
    if (res.status === 200) readTimes.push(performance.now() - t);
    return res;
  };
  const users: { c: BrowserClient; image: string; project: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const c = await signedIn(proxy.origin, `cluster-${i}@example.com`);
    const project = (await c.post(`${HD}/projects/`, { title: `Room ${i}` })).json<{ id: string }>()
      .id;
    const up = await c.upload(`${HD}/projects/${project}/upload_images/`, [
      {
        name: 'files',
        filename: 'room.jpg',
        data: await jpeg(320, 240, `#${(0x456 + i * 0x111).toString(16).slice(-3)}`),
      },
    ]);
    if (up.status !== 201 && up.status !== 200) throw new Error(`upload: ${up.status} ${up.text}`);
    const image = up.json<{ images: { id: string }[] }>().images[0]!.id;
    const renamed = await c.send('PATCH', `${HD}/projects/${project}/`, {
      title: `Room ${i} (edited)`,
    });
    check(renamed.status === 200, `project edit answered ${renamed.status}`);
    users.push({ c, image, project });
  }
  log(`${USERS} users signed in, uploaded and renamed a project through the proxy`);

  /* -------------------------- 200 edit jobs, with two kills --------------------------- */
  const accepted: string[] = [];
  let submitErrors = 0;
  let submitted = 0;
  const killAt = Math.floor((USERS * JOBS_PER_USER) / 3);
  let killed: Promise<void> | null = null;
  const chaos = async () => {
    log(`SIGKILL worker 0 and API 0 with ${accepted.length} jobs accepted`);
    await Promise.all([killWorker(0), apis[0]!.kill()]);
    await new Promise((r) => setTimeout(r, 1500));
    await Promise.all([startWorker(0), startApi(0)]);
    log('worker 0 and API 0 restarted');
  };
  await Promise.all(
    users.map(async (u) => {
      for (let j = 0; j < JOBS_PER_USER; j++) {
        if (++submitted === killAt) killed = chaos();
        const body = { image_id: u.image, args: { type: j % 2 ? 'golden_hour' : 'warm_light' } };
        let res = await u.c.post(`${HD}/transformations/lighting/`, body);
        // Cut off by the kill (502): the client tries again, as the studio's retry would. The
        // proxy may send a retry to the dead API too until it is back, so it waits and tries again.
        for (let attempt = 1; res.status === 502 && attempt <= 4; attempt++) {
          submitErrors++;
          await new Promise((r) => setTimeout(r, 250 * attempt));
          res = await u.c.post(`${HD}/transformations/lighting/`, body);
        }
        if (res.status === 202) accepted.push(res.json<{ job_id: string }>().job_id);
        else failures.push(`submit answered ${res.status}: ${res.text.slice(0, 200)}`);
        await timedGet(u.c, `${HD}/projects/${u.project}/`);
      }
    }),
  );
  await killed;
  log(
    `${accepted.length} jobs accepted (${submitErrors} submits cut off by the kill and sent again)`,
  );

  // Reads while the queue drains (p99 of reads through the proxy).
  const remaining = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from jobs where status in ('pending', 'in_progress')`.execute(db)
      ).rows[0]!.n,
    );
  const drainStart = Date.now();
  while ((await remaining()) > 0) {
    if (Date.now() - drainStart > 150_000) {
      failures.push('the queue did not drain within 150 s');
      break;
    }
    for (const u of users.slice(0, 3)) await timedGet(u.c, `${HD}/projects/${u.project}/`);
    await new Promise((r) => setTimeout(r, 200));
  }
  log('queue drained');
  await new Promise((r) => setTimeout(r, 600));
  watching = false;
  await watch;

  /* ---------------------------------- the checks -------------------------------------- */
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'status', 'result_version', 'attempts'])
    .execute();
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const lost = accepted.filter((id) => byId.get(id)?.status !== 'succeeded').length;
  const usage = await sql<{
    job_id: string;
    n: string;
  }>`select job_id, count(*) as n from usage_events group by job_id`.execute(db);
  const writes = new Map(usage.rows.map((r) => [r.job_id, Number(r.n)]));
  const twice = jobs.filter((j) => (writes.get(j.id) ?? 0) > 1).length;
  const unwritten = jobs.filter((j) => j.status === 'succeeded' && writes.get(j.id) !== 1).length;
  const notSucceeded = jobs.filter((j) => j.status !== 'succeeded').length;
  const retried = jobs.filter((j) => j.attempts > 1).length;
  check(lost === 0, `${lost} accepted jobs lost`);
  check(twice === 0, `${twice} jobs ran twice`);
  check(unwritten === 0, `${unwritten} succeeded jobs without exactly one result`);
  check(notSucceeded === 0, `${notSucceeded} jobs did not succeed`);

  // Shares: one per user, each opened on both processes directly.
  let shareOk = 0;
  for (const [i, u] of users.entries()) {
    const versions = (await u.c.get(`${HD}/images/${u.image}/versions/`)).json<
      { id: string; status?: string }[] | { results: { id: string }[] }
    >();
    const list = Array.isArray(versions) ? versions : versions.results;
    const board = await u.c.post(`${HD}/boards/`, {
      project: u.project,
      name: `Board ${i}`,
      version_ids: [list[list.length - 1]!.id],
    });
    const link = await u.c.post(`${HD}/boards/${board.json<{ id: string }>().id}/share_links/`, {
      permission: 'view',
      expires_in_days: null,
      resource_type: 'board',
    });
    const token = link.json<{ token: string }>().token;
    for (const port of apiPorts) {
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${HD}/share/${token}/`);
      if (res.status === 200) {
        shareOk++;
        readTimes.push(performance.now() - t);
      }
    }
  }
  check(shareOk === USERS * 2, `${USERS * 2 - shareOk} share-link opens failed`);

  // The sweep, as every API process runs it at start, once the grace period has passed.
  await new Promise((r) => setTimeout(r, 5500));
  const storage = storageFromConfig(config);
  const quiet = { info: () => undefined, error: () => undefined };
  await sweepMedia({ db, storage, log: quiet as never }, { graceMs: 5000, scan: true });
  const named = await referencedKeys(db);
  const journal = new Set(
    (await db.selectFrom('pending_media').select('key').execute()).map((r) => r.key),
  );
  const stored: string[] = [];
  for await (const o of storage.list()) stored.push(o.key);
  const orphans = stored.filter((k) => !named.has(k) && !journal.has(k)).length;
  const storedSet = new Set(stored);
  const missing = [...named].filter((k) => !storedSet.has(k)).length;
  check(orphans === 0, `${orphans} orphaned objects in the bucket`);
  check(missing === 0, `${missing} files named by rows are missing from the bucket`);

  // Worker metrics: durations per operation from the live workers.
  let workerRuns = 0;
  for (const w of workers) {
    if (!w) continue;
    const text = await (await fetch(`http://127.0.0.1:${w.metricsPort}/metrics`)).text();
    for (const m of text.matchAll(
      /^hds_job_duration_seconds_count\{operation="lighting",outcome="succeeded"\} (\d+)/gm,
    )) {
      workerRuns += Number(m[1]);
    }
  }
  const peak = Math.max(...depths);
  check(peak > 0, '/metrics never showed a queued job');
  check(depths[depths.length - 1] === 0, '/metrics did not show the queue empty at the end');

  readTimes.sort((a, b) => a - b);
  const pct = (p: number) =>
    readTimes[Math.min(readTimes.length - 1, Math.floor((p / 100) * readTimes.length))]!;
  const figures = {
    'jobs accepted': accepted.length,
    'jobs lost': lost,
    'jobs run twice': twice,
    'jobs retried after a kill (attempts > 1)': retried,
    'orphaned objects after the sweep': orphans,
    'files missing': missing,
    'share links opened on either process': `${shareOk}/${USERS * 2}`,
    reads: readTimes.length,
    'read p50 (ms)': pct(50).toFixed(1),
    'read p99 (ms)': pct(99).toFixed(1),
    'queue depth peak on /metrics': peak,
    'queue depth at the end': depths[depths.length - 1],
    'runs counted by the live workers /metrics': workerRuns,
    'wall time (s)': secs(),
  };
  console.log('\ncluster figures');
  for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`);
} catch (err) {
  failures.push(String(err instanceof Error ? err.stack : err));
} finally {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
}
if (failures.length) {
  console.error(`\ntest:cluster FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('test:cluster passed');
process.exit(0);
