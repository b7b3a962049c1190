import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { newKey } from '../src/storage/storage.ts';
import { signInWithGoogle } from './helpers/idp.ts';
import { multipart, png, type Part } from './helpers/images.ts';
import { freshPostgresDatabase, TEST_PROJECT } from './helpers/server.ts';
import { HD, mediaFiles } from './helpers/session.ts';
import { until } from './queue-helpers.ts';

/*
 * Uploads and deletes stay whole when the server process dies at the worst moment: a real server
 * process (test/media-crash-server.ts, the app as `npm start` builds it) is killed with SIGKILL
 * while a request streams in, after some files of an upload are stored but before its commit,
 * and after a delete committed but before its files are gone. A restarted server reconciles
 * the media folder with the rows (the media sweep at start): no orphan files, no rows without
 * files. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let dataDir = '';
let databaseUrl: string | null = null;
let drop: (() => Promise<void>) | undefined;
const children: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hds-crash-'));
  const pg = await freshPostgresDatabase({ migrated: true });
  databaseUrl = pg?.url ?? null;
  drop = pg?.drop;
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server process on the shared data folder and database; `out` collects what it prints. */
async function startServer(crashAt = '') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'media-crash-server.ts')],
    {
      env: {
        ...process.env,
        FIREBASE_PROJECT_ID: TEST_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        STUDIO_DIST: join(dataDir, 'no-studio'),
        SHARE_VIEWER_DIST: join(dataDir, 'no-share-viewer'),
        SAMPLES_DIR: '/nonexistent-samples',
        QUEUE_WORKERS: '0',
        // Everything the dead process left is stale at once (no other process is writing).
        MEDIA_SWEEP_GRACE_SECONDS: '0',
        CRASH_AT: crashAt,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const port = await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
      return /listening (\d+)/.exec(out)?.[1];
    },
    60_000,
    'the server to listen',
  );
  const exited = new Promise((r) => child.once('exit', r));
  return {
    base: `http://127.0.0.1:${port}`,
    printed: () => out,
    waitFor: (text: string, what: string) => until(async () => out.includes(text), 30_000, what),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A browser-like HTTP client whose session outlives the server processes (it is in the DB). */
const cookies = new Map<string, string>();
async function call(base: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (cookies.has('csrftoken')) headers['x-csrftoken'] = cookies.get('csrftoken')!;
  let payload: string | Blob | undefined;
  if (body && typeof body === 'object' && 'payload' in body) {
    const m = body as ReturnType<typeof multipart>;
    Object.assign(headers, m.headers);
    payload = new Blob([new Uint8Array(m.payload)]);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body: payload });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [name, ...value] = pair!.split('=');
    cookies.set(name!.trim(), value.join('='));
  }
  return { status: res.status, json: () => res.clone().json(), text: () => res.text() };
}

/** Sends the head and half the body of an upload, then leaves the request hanging. */
function halfUpload(base: string, path: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  const req = httpRequest(`${base}${path}`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-length': String(payload.length),
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrftoken': cookies.get('csrftoken')!,
    },
  });
  req.on('error', () => undefined); // the server dies under it
  req.write(payload.subarray(0, Math.floor(payload.length / 2)));
  return req;
}

/**
 * The media folder and the rows agree: every stored file is named by an image or version row,
 * every row's files exist, nothing is left half-written or pending in the journal.
 */
async function reconciled() {
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const images = await db
      .selectFrom('images')
      .select(['original_key', 'preview_key', 'thumb_key'])
      .execute();
    const versions = await db
      .selectFrom('versions')
      .select(['storage_key', 'preview_key', 'thumb_key'])
      .execute();
    const named = new Set<string>();
    for (const i of images)
      [i.original_key, i.preview_key, i.thumb_key].forEach((k) => named.add(k));
    for (const v of versions) {
      for (const k of [v.storage_key, v.preview_key, v.thumb_key]) if (k) named.add(k);
    }
    const journal = await db.selectFrom('pending_media').select('key').execute();
    return {
      files: mediaFiles(dataDir)
        .map((f) => basename(f))
        .sort(),
      named: [...named].sort(),
      journal: journal.length,
      images: images.length,
    };
  } finally {
    await db.destroy();
  }
}
const settled = async () => {
  const state = await reconciled();
  return state.journal === 0 && JSON.stringify(state.files) === JSON.stringify(state.named)
    ? state
    : undefined;
};

describe('a server killed mid-upload or mid-delete', () => {
  it('leaves no orphan files and no rows without files once restarted', async () => {
    // 1. Killed while the request body is still streaming in.
    let server = await startServer('put:4');
    await call(server.base, 'GET', '/api/v1/auth/csrf/');
    const { idToken } = await signInWithGoogle(server.base, 'crash@example.com');
    expect((await call(server.base, 'POST', '/api/v1/auth/session', { idToken })).status).toBe(200);
    const project = await (
      await call(server.base, 'POST', `${HD}/projects/`, { title: 'Crash' })
    ).json();
    const files = [
      { name: 'files', filename: 'one.png', data: await png(900, 600) },
      { name: 'files', filename: 'two.png', data: await png(900, 600, '#a53') },
    ];
    const hanging = halfUpload(server.base, `${HD}/projects/${project.id}/upload_images/`, files);
    await server.waitFor(`request POST ${HD}/projects/${project.id}/upload_images/`, 'upload');
    await server.kill();
    hanging.destroy();
    expect(await reconciled()).toMatchObject({ files: [], images: 0, journal: 0 });

    // 2. Killed after the first image's three files and the second's original are stored,
    //    before anything is committed: the worst moment of an upload.
    server = await startServer('put:4');
    const upload = call(
      server.base,
      'POST',
      `${HD}/projects/${project.id}/upload_images/`,
      multipart(files),
    ).catch(() => null);
    await server.waitFor('stalled', 'the fourth file to be stored');
    const mid = await reconciled();
    expect(mid.files).toHaveLength(4);
    expect(mid).toMatchObject({ images: 0, journal: 6 });
    await server.kill();
    expect(await upload).toBeNull();

    // A leftover of a write interrupted inside the disk layer, and a file nothing names
    // (from before the journal existed), both old.
    const stray = newKey('png');
    const partial = join(dataDir, 'media', stray.slice(0, 2), `${newKey('jpg')}.0123456789ab.tmp`);
    mkdirSync(join(dataDir, 'media', stray.slice(0, 2)), { recursive: true });
    writeFileSync(join(dataDir, 'media', stray.slice(0, 2), stray), 'orphan');
    writeFileSync(partial, 'half');
    const old = new Date(Date.now() - 3600_000);
    utimesSync(join(dataDir, 'media', stray.slice(0, 2), stray), old, old);
    utimesSync(partial, old, old);

    // 3. Restarted: the sweep at start removes all of it; then an upload works as usual.
    server = await startServer('delete');
    expect(await until(settled, 30_000, 'the media sweep')).toMatchObject({
      files: [],
      images: 0,
    });
    expect(mediaFiles(dataDir)).toEqual([]);
    const ok = await call(
      server.base,
      'POST',
      `${HD}/projects/${project.id}/upload_images/`,
      multipart(files),
    );
    expect(ok.status).toBe(201);
    expect(await reconciled()).toMatchObject({ images: 2, journal: 0 });
    expect(mediaFiles(dataDir)).toHaveLength(6);

    // 4. Killed after the project's deletion committed, before its files were deleted.
    const deleting = call(server.base, 'DELETE', `${HD}/projects/${project.id}/`).catch(() => null);
    await server.waitFor('stalled', 'the first file deletion');
    const afterCommit = await reconciled();
    expect(afterCommit).toMatchObject({ images: 0, journal: 6, named: [] });
    expect(afterCommit.files).toHaveLength(6);
    await server.kill();
    expect(await deleting).toBeNull();

    // 5. Restarted: the files of the deleted rows go.
    server = await startServer();
    expect(await until(settled, 30_000, 'the media sweep')).toMatchObject({ files: [], images: 0 });
    const gone = await call(server.base, 'GET', `${HD}/projects/${project.id}/`);
    expect(gone.status).toBe(404);
    await server.stop();
  }, 240_000);
});
