import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { jpeg } from './helpers/images.ts';
import { until } from './queue-helpers.ts';
import { s3Storage } from '../src/storage/s3.ts';

/*
 * GET /metrics (Prometheus text) and GET /api/ready: who may read the metrics (loopback, or the
 * METRICS_TOKEN bearer; never a stranger or a request relayed by a proxy), what they show (the
 * requests per route, the queue depth from the jobs table rising with a submit and falling when
 * a worker runs it, the job's duration), and a readiness probe that names the failing part.
 */
const STRANGER = '203.0.113.7';
const TOKEN = 'metrics-token-for-the-test-0123456789';

/** One sample's value from the text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('GET /metrics without a token', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let u: Client;
  beforeAll(async () => {
    // No worker in the API: a submitted job waits in the queue until the test runs one.
    server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_WORKERS: '0' });
    u = await signedIn(server.app);
  });
  afterAll(async () => server?.close());
  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    server.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('answers loopback in the Prometheus text format', async () => {
    await server.app.inject({ method: 'GET', url: '/api/health' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const count = sample(res.body, 'hds_http_request_duration_seconds_count', {
      route: '/api/health',
      method: 'GET',
      status: '200',
    });
    expect(count).toBeGreaterThanOrEqual(1);
    expect(res.body).toContain('# TYPE hds_jobs_queue_depth gauge');
    expect(res.body).toContain('hds_process_cpu_seconds_total');
    // No model was loaded by this process (none is needed for the routes above).
    expect(sample(res.body, 'hds_engine_model_loads')).toBe(0);
    expect(res.body).toContain('# TYPE hds_engine_model_loaded_bytes gauge');
  });

  it('refuses anyone else, IPv6 loopback aside', async () => {
    for (const addr of [STRANGER, '10.0.0.5', '::ffff:192.168.1.2', '2001:db8::1']) {
      const res = await scrape({}, addr);
      expect(res.statusCode, addr).toBe(403);
      expect(res.json().detail).toMatch(/METRICS_TOKEN/);
      expect(res.body).not.toContain('hds_');
    }
    expect((await scrape({}, '::1')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses a request a proxy on this machine relayed, and any token when none is set', async () => {
    expect((await scrape({ 'x-forwarded-for': STRANGER })).statusCode).toBe(403);
    expect((await scrape({ forwarded: `for=${STRANGER}` })).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer anything' }, STRANGER)).statusCode).toBe(403);
  });

  it('labels unknown paths as unmatched, so scanners cannot grow the label set', async () => {
    await server.app.inject({ method: 'GET', url: '/no/such/path/x1' });
    await server.app.inject({ method: 'GET', url: '/api/no-such-path-x2' });
    const body = (await scrape()).body;
    expect(body).not.toContain('x1');
    expect(body).not.toContain('x2');
  });

  it('shows the queue depth rising with a submit and falling when a worker runs the job', async () => {
    const depth = async () => {
      const body = (await scrape()).body;
      const of = (status: string) => sample(body, 'hds_jobs_queue_depth', { status }) ?? NaN;
      return of('pending') + of('in_progress');
    };
    expect(await depth()).toBe(0);
    const image = (
      await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'room.jpg', data: await jpeg(64, 48) },
      ])
    ).json().id;
    const res = await u.post(`${HD}/transformations/lighting/`, {
      image_id: image,
      args: { type: 'golden_hour' },
    });
    expect(res.statusCode).toBe(202);
    expect(await depth()).toBe(1);
    // A worker pool in this process (as `npm run worker` runs one) takes the job.
    const { startWorkerPool } = await import('../src/queue/embedded.ts');
    const { editJobRunner } = await import('../src/features/edits/jobRunner.ts');
    const { storageFromConfig } = await import('../src/storage/fromConfig.ts');
    const { openDatabase } = await import('../src/db/connect.ts');
    const { createEngineRegistry } = await import('@hds/engine');
    const db = await openDatabase(server.config);
    const pool = startWorkerPool(
      editJobRunner({
        db,
        storage: storageFromConfig(server.config),
        engines: await createEngineRegistry(),
      }),
      { ...server.config.queue, concurrency: 1, pollMs: 50 },
    );
    try {
      await until(async () => (await depth()) === 0, 30_000, 'the queue to drain');
    } finally {
      await pool.stop();
      await db.destroy();
    }
    const body = (await scrape()).body;
    expect(
      sample(body, 'hds_job_duration_seconds_count', {
        operation: 'lighting',
        outcome: 'succeeded',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => server?.close());
  const scrape = (headers: Record<string, string>, remoteAddress = STRANGER) =>
    server.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('lets a scraper anywhere in with the bearer token, and nobody with another', async () => {
    expect((await scrape({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect(
      (await scrape({ authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': STRANGER })).statusCode,
    ).toBe(200);
    expect((await scrape({})).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(403);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(403);
    // A wrong token is a wrong token, from loopback too.
    expect((await scrape({ authorization: 'Bearer wrong' }, '127.0.0.1')).statusCode).toBe(403);
    expect((await scrape({}, '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database, the store and the queue answer', async () => {
    const server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', storage: 'ok', queue: 'ok' },
      });
    } finally {
      await server.close();
    }
  });

  it('answers 503 naming the store when the bucket cannot be reached', async () => {
    // A real S3 client against a port nothing listens on.
    const storage = s3Storage({
      bucket: 'nowhere',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      forcePathStyle: true,
      prefix: '',
    });
    const server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' }, { storage });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        detail: 'Not ready: storage unavailable',
        checks: { database: 'ok', storage: 'unavailable', queue: 'ok' },
      });
      // Liveness is another question: the process itself is fine.
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
