/**
 * `npm run bench:load -w @hds/api [-- --seconds 60 --users 20 --no-faults]`: a mixed workload on
 * the real stack (bench/loadStack.ts: the Auth emulator, the server as `npm start` runs it, on
 * 127.0.0.1 with a temporary DATA_DIR). N users sign in through the server, each with a project,
 * a photo, a board and a view link; then autocannon runs every kind of request at once for the
 * given time — sign-in, project list, project detail, upload, edit submit, share view — each
 * with its own connections. Prints req/s, p50/p99 latency (of the 2xx answers) and errors per
 * kind and overall; 429s from the rate limits are counted apart from errors. Then, unless
 * --no-faults, runs bench/faults.ts against the same emulator.
 */
import { cpus } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { multipart } from '../test/helpers/images.ts';
import { openDatabase } from '../src/db/connect.ts';
import {
  googleIdToken,
  numberArg,
  signedIn,
  startEmulator,
  startServer,
  type BrowserClient,
} from './loadStack.ts';

const HD = '/api/v1/home-design';
const SECONDS = numberArg('seconds', 60);
const USERS = numberArg('users', 20);

interface User {
  client: BrowserClient;
  project: string;
  image: string;
  shareToken: string;
}

/** A photo-like 800 × 600 JPEG: gradients and noise, so encoders do real work (~60 kB). */
async function photo(seed: number): Promise<Buffer> {
  const [w, h] = [800, 600];
  const raw = Buffer.alloc(w * h * 3);
  let s = seed * 2654435761;
  for (let i = 0; i < w * h; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    const n = ((s >>> 16) & 31) - 16;
    const [x, y] = [i % w, Math.floor(i / w)];
    raw[i * 3] = clamp(90 + (120 * x) / w + n);
    raw[i * 3 + 1] = clamp(80 + (100 * y) / h + n);
    raw[i * 3 + 2] = clamp(150 - (90 * (x + y)) / (w + h) + n);
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

async function setUpUser(origin: string, i: number, image: Buffer): Promise<User> {
  const client = await signedIn(origin, `load-user-${i}@example.com`);
  const ok = async (res: Promise<{ status: number; text: string; json: <T>() => T }>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`setup call failed: ${r.status} ${r.text}`);
    return r.json<Record<string, unknown>>();
  };
  await ok(client.get(`${HD}/projects/`));
  const project = (await ok(client.post(`${HD}/projects/`, { title: `Load ${i}` }))).id as string;
  const up = (await ok(
    client.upload(`${HD}/projects/${project}/upload_images/`, [
      { name: 'files', filename: 'room.jpg', data: image },
    ]),
  )) as { images: { id: string; versions: { id: string }[] }[] };
  const img = up.images[0]!;
  const board = (
    await ok(
      client.post(`${HD}/boards/`, { project, name: 'Load', version_ids: [img.versions[0]!.id] }),
    )
  ).id as string;
  const link = await ok(client.post(`${HD}/boards/${board}/share_links/`, { permission: 'view' }));
  return { client, project, image: img.id, shareToken: link.token as string };
}

interface KindResult {
  kind: string;
  connections: number;
  ok: number;
  limited: number;
  errors: number;
  times: number[];
}

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted: number[], q: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
    : NaN;

interface Kind {
  connections: number;
  method: 'GET' | 'POST';
  /** The request for the n-th call of this kind (users taken in turn). */
  next: (n: number) => { path: string; headers: Record<string, string>; body?: string | Buffer };
}

async function run(origin: string, name: string, kind: Kind): Promise<KindResult> {
  const result: KindResult = {
    kind: name,
    connections: kind.connections,
    ok: 0,
    limited: 0,
    errors: 0,
    times: [],
  };
  let n = 0;
  const instance = autocannon({
    url: origin,
    connections: kind.connections,
    duration: SECONDS,
    timeout: 30,
    requests: [
      {
        method: kind.method,
        setupRequest: (req) => {
          const r = kind.next(n++);
          return { ...req, path: r.path, headers: r.headers, body: r.body };
        },
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    if (status >= 200 && status < 300) {
      result.ok++;
      result.times.push(ms);
    } else if (status === 429) result.limited++;
    else result.errors++;
  });
  const r = await instance;
  result.errors += r.errors + r.timeouts;
  result.times.sort((a, b) => a - b);
  return result;
}

async function loadBench(emulatorHost: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-load-'));
  const server = await startServer({
    emulatorHost,
    dataDir,
    env: {
      // Every bench client comes from 127.0.0.1: per-address sign-in limits would stop all but
      // the first 20 sign-ins a minute. 429s are still counted, apart from errors.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      // Share views come from many visitors: each carries its own X-Forwarded-For (loopback
      // addresses), which the server believes from the local load generator.
      TRUST_PROXY: '127.0.0.1',
    },
  });
  try {
    const origin = server.origin;
    const started = performance.now();
    const image = await photo(1);
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) users.push(await setUpUser(origin, i, image));
    const signInTokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      signInTokens.push(await googleIdToken(origin, `load-sign-in-${i}@example.com`));
    }
    const caps = (await users[0]!.client.get(`${HD}/capabilities/`)).json<{
      operations: { operation: string; available: boolean }[];
    }>();
    const operation =
      caps.operations.find((o) => o.operation === 'lighting' && o.available)?.operation ??
      caps.operations.find((o) => o.available)!.operation;
    console.log(
      `set up ${USERS} users (project, photo, board, view link) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; edit: ${operation}`,
    );

    const user = (n: number) => users[n % users.length]!;
    const session = (u: User) => ({ cookie: u.client.cookie(), 'x-csrftoken': u.client.csrf() });
    const json = { 'content-type': 'application/json' };
    const upload = multipart([{ name: 'files', filename: 'room.jpg', data: image }]);
    const kinds: Record<string, Kind> = {
      'sign-in': {
        connections: 1,
        method: 'POST',
        next: (n) => ({
          path: '/api/v1/auth/session',
          headers: { ...json, cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' },
          body: JSON.stringify({ idToken: signInTokens[n % signInTokens.length] }),
        }),
      },
      'project list': {
        connections: 3,
        method: 'GET',
        next: (n) => ({ path: `${HD}/projects/`, headers: session(user(n)) }),
      },
      'project detail': {
        connections: 3,
        method: 'GET',
        next: (n) => ({ path: `${HD}/projects/${user(n).project}/`, headers: session(user(n)) }),
      },
      upload: {
        connections: 2,
        method: 'POST',
        next: (n) => ({
          path: `${HD}/projects/${user(n).project}/upload_images/`,
          headers: { ...session(user(n)), ...upload.headers },
          body: upload.payload,
        }),
      },
      'edit submit': {
        connections: 1,
        method: 'POST',
        next: (n) => ({
          path: `${HD}/transformations/${operation}/`,
          headers: { ...session(user(n)), ...json },
          body: JSON.stringify({ image_id: user(n).image, args: {} }),
        }),
      },
      'share view': {
        connections: 3,
        method: 'GET',
        next: (n) => ({
          path: `${HD}/share/${user(n).shareToken}/`,
          headers: { 'x-forwarded-for': `127.1.${(n >> 8) & 255}.${n & 255}` },
        }),
      },
    };
    const connections = Object.values(kinds).reduce((s, k) => s + k.connections, 0);
    console.log(
      `load: ${SECONDS} s, ${USERS} users, ${connections} connections, 127.0.0.1, ` +
        `${cpus().length} cores (server, emulator and load generator share them)`,
    );
    const results = await Promise.all(Object.entries(kinds).map(([k, v]) => run(origin, k, v)));

    const all = results.flatMap((r) => r.times).sort((a, b) => a - b);
    const row = (r: Omit<KindResult, 'times'>, times: number[]) =>
      [
        r.kind.padEnd(15),
        String(r.connections).padStart(5),
        String(r.ok + r.limited + r.errors).padStart(9),
        ((r.ok + r.limited + r.errors) / SECONDS).toFixed(1).padStart(8),
        quantile(times, 0.5).toFixed(1).padStart(8),
        quantile(times, 0.99).toFixed(1).padStart(8),
        String(r.limited).padStart(6),
        String(r.errors).padStart(7),
      ].join(' ');
    console.log(
      `${'kind'.padEnd(15)} ${'conns'.padStart(5)} ${'requests'.padStart(9)} ` +
        `${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ` +
        `${'429s'.padStart(6)} ${'errors'.padStart(7)}`,
    );
    for (const r of results) console.log(row(r, r.times));
    const total = results.reduce(
      (t, r) => ({
        ...t,
        ok: t.ok + r.ok,
        limited: t.limited + r.limited,
        errors: t.errors + r.errors,
      }),
      { kind: 'overall', connections, ok: 0, limited: 0, errors: 0 },
    );
    console.log(row(total, all));

    // What the edits left: the queue works through them after the run.
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const jobs = await db
        .selectFrom('jobs')
        .select(['status'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy('status')
        .execute();
      console.log(`edit jobs at the end: ${jobs.map((j) => `${j.status} ${j.n}`).join(', ')}`);
    } finally {
      await db.destroy();
    }
    const health = await fetch(`${origin}/api/health`);
    console.log(`server healthy after the run: ${health.ok ? 'yes' : `no (${health.status})`}`);
    return total;
  } catch (err) {
    console.error(server.output());
    throw err;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const emulator = await startEmulator();
let failed = false;
try {
  const total = await loadBench(emulator.host);
  failed = total.errors > 0;
  if (!process.argv.includes('--no-faults')) {
    const { faultBench } = await import('./faults.ts');
    const faults = await faultBench(emulator.host);
    failed ||= !faults.ok;
  }
} finally {
  await emulator.stop();
}
process.exit(failed ? 1 : 0);
