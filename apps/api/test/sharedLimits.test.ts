import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPaths } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { memoryCounter, postgresCounter } from '../src/ops/sharedCounter.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';

/*
 * Rate limits that hold across API processes: on PostgreSQL two app instances on one database
 * (two processes behind a load balancer, as the cluster test runs them) share every window, so
 * a limit of 20 a minute lets 20 through in all, not 20 at each. On SQLite (one process) the
 * windows stay in memory and one instance holds its limits as before.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CLIENT = '198.51.100.23';
const LIMIT = 20;

/** Requests sent alternately to the two instances; the status of each. */
async function alternate(apps: FastifyInstance[], n: number, req: () => InjectOptions) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++)
    statuses.push((await apps[i % apps.length]!.inject(req())).statusCode);
  return statuses;
}
const tally = (statuses: number[]) => ({
  passed: statuses.filter((s) => s !== 429).length,
  limited: statuses.filter((s) => s === 429).length,
});

describe('the window counters', () => {
  it('count one window per key in memory, and start again after it', async () => {
    let now = 1_000_000;
    const c = memoryCounter(() => now);
    expect(await c.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 59_000;
    expect(await c.hit('a', 60_000)).toEqual({ count: 2, resetMs: 1000 });
    expect((await c.hit('b', 60_000)).count).toBe(1);
    now += 1000;
    expect(await c.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  it.runIf(onPostgres)(
    'count every concurrent hit exactly once in PostgreSQL, from two pools',
    async () => {
      const server = await startTestServer();
      const pools: Db[] = [await openDatabase(server.config), await openDatabase(server.config)];
      try {
        const counters = pools.map(postgresCounter);
        const results = await Promise.all(
          Array.from({ length: 60 }, (_, i) => counters[i % 2]!.hit('k', 60_000)),
        );
        const counts = results.map((r) => r.count).sort((a, b) => a - b);
        expect(counts).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
        for (const r of results) expect(r.resetMs).toBeLessThanOrEqual(60_000);
        // A short window ends, and the next hit opens a new one.
        await counters[0]!.hit('short', 200);
        await new Promise((r) => setTimeout(r, 300));
        expect((await counters[1]!.hit('short', 200)).count).toBe(1);
      } finally {
        for (const db of pools) await db.destroy();
        await server.close();
      }
    },
  );
});

describe(`rate limits of ${onPostgres ? 'two instances on one PostgreSQL' : 'one instance on SQLite'}`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let apps: FastifyInstance[];
  /** Anonymous callers need the CSRF cookie like any page; one from either instance works. */
  let csrf = '';
  let owner: Client;
  const withCsrf = () => ({ cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf });
  beforeAll(async () => {
    server = await startTestServer({
      SAMPLES_DIR: '/nonexistent-samples',
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      GALLERY_SHARES_PER_MINUTE: String(LIMIT),
      // API keys for the Free plan (the plan table's default keeps them for Business).
      PLANS_JSON: JSON.stringify({ free: { apiAccess: true } }),
    });
    csrf = (await server.app.inject({ method: 'GET', url: '/api/v1/auth/csrf/' })).cookies.find(
      (c) => c.name === 'csrftoken',
    )!.value;
    // Signed in before the sign-in limit is spent from this (loopback) address.
    owner = await signedIn(server.app, 'shared-limits@example.com');
    // The second process: the same configuration, database and media.
    apps = [server.app];
    if (onPostgres) apps.push(await buildApp(server.config, { logger: false }));
  });
  afterAll(async () => {
    if (apps?.[1]) await apps[1].close();
    await server?.close();
  });

  it(`lets ${LIMIT} sign-in attempts a minute through from one address, in all`, async () => {
    const statuses = await alternate(apps, 2 * LIMIT, () => ({
      method: 'POST',
      url: '/api/v1/auth/session',
      headers: withCsrf(),
      payload: { idToken: 'not-a-token' },
    }));
    // The owner's sign-in in beforeAll was the first of this address's window.
    expect(tally(statuses)).toEqual({ passed: LIMIT - 1, limited: LIMIT + 1 });
    expect(statuses.slice(0, LIMIT - 1)).not.toContain(429);
  });

  it(`lets ${LIMIT} gallery shares a minute through from one address, in all`, async () => {
    const statuses = await alternate(apps, 2 * LIMIT, () => ({
      method: 'POST',
      url: `${HD}/gallery/public/00000000-0000-4000-8000-000000000000/share/`,
      remoteAddress: CLIENT,
      headers: withCsrf(),
      payload: {},
    }));
    expect(tally(statuses)).toEqual({ passed: LIMIT, limited: LIMIT });
  });

  it(`holds an API key to its ${LIMIT} requests a minute, in all`, async () => {
    const created = await owner.post(apiKeyPaths.keys, {
      name: 'Cluster',
      scopes: ['read'],
      rateLimitPerMinute: LIMIT,
    });
    expect(created.statusCode, created.body).toBe(201);
    const secret = created.json().secret as string;
    const statuses = await alternate(apps, 2 * LIMIT, () => ({
      method: 'GET',
      url: `${HD}/projects/`,
      headers: { authorization: `Bearer ${secret}` },
    }));
    expect(tally(statuses)).toEqual({ passed: LIMIT, limited: LIMIT });
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
  });
});
