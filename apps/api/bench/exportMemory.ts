/**
 * How much memory project exports take (issue #18, defect 5): the real app on loopback, one
 * signed-in user with a 30-image project whose originals are photo-sized (4.5 MB each, a 12 MP
 * JPEG's size; uploaded small, then replaced in storage so the run is quick), and three exports
 * of it downloaded at once. Prints the RSS before, the peak while they run, and the growth.
 *
 *   cd apps/api && node --expose-gc --import tsx bench/exportMemory.ts [images] [MB each] [exports]
 *
 * Sign-in goes through a stand-in token verifier (no Auth emulator needed): what is measured
 * is the export route, not authentication.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';

const [images = 30, mbEach = 4.5, parallel = 3] = process.argv.slice(2).map(Number);
const HD = '/api/v1/home-design';
const dataDir = mkdtempSync(join(tmpdir(), 'hds-export-bench-'));
const storage = localDiskStorage(join(dataDir, 'media'));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    STUDIO_DIST: join(dataDir, 'no-studio'),
    SHARE_VIEWER_DIST: join(dataDir, 'no-share-viewer'),
    SAMPLES_DIR: join(dataDir, 'no-samples'),
    LOG_LEVEL: 'warn',
    EXPORTS_PER_USER: String(parallel),
  }),
  {
    logger: false,
    storage,
    verifier: {
      verify: async (token) => ({
        uid: token,
        email: `${token}@example.com`,
        displayName: token,
        isAnonymous: false,
        signInProvider: 'google.com',
      }),
    },
  },
);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const jar = new Map<string, string>();
async function call(method: string, path: string, body?: BodyInit, type = 'application/json') {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(jar.has('csrftoken') ? { 'x-csrftoken': jar.get('csrftoken')! } : {}),
      ...(body && type ? { 'content-type': type } : {}),
    },
    ...(body ? { body } : {}),
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
  return res;
}

try {
  await call('GET', '/api/v1/auth/csrf/');
  const session = await call('POST', '/api/v1/auth/session', JSON.stringify({ idToken: 'bench' }));
  if (!session.ok) throw new Error(`sign-in: ${session.status} ${await session.text()}`);
  const project = (await (
    await call('POST', `${HD}/projects/`, JSON.stringify({ title: 'Export bench' }))
  ).json()) as { id: string };
  for (let i = 0; i < images; i += 10) {
    const form = new FormData();
    for (let j = i; j < Math.min(images, i + 10); j++) {
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: { r: j, g: 90, b: 120 } },
      })
        .png()
        .toBuffer();
      form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `r${j}.png`);
    }
    const up = await call('POST', `${HD}/projects/${project.id}/upload_images/`, form, '');
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
  }
  const detail = (await (await call('GET', `${HD}/projects/${project.id}/`)).json()) as {
    images: { original_url: string }[];
  };
  const size = Math.round(mbEach * 1024 * 1024);
  for (const img of detail.images) {
    const key = new URL(img.original_url, origin).pathname.split('/').pop()!;
    await storage.put(key, randomBytes(size));
  }

  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const downloads = await Promise.all(
    Array.from({ length: parallel }, async () => {
      const res = await call('POST', `${HD}/projects/${project.id}/export/`, '{}');
      if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
      let bytes = 0;
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
      return bytes;
    }),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  console.log(
    JSON.stringify({
      images,
      mbEach,
      parallel,
      zipMB: downloads.map(mb),
      rssBeforeMB: mb(before),
      rssPeakMB: mb(peak),
      rssGrowthMB: mb(peak - before),
      seconds: Number((ms / 1000).toFixed(2)),
    }),
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
