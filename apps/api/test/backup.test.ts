import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { referencedKeys, type BackupManifest } from '../src/ops/backup/manifest.ts';
import { storageFromConfig } from '../src/storage/fromConfig.ts';
import { freshPostgresDatabase, startTestServer, TEST_PROJECT } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { agedFormToken } from './helpers/formToken.ts';
import { jpeg } from './helpers/images.ts';
import { until } from './queue-helpers.ts';

/*
 * `npm run backup -- <dir>` while uploads and edit jobs keep running, then `npm run restore --
 * <dir>` into an empty data folder (SQLite and local media) — or, with TEST_DATABASE_URL, from
 * PostgreSQL and an S3 bucket (s3rver) into an empty database and another bucket. Every project,
 * version, share link and lead made before the backup is back, every file any restored row names
 * is there byte for byte, and a server on the restored data opens the share link.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROOT = join(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: object) => S3rverInstance;
let s3: S3rverInstance | null = null;
let s3endpoint = '';
const s3env = (bucket: string): Record<string, string> =>
  onPostgres
    ? {
        STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: s3endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      }
    : {};

/** The npm script as an operator runs it, with the server's environment. */
function npmRun(script: string, dir: string, env: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', dir], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
}

const envOf = (config: Config, bucket: string): Record<string, string> => ({
  DATA_DIR: config.dataDir,
  DATABASE_URL: config.databaseUrl ?? '',
  FIREBASE_PROJECT_ID: TEST_PROJECT,
  ...s3env(bucket),
});

const rowsOf = async (db: Db, table: string) =>
  Object.fromEntries(
    (await sql<{ id: string }>`select * from ${sql.table(table)}`.execute(db)).rows.map((r) => [
      r.id,
      JSON.stringify(r),
    ]),
  );

describe(`backup and restore (${onPostgres ? 'PostgreSQL + S3' : 'SQLite + local disk'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let u: Client;
  let shareToken = '';
  beforeAll(async () => {
    if (onPostgres) {
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: tempDir('hds-s3rver-'),
        configureBuckets: [{ name: 'source' }, { name: 'restored' }],
      });
      s3endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    }
    server = await startTestServer({
      SAMPLES_DIR: '/nonexistent-samples',
      QUEUE_WORKERS: '1',
      QUEUE_POLL_MS: '50',
      ...s3env('source'),
    });
    u = await signedIn(server.app, 'backup-owner@example.com');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const upload = async (project: string, color: string) =>
    (
      await u.upload(`${HD}/projects/${project}/upload_images/`, [
        { name: 'files', filename: 'room.jpg', data: await jpeg(96, 64, color) },
      ])
    ).json().images[0].id as string;
  const edit = async (image: string) => {
    const res = await u.post(`${HD}/transformations/lighting/`, {
      image_id: image,
      args: { type: 'golden_hour' },
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as { job_id: string; version_id: string };
  };
  const finished = (jobId: string) =>
    until(
      async () => {
        const j = (await u.get(`${HD}/jobs/${jobId}/`)).json();
        return j.status === 'succeeded' || j.status === 'failed' ? j : null;
      },
      60_000,
      `job ${jobId}`,
    );

  it('restores everything made before a backup taken under load, byte for byte', async () => {
    // Made before the backup: a project with images and edits, a shared board, a lead.
    const project = (await u.post(`${HD}/projects/`, { title: 'Backed up' })).json().id as string;
    const images = [await upload(project, '#a33'), await upload(project, '#3a3')];
    const jobs = [await edit(images[0]!), await edit(images[1]!)];
    for (const j of jobs) expect((await finished(j.job_id)).status).toBe('succeeded');
    const board = await u.post(`${HD}/boards/`, {
      project,
      name: 'For the client',
      version_ids: jobs.map((j) => j.version_id),
    });
    expect(board.statusCode, board.body).toBe(201);
    const link = await u.post(`${HD}/boards/${board.json().id}/share_links/`, {
      permission: 'view',
      expires_in_days: null,
      resource_type: 'board',
    });
    expect(link.statusCode, link.body).toBe(201);
    shareToken = link.json().token;
    const lead = await server.app.inject({
      method: 'POST',
      url: leadPaths.capture,
      remoteAddress: '10.7.0.1',
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        message: 'The attic.',
        acceptTerms: true,
        formToken: agedFormToken(server.config),
      },
    });
    expect(lead.statusCode, lead.body).toBeLessThan(300);

    const source = await openDatabase(server.config);
    const before: Record<string, Record<string, string>> = {};
    for (const t of ['projects', 'versions', 'share_links', 'leads']) {
      before[t] = await rowsOf(source, t);
    }
    expect(Object.keys(before.leads!).length).toBe(1);

    // Load during the backup: uploads and edits into another project, until it is done.
    const busy = (await u.post(`${HD}/projects/`, { title: 'Busy' })).json().id as string;
    let stop = false;
    let madeDuring = 0;
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        const image = await upload(busy, `#${(100 + i).toString(16).padStart(3, '0')}`);
        await edit(image);
        madeDuring++;
      }
    })();
    await until(async () => madeDuring >= 1, 30_000, 'the load to start');
    const dir = join(tempDir('hds-backup-'), 'nightly');
    const backupOut = await npmRun('backup', dir, envOf(server.config, 'source'));
    stop = true;
    await load;
    expect(backupOut).toMatch(/^backed up (sqlite|postgres) database and \d+ media files/m);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.missing).toEqual([]);

    // Into an empty data folder (and database, and bucket).
    const target = await freshPostgresDatabase();
    const restoredConfig = loadConfig({
      ...envOf(server.config, 'restored'),
      DATA_DIR: tempDir('hds-restored-'),
      DATABASE_URL: target?.url ?? '',
      FIREBASE_PROJECT_ID: TEST_PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: server.config.authEmulatorHost ?? '',
      STUDIO_DIST: '/nonexistent',
      SHARE_VIEWER_DIST: '/nonexistent',
      SAMPLES_DIR: '/nonexistent-samples',
      QUEUE_WORKERS: '0',
    });
    const restoreOut = await npmRun('restore', dir, envOf(restoredConfig, 'restored'));
    expect(restoreOut).toMatch(/^restored (sqlite|postgres) database/m);
    // A second restore onto the same data is refused.
    await expect(npmRun('restore', dir, envOf(restoredConfig, 'restored'))).rejects.toThrow(
      /not empty|already holds/,
    );

    const restored = await openDatabase(restoredConfig);
    try {
      for (const [table, rows] of Object.entries(before)) {
        const now = await rowsOf(restored, table);
        for (const [id, row] of Object.entries(rows)) expect(now[id], `${table} ${id}`).toBe(row);
      }
      // Every file a restored row names, byte for byte as the running server stored it.
      const keys = await referencedKeys(restored);
      const from = storageFromConfig(server.config);
      const to = storageFromConfig(restoredConfig);
      let bytes = 0;
      for (const key of keys) {
        const copy = await to.read(key);
        expect(copy, key).not.toBeNull();
        expect(copy!.equals((await from.read(key))!), key).toBe(true);
        bytes += copy!.length;
      }
      const restoredImages = Number(
        (await sql<{ n: string }>`select count(*) as n from images`.execute(restored)).rows[0]!.n,
      );
      console.log(
        `backup under load: ${manifest.files.length} files, ${keys.size} named by the restored ` +
          `rows (${(bytes / 1e3).toFixed(0)} kB) all equal; ${restoredImages} images restored, ` +
          `${madeDuring} upload+edit rounds ran during the backup`,
      );
      expect(restoredImages).toBeGreaterThanOrEqual(2);
    } finally {
      await restored.destroy();
      await source.destroy();
    }

    // A server on the restored data opens the share link.
    const app = await buildApp(restoredConfig, { logger: false });
    try {
      const shared = await app.inject({ method: 'GET', url: `${HD}/share/${shareToken}/` });
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json().versions).toHaveLength(2);
    } finally {
      await app.close();
      await target?.drop();
    }
  }, 180_000);
});
