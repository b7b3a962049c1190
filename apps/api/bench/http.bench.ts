import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { HOME_DESIGN_BASE as HD, authPaths } from '@hds/api-client/contract';
import { startAuthEmulator } from '@hds/dev/auth-emulator';

/**
 * HTTP figures of this machine, each beside the same call to a bare Fastify server (the floor
 * of this machine, so the ratio is the app's own cost): upload-to-thumbnail time of a 12 MP JPEG
 * beside a bare route that receives the same body and answers, and one that also makes the same
 * thumbnail with sharp; latency of GET /projects/, GET /projects/{id}/ (a project of 50 images)
 * and GET /images/{id}/ under 50 concurrent clients beside a bare route with a static body; and
 * (issue #23) the first page of a 2 000-image project (GET /images/?project=&page_size=24, and
 * its header GET /projects/{id}/?image_limit=0) beside the same page of the 50-image project,
 * with its p99 checked against 3× the bare route's. The servers run in a process of their own
 * (bench/http-servers.ts): the real app on SQLite in a temporary data dir, behind a real session
 * made through the Firebase Auth emulator. Latencies are kept at sub-millisecond precision (each
 * response's own time, not autocannon's whole-millisecond histogram) and ratios use them.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const UPLOAD_RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
const PROJECT = 'demo-hds-bench';

/** A photo-like 4000 × 3000 JPEG: gradients, soft structure and sensor-like noise (~3–5 MB). */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const raw = Buffer.alloc(w * h * 3);
  const noise = randomBytes(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const n = (noise[i]! - 128) / 6;
      const wave = 30 * Math.sin(x / 97) * Math.cos(y / 61);
      raw[i * 3] = clamp(90 + (120 * x) / w + wave + n);
      raw[i * 3 + 1] = clamp(80 + (100 * y) / h - wave / 2 + n);
      raw[i * 3 + 2] = clamp(150 - (90 * (x + y)) / (w + h) + n);
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
/** `n` small distinct JPEGs (640 × 480 gradients), for a project of many images. */
async function smallJpegs(n: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      sharp({
        create: {
          width: 640,
          height: 480,
          channels: 3,
          background: { r: (i * 37) % 256, g: (i * 71) % 256, b: (i * 113) % 256 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}
const GALLERY_IMAGES = 50;
/** Issue #23: a listing of this many images opens as fast as a small one. */
const LARGE_PROJECT_IMAGES = 2000;
/** The studio's first page of a project (apps/studio useProjectImages). */
const FIRST_PAGE = 24;
/** Issue #23's acceptance: the first page's p99 within this many times the bare route's. */
const PAGE_P99_BUDGET = 3;

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** A browser-like cookie jar over fetch: the session and CSRF cookies, echoed like the SPA. */
function client(origin: string) {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', cookieHeader());
    if (jar.has('csrftoken')) headers.set('x-csrftoken', jar.get('csrftoken')!);
    const res = await fetch(origin + path, { ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return { send, cookieHeader, csrf: () => jar.get('csrftoken') ?? '' };
}

/**
 * An anonymous user, made as the browser SDK makes one: through the server's emulator proxy,
 * whose tokens are the only ones the server accepts in emulator mode.
 */
async function emulatorIdToken(origin: string): Promise<string> {
  const res = await fetch(
    `${origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

interface Latency {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** CPU time of the servers' process per answered request (ms). */
  cpu: number;
}

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

async function load(
  url: string,
  cpuUrl: string,
  headers: Record<string, string> = {},
): Promise<Latency> {
  const cpuNow = async () => ((await (await fetch(cpuUrl)).json()) as { us: number }).us;
  const cpuBefore = await cpuNow();
  // Every response's own time in ms as a float: autocannon's histogram keeps whole ms only,
  // which makes a sub-millisecond floor (and any ratio to it) a rounding artefact.
  const times: number[] = [];
  // Without a callback autocannon returns its tracker, which is also a promise of the result.
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  run.on(
    'response',
    (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    },
  );
  const r = await run;
  const cpuUs = (await cpuNow()) - cpuBefore;
  times.sort((x, y) => x - y);
  return {
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    rps: r.requests.average,
    errors: r.errors + r.timeouts + r.non2xx,
    cpu: cpuUs / 1000 / Math.max(1, r.requests.total),
  };
}

/** The servers of bench/http-servers.ts in their own process; resolves with their origins. */
async function startServers(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=dir: the servers' process writes a V8 CPU profile there when it ends.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      join(import.meta.dirname, 'http-servers.ts'),
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const origins = await new Promise<{ origin: string; bareOrigin: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line && out.includes('\n')) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`bench servers exited (${code}): ${out}`)));
  });
  return {
    ...origins,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pad = (s: string, n: number) => s.padEnd(n);

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const ratio = (x: number, base: number) => `${(x / base).toFixed(1)}×`;

export default async function httpBench(log: (line: string) => void): Promise<void> {
  // A long allowance: on a busy shared box the emulator's start alone can pass 90 s.
  const emulator = await startAuthEmulator({ projectId: PROJECT, timeoutMs: 300_000 });
  const servers = await startServers({
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  }).catch(async (err: unknown) => {
    await emulator.stop();
    throw err;
  });
  const { origin, bareOrigin } = servers;
  try {
    // A real session: CSRF cookie, emulator ID token, POST /auth/session.
    const browser = client(origin);
    await browser.send(authPaths.csrf);
    const session = await browser.send(authPaths.session, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: await emulatorIdToken(origin) }),
    });
    if (!session.ok) throw new Error(`sign-in failed: ${session.status} ${await session.text()}`);
    // The first list makes the sample project (four 1600 × 1067 images), as for a real user.
    const first = await browser.send(`${HD}/projects/`);
    if (!first.ok) throw new Error(`GET /projects/ failed: ${first.status}`);
    const created = await browser.send(`${HD}/projects/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench house', address: '1 Bench Road' }),
    });
    const project = (await created.json()) as { id: string };

    const photo = await twelveMegapixelJpeg();
    const form = (run: number) => {
      const f = new FormData();
      f.append(
        'files',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `house-${run}.jpg`,
      );
      return f;
    };
    const times = { app: [] as number[], receive: [] as number[], thumbnail: [] as number[] };
    let imageId = '';
    // Interleaved, so a change of load on the shared machine hits all three alike.
    for (let run = 0; run < UPLOAD_RUNS; run++) {
      let t0 = performance.now();
      const res = await browser.send(`${HD}/projects/${project.id}/upload_images/`, {
        method: 'POST',
        body: form(run),
      });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      const { images } = (await res.json()) as { images: { id: string; thumb_url: string }[] };
      const thumb = await fetch(origin + images[0]!.thumb_url);
      await thumb.arrayBuffer();
      if (!thumb.ok) throw new Error(`thumbnail failed: ${thumb.status}`);
      times.app.push(performance.now() - t0);
      imageId = images[0]!.id;

      t0 = performance.now();
      const received = await fetch(`${bareOrigin}/receive`, { method: 'POST', body: form(run) });
      await received.arrayBuffer();
      if (!received.ok) throw new Error(`bare receive failed: ${received.status}`);
      times.receive.push(performance.now() - t0);

      t0 = performance.now();
      const bareThumb = await fetch(`${bareOrigin}/thumbnail`, { method: 'POST', body: form(run) });
      await bareThumb.arrayBuffer();
      if (!bareThumb.ok) throw new Error(`bare thumbnail failed: ${bareThumb.status}`);
      times.thumbnail.push(performance.now() - t0);
    }

    // A project of 50 images, uploaded ten at a time as the studio does.
    const galleryRes = await browser.send(`${HD}/projects/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench gallery', address: '50 Bench Road' }),
    });
    const gallery = (await galleryRes.json()) as { id: string };
    const small = await smallJpegs(GALLERY_IMAGES);
    for (let i = 0; i < small.length; i += 10) {
      const f = new FormData();
      for (const [j, jpeg] of small.slice(i, i + 10).entries()) {
        f.append(
          'files',
          new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
          `r${i + j}.jpg`,
        );
      }
      const res = await browser.send(`${HD}/projects/${gallery.id}/upload_images/`, {
        method: 'POST',
        body: f,
      });
      if (res.status !== 201) throw new Error(`gallery upload failed: ${res.status}`);
    }
    const check = await browser.send(`${HD}/projects/${gallery.id}/`);
    const detailText = await check.text();
    const detailBody = JSON.parse(detailText) as { images: unknown[] };
    if (detailBody.images.length !== GALLERY_IMAGES) {
      throw new Error(`gallery has ${detailBody.images.length} images`);
    }

    // A project of 2 000 images: one upload, then its rows copied by the servers' fixture route
    // (uploading 2 000 files would take the bench minutes and measure nothing more).
    const largeRes = await browser.send(`${HD}/projects/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench listing', address: '2000 Bench Road' }),
    });
    const large = (await largeRes.json()) as { id: string };
    const one = new FormData();
    one.append('files', new Blob([new Uint8Array(small[0]!)], { type: 'image/jpeg' }), 'room.jpg');
    const upOne = await browser.send(`${HD}/projects/${large.id}/upload_images/`, {
      method: 'POST',
      body: one,
    });
    if (upOne.status !== 201) throw new Error(`large upload failed: ${upOne.status}`);
    const seeded = await fetch(`${bareOrigin}/fixture/clone-images`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ project: large.id, n: LARGE_PROJECT_IMAGES }),
    });
    if (!seeded.ok) throw new Error(`seeding the large project failed: ${seeded.status}`);
    const firstPagePath = (id: string) => `/images/?project=${id}&page_size=${FIRST_PAGE}`;
    const firstPage = (await (await browser.send(`${HD}${firstPagePath(large.id)}`)).json()) as {
      results: unknown[];
      count: number;
      next_cursor: string | null;
    };
    if (
      firstPage.count !== LARGE_PROJECT_IMAGES ||
      firstPage.results.length !== FIRST_PAGE ||
      !firstPage.next_cursor
    ) {
      throw new Error(`large project's first page is wrong: count ${firstPage.count}`);
    }

    const headers = { cookie: browser.cookieHeader() };
    // BENCH_ONLY=detail (or list, image; comma-separated) loads only those beside the bare
    // route, e.g. to profile one route with BENCH_CPU_PROF.
    const only = process.env.BENCH_ONLY?.split(',');
    const measure = (name: string, path: string) =>
      !only || only.includes(name) ? load(`${origin}${HD}${path}`, cpuUrl, headers) : null;
    const cpuUrl = `${bareOrigin}/cpu`;
    const bareLatency = await load(`${bareOrigin}/static`, cpuUrl);
    const projects = await measure('list', '/projects/');
    const detail = await measure('detail', `/projects/${gallery.id}/`);
    const image = await measure('image', `/images/${imageId}/`);
    const pageLarge = await measure('page', firstPagePath(large.id));
    const pageSmall = await measure('page', firstPagePath(gallery.id));
    const summaryLarge = await measure('page', `/projects/${large.id}/?image_limit=0`);

    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    log(`machine: ${cpus().length} × ${cpu}, Node ${process.version}, SQLite`);
    log(
      `upload → thumbnail, ${(photo.length / 1e6).toFixed(1)} MB 4000 × 3000 JPEG, ` +
        `${UPLOAD_RUNS} runs each, interleaved (ms):`,
    );
    const app = median(times.app);
    const upRow = (name: string, xs: number[]) =>
      log(
        `${pad(name, 48)}| ${pad(fmt(median(xs)), 8)}| ${pad(fmt(Math.min(...xs)), 8)}| ` +
          `${pad(fmt(Math.max(...xs)), 8)}| ${xs === times.app ? '1×' : `app is ${ratio(app, median(xs))}`}`,
      );
    log(`${pad('call', 48)}| median  | min     | max     | vs app`);
    log(`${'-'.repeat(48)}|---------|---------|---------|-----------`);
    upRow('app: upload_images + GET thumbnail', times.app);
    upRow('bare Fastify: receive the body, answer', times.receive);
    upRow('bare Fastify: receive, sharp 400 px webp, answer', times.thumbnail);
    log('');
    log(`${CONNECTIONS} concurrent clients, ${DURATION_S} s each (latency in ms):`);
    const row = (name: string, l: Latency | null, vs?: Latency) =>
      l &&
      log(
        `${pad(name, 32)}| ${pad(fmt(l.p50), 7)}| ${pad(fmt(l.p99), 7)}| ` +
          `${pad(l.rps.toFixed(0), 7)}| ${pad(String(l.errors), 7)}| ${pad(l.cpu.toFixed(3), 8)}| ` +
          (vs ? `${ratio(l.p50, vs.p50)} / ${ratio(l.p99, vs.p99)}` : '1×'),
      );
    log(`${pad('route', 32)}| p50    | p99    | req/s  | errors | CPU ms  | vs bare (p50 / p99)`);
    log(`${'-'.repeat(32)}|--------|--------|--------|--------|---------|--------------------`);
    row('bare Fastify static body', bareLatency);
    row('GET /projects/', projects, bareLatency);
    row(`GET /projects/{id}/ (${GALLERY_IMAGES} images)`, detail, bareLatency);
    if (detail)
      log(
        `(the project of ${GALLERY_IMAGES} images is ${(detailText.length / 1024).toFixed(0)} kB of JSON)`,
      );
    row('GET /images/{id}/', image, bareLatency);
    const n = LARGE_PROJECT_IMAGES.toLocaleString('en-US').replace(',', ' ');
    row(`first page (${FIRST_PAGE}), ${n} images`, pageLarge, bareLatency);
    row(`first page (${FIRST_PAGE}), ${GALLERY_IMAGES} images`, pageSmall, bareLatency);
    row(`project header, ${n} images`, summaryLarge, bareLatency);
    if (pageLarge) {
      const times = pageLarge.p99 / bareLatency.p99;
      log(
        `(first page: GET /images/?project=&page_size=${FIRST_PAGE}; header: GET /projects/{id}/?image_limit=0)`,
      );
      log(
        `first page of ${n} images: p99 ${fmt(pageLarge.p99)} ms = ${times.toFixed(1)}× the bare ` +
          `route's ${fmt(bareLatency.p99)} ms (budget ${PAGE_P99_BUDGET}×): ` +
          (times <= PAGE_P99_BUDGET ? 'within' : 'OVER'),
      );
      if (pageSmall) {
        log(
          `same page of a ${GALLERY_IMAGES}-image project: p99 ${fmt(pageSmall.p99)} ms ` +
            `(${n} images: ${ratio(pageLarge.p99, pageSmall.p99)})`,
        );
      }
    }
  } finally {
    await servers.stop();
    await emulator.stop();
  }
}
