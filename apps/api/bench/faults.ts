/**
 * `npm run bench:faults -w @hds/api [-- --kills 5]` (also run at the end of bench:load): the
 * server as `npm start` runs it (bench/loadStack.ts) is killed with SIGKILL at random moments
 * while uploads stream in and edit jobs run, and restarted on the same data. After the last
 * restart it waits for the queue to drain and for the media sweep (MEDIA_SWEEP_* set to seconds),
 * then checks what a crash must never leave: an accepted job lost or stuck in pending/running,
 * a row naming a missing file, a file no row names.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../src/db/connect.ts';
import {
  numberArg,
  signedIn,
  startEmulator,
  startServer,
  until,
  type BrowserClient,
  type ServerProcess,
} from './loadStack.ts';

const HD = '/api/v1/home-design';

/** A seeded generator, so a run's kill moments can be told apart and repeated (FAULT_SEED). */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A 2000 × 1500 photo-like JPEG: big enough that uploads and edits take a while. */
async function photo(shade: number): Promise<Buffer> {
  const [w, h] = [2000, 1500];
  return sharp({
    create: { width: w, height: h, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${w}" height="${h}"><rect x="300" y="200" width="900" height="700" fill="#c96"/>` +
            `<circle cx="1500" cy="500" r="300" fill="#369"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

interface MediaState {
  files: string[];
  named: Set<string>;
  journal: number;
  jobs: { id: string; status: string; error_message: string | null }[];
  unfinishedVersions: number;
}

async function mediaState(dataDir: string): Promise<MediaState> {
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const named = new Set<string>();
    for (const i of await db
      .selectFrom('images')
      .select(['original_key', 'preview_key', 'thumb_key'])
      .execute()) {
      for (const k of [i.original_key, i.preview_key, i.thumb_key]) named.add(k);
    }
    for (const v of await db
      .selectFrom('versions')
      .select(['storage_key', 'preview_key', 'thumb_key'])
      .execute()) {
      for (const k of [v.storage_key, v.preview_key, v.thumb_key]) if (k) named.add(k);
    }
    const journal = (await db.selectFrom('pending_media').select('key').execute()).length;
    const jobs = await db.selectFrom('jobs').select(['id', 'status', 'error_message']).execute();
    const unfinishedVersions = (
      await db
        .selectFrom('versions')
        .innerJoin('jobs', 'jobs.version_id', 'versions.id')
        .select('versions.id')
        .where('jobs.status', 'in', ['succeeded', 'failed'])
        .where('versions.status', 'not in', ['completed', 'failed'])
        .execute()
    ).length;
    const root = join(dataDir, 'media');
    const files = existsSync(root)
      ? readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => basename(e.name))
      : [];
    return { files, named, journal, jobs, unfinishedVersions };
  } finally {
    await db.destroy();
  }
}

/**
 * Keeps uploads streaming and edits queued until stopped; remembers every job the server
 * accepted (a 202 means its row was committed, so it must end one way or another).
 */
function workload(client: BrowserClient, project: string, images: string[]) {
  const pause = () => new Promise((r) => setTimeout(r, 100));
  const accepted = new Set<string>();
  let uploads = 0;
  let running = true;
  const uploaders = [0, 1].map(async (n) => {
    const data = await photo(40 + n * 80);
    while (running) {
      const res = await client
        .upload(`${HD}/projects/${project}/upload_images/`, [
          { name: 'files', filename: `u${n}.jpg`, data },
          { name: 'files', filename: `v${n}.jpg`, data },
        ])
        .catch(() => null);
      if (res?.status === 201) {
        uploads++;
        const img = (res.json() as { images: { id: string }[] }).images[0];
        if (img && images.length < 40) images.push(img.id);
      } else await pause();
    }
  });
  const editor = (async () => {
    let i = 0;
    while (running) {
      const image = images[i++ % images.length];
      const res = await client
        .post(`${HD}/transformations/lighting/`, { image_id: image, args: {} })
        .catch(() => null);
      // One edit every few hundred ms: a queue the worker keeps up with, so jobs stay mid-run.
      if (res?.status === 202) accepted.add((res.json() as { job_id: string }).job_id);
      await pause();
      await pause();
    }
  })();
  return {
    accepted,
    uploads: () => uploads,
    async stop() {
      running = false;
      await Promise.all([...uploaders, editor]);
    },
  };
}

export async function faultBench(emulatorHost: string, kills = numberArg('kills', 5)) {
  const rand = random(Number(process.env.FAULT_SEED ?? Date.now()));
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-faults-'));
  const env = {
    // A job claimed by a killed process is taken up again soon after its lease ends.
    QUEUE_LEASE_MS: '3000',
    QUEUE_POLL_MS: '100',
    // Whatever a dead process left is stale within seconds (nothing else writes here).
    MEDIA_SWEEP_GRACE_SECONDS: '2',
    MEDIA_SWEEP_INTERVAL_SECONDS: '1',
    QUOTA_FREE_IMAGES: 'unlimited',
    QUOTA_FREE_MB: 'unlimited',
  };
  let server: ServerProcess = await startServer({ emulatorHost, dataDir, env });
  const client = await signedIn(server.origin, 'faults@example.com');
  // Restarted on the same port, and the session lives in the database: the same client and
  // cookies work against every new process.
  const project = (await client.post(`${HD}/projects/`, { title: 'Faults' })).json().id as string;
  const seed = await client.upload(`${HD}/projects/${project}/upload_images/`, [
    { name: 'files', filename: 'seed.jpg', data: await photo(200) },
  ]);
  const images = [(seed.json() as { images: { id: string }[] }).images[0]!.id];
  const work = workload(client, project, images);
  const log: string[] = [];
  try {
    for (let k = 1; k <= kills; k++) {
      // Kills alternate between an upload writing its files (entries in the media journal) and
      // a job running, each at a random moment once it is under way.
      const target = k % 2 ? 'upload' : 'job';
      const underWay = await until(
        async () => {
          const s = await mediaState(dataDir);
          const running = s.jobs.filter((j) => j.status === 'in_progress').length;
          return (target === 'upload' ? s.journal > 0 : running > 0) && { running, s };
        },
        30_000,
        `an ${target} under way`,
      ).catch(() => null);
      const wait = Math.floor(rand() * 300);
      await new Promise((r) => setTimeout(r, wait));
      await server.kill();
      log.push(
        `kill ${k}: ${wait} ms into ${underWay ? `a running ${target}` : `the wait for a ${target}`}` +
          (underWay
            ? ` (${underWay.running} job(s) running, ${underWay.s.journal} write(s) journalled)`
            : ''),
      );
      server = await startServer({ emulatorHost, dataDir, env, port: server.port });
    }
    await work.stop();

    // The queue drains (jobs of dead processes are taken up again), then the sweep settles.
    const drained = await until(
      async () => {
        const s = await mediaState(dataDir);
        return s.jobs.every((j) => j.status === 'succeeded' || j.status === 'failed') && s;
      },
      180_000,
      'the queue to drain',
    ).catch(() => null);
    const settled = await until(
      async () => {
        const s = await mediaState(dataDir);
        const orphans = s.files.filter((f) => !s.named.has(f)).length;
        return s.journal === 0 && orphans === 0 && s;
      },
      60_000,
      'the media sweep',
    ).catch(() => null);
    const state = settled ?? drained ?? (await mediaState(dataDir));
    const ids = new Set(state.jobs.map((j) => j.id));
    const lost = [...work.accepted].filter((id) => !ids.has(id)).length;
    const stuck =
      state.jobs.filter((j) => j.status === 'pending' || j.status === 'in_progress').length +
      state.unfinishedVersions;
    const files = new Set(state.files);
    const orphans = state.files.filter((f) => !state.named.has(f)).length;
    const missing = [...state.named].filter((k) => !files.has(k)).length;
    const byStatus = new Map<string, number>();
    for (const j of state.jobs) byStatus.set(j.status, (byStatus.get(j.status) ?? 0) + 1);
    for (const line of log) console.log(line);
    const reasons = new Set(
      state.jobs.filter((j) => j.status === 'failed').map((j) => j.error_message),
    );
    if (reasons.size) console.log(`failed jobs' messages: ${[...reasons].join(' | ')}`);
    console.log(
      `uploads answered 201: ${work.uploads()}; jobs accepted: ${work.accepted.size}; jobs now: ` +
        [...byStatus].map(([s, n]) => `${s} ${n}`).join(', ') +
        `; files: ${state.files.length}, journal: ${state.journal}`,
    );
    console.log(
      `faults: ${kills} kills, jobs lost: ${lost}, stuck: ${stuck}, orphans after sweep: ${orphans}, missing files: ${missing}`,
    );
    return { ok: lost + stuck + orphans + missing === 0, kills, lost, stuck, orphans, missing };
  } catch (err) {
    console.error(server.output());
    throw err;
  } finally {
    await work.stop().catch(() => undefined);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('faults.ts')) {
  const emulator = await startEmulator();
  let ok = false;
  try {
    ok = (await faultBench(emulator.host)).ok;
  } finally {
    await emulator.stop();
  }
  process.exit(ok ? 0 : 1);
}
