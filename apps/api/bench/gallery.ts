import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { galleryPaths } from '@hds/api-client/contract';

/**
 * `npm run bench:gallery -w @hds/api`: the public gallery list over 10 000 published items
 * under 50 concurrent clients, beside a bare Fastify route answering the same page's bytes in
 * the same run (bench/gallery-servers.ts, a process of its own). The goal is a p99 within 3×
 * the bare route's. Set DATABASE_URL to measure PostgreSQL; BENCH_DURATION_S (default 10).
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const GOAL = 3;

interface Latency {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

async function load(url: string): Promise<Latency> {
  const times: number[] = [];
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  run.on('response', (_c: unknown, status: number, _b: number, responseTime: number) => {
    if (status >= 200 && status < 300) times.push(responseTime);
  });
  const r = await run;
  times.sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    rps: r.requests.average,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function startServers() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'gallery-servers.ts')],
    { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const info = await new Promise<{ origin: string; bareOrigin: string; items: number }>(
    (resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line && out.includes('\n')) resolve(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`gallery servers exited (${code}): ${out}`)));
    },
  );
  return {
    ...info,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

const servers = await startServers();
let failed = false;
try {
  const { origin, bareOrigin, items } = servers;
  const list = `${origin}${galleryPaths.list}`;
  const routes: [string, string][] = [
    ['bare Fastify (same page, static)', `${bareOrigin}/static`],
    ['GET /gallery/public/ (popular)', list],
    ['  ?sort=recent&page=5', `${list}?sort=recent&page=5`],
    ['  ?sort=trending', `${list}?sort=trending`],
    ['  ?search=sofa', `${list}?search=sofa`],
    ['  ?search=sofa&category=Modern', `${list}?search=sofa&category=Modern`],
    ['  ?search=sofa&sort=recent&page=5', `${list}?search=sofa&sort=recent&page=5`],
  ];
  console.log(
    `gallery list, ${items} items + samples, ${CONNECTIONS} clients, ${DURATION_S} s each`,
  );
  console.log('route                                 p50 ms   p99 ms   req/s   errors   p99/bare');
  let bareP99 = 0;
  for (const [name, url] of routes) {
    // Warm up (statement cache, JIT) before measuring.
    await Promise.all(Array.from({ length: 20 }, () => fetch(url).then((r) => r.text())));
    const r = await load(url);
    if (!bareP99) bareP99 = r.p99;
    const ratio = r.p99 / bareP99;
    console.log(
      `${name.padEnd(36)} ${fmt(r.p50).padStart(7)} ${fmt(r.p99).padStart(8)} ${Math.round(r.rps)
        .toString()
        .padStart(7)} ${r.errors.toString().padStart(8)} ${`${ratio.toFixed(1)}×`.padStart(10)}`,
    );
    if (r.errors) failed = true;
    if (name.startsWith('GET') && ratio > GOAL) {
      console.log(`  over the goal: p99 ${ratio.toFixed(1)}× the bare route (goal ≤ ${GOAL}×)`);
      failed = true;
    }
  }
} finally {
  await servers.stop();
}
if (failed) process.exitCode = 1;
process.exit();
