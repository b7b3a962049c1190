import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import sharp from 'sharp';
import { HOME_DESIGN_BASE as HD, authPaths } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startAuthEmulator } from '../scripts/auth-emulator.mjs';

/**
 * HTTP figures of this machine: upload-to-thumbnail time of a 12 MP JPEG, and latency of
 * GET /projects/ and GET /images/{id}/ under 50 concurrent clients, each beside a bare Fastify
 * route with a static body (the floor of this machine, so the ratio is the app's own cost).
 * The real app runs on SQLite in a temporary data dir, behind a real session made through the
 * Firebase Auth emulator, exactly as the server tests start it.
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

/** An anonymous user of the emulator, as the browser SDK makes one (any API key works there). */
async function emulatorIdToken(emulatorHost: string): Promise<string> {
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
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
}
async function load(url: string, headers: Record<string, string> = {}): Promise<Latency> {
  // Worker threads, so the load generator does not share the server's event loop.
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    workers: 1,
  });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pad = (s: string, n: number) => s.padEnd(n);

export default async function httpBench(log: (line: string) => void): Promise<void> {
  const emulator = await startAuthEmulator({ projectId: PROJECT });
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-bench-'));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const bare = Fastify({ logger: false });
  const appServer = await buildApp(
    loadConfig({
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      DATA_DIR: dataDir,
      STUDIO_DIST: join(dataDir, 'no-studio'),
      SHARE_VIEWER_DIST: join(dataDir, 'no-share-viewer'),
      LOG_LEVEL: 'warn',
    }),
    { logger: false },
  );
  try {
    const origin = await appServer.listen({ port: 0, host: '127.0.0.1' });
    const staticBody = JSON.stringify({ results: [], count: 0, page: 1, page_size: 20 });
    bare.get('/static', async (_req, reply) => reply.type('application/json').send(staticBody));
    const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });

    // A real session: CSRF cookie, emulator ID token, POST /auth/session.
    const browser = client(origin);
    await browser.send(authPaths.csrf);
    const session = await browser.send(authPaths.session, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: await emulatorIdToken(emulator.host) }),
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
    const uploadTimes: number[] = [];
    let imageId = '';
    for (let run = 0; run < UPLOAD_RUNS; run++) {
      const form = new FormData();
      form.append('files', new Blob([photo], { type: 'image/jpeg' }), `house-${run}.jpg`);
      const t0 = performance.now();
      const res = await browser.send(`${HD}/projects/${project.id}/upload_images/`, {
        method: 'POST',
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      const { images } = (await res.json()) as { images: { id: string; thumb_url: string }[] };
      const thumb = await fetch(origin + images[0]!.thumb_url);
      await thumb.arrayBuffer();
      if (!thumb.ok) throw new Error(`thumbnail failed: ${thumb.status}`);
      uploadTimes.push(performance.now() - t0);
      imageId = images[0]!.id;
    }

    const headers = { cookie: browser.cookieHeader() };
    const bareLatency = await load(`${bareOrigin}/static`);
    const projects = await load(`${origin}${HD}/projects/`, headers);
    const image = await load(`${origin}${HD}/images/${imageId}/`, headers);

    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    log(`machine: ${cpus().length} × ${cpu}, Node ${process.version}, SQLite`);
    log(
      `upload → thumbnail, ${(photo.length / 1e6).toFixed(1)} MB 4000 × 3000 JPEG, ` +
        `${UPLOAD_RUNS} runs: median ${median(uploadTimes).toFixed(0)} ms ` +
        `(min ${Math.min(...uploadTimes).toFixed(0)}, max ${Math.max(...uploadTimes).toFixed(0)})`,
    );
    log('');
    log(`${CONNECTIONS} concurrent clients, ${DURATION_S} s each (latency in ms):`);
    const row = (name: string, l: Latency, vs?: Latency) =>
      log(
        `${pad(name, 28)}| ${pad(String(l.p50), 6)}| ${pad(String(l.p99), 6)}| ` +
          `${pad(l.rps.toFixed(0), 7)}| ${pad(String(l.errors), 7)}| ` +
          (vs
            ? `${(l.p50 / Math.max(vs.p50, 1)).toFixed(1)}× / ${(l.p99 / Math.max(vs.p99, 1)).toFixed(1)}×`
            : '1×'),
      );
    log(`${pad('route', 28)}| p50   | p99   | req/s  | errors | vs bare (p50 / p99)`);
    log(`${'-'.repeat(28)}|-------|-------|--------|--------|--------------------`);
    row('bare Fastify static body', bareLatency);
    row('GET /projects/', projects, bareLatency);
    row('GET /images/{id}/', image, bareLatency);
  } finally {
    await bare.close();
    await appServer.close();
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
