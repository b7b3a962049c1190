import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  API_KEY_INVALID,
  API_KEY_REVOKED,
  API_KEY_SESSION_REQUIRED,
  API_WEBHOOK_URL_INVALID,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  apiKeyPaths,
  apiKeyQuotaExceeded,
  apiKeyScopeRequired,
  type ApiKey,
  type ApiKeyCreated,
  type ApiWebhook,
  type ApiWebhookDelivery,
  type ApiWebhookPayload,
} from '@hds/api-client/contract';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { multipart, png } from './helpers/images.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { putOnPlan } from './helpers/plans.ts';
import { QueueTestEngine, startQueueTestServer, until } from './queue-helpers.ts';
import { agedFormToken } from './helpers/formToken.ts';

/*
 * The developer API (issue #27) against the real server: keys created, used as
 * `Authorization: Bearer` without cookie or CSRF token, revoked (401 at once); scopes; the
 * per-key rate limit and monthly quota; other people's objects stay 404; Idempotency-Key on
 * transformations and uploads; webhooks signed and verified by a receiver on loopback, retried
 * when it fails; private targets refused. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

const engine = new QueueTestEngine();
let server: Awaited<ReturnType<typeof startQueueTestServer>>;
let db: Db;
let owner: Client;
let other: Client;
let project = '';
let image = '';

const bearer = (
  secret: string,
  opts: InjectOptions & { idem?: string },
): Promise<Awaited<ReturnType<typeof server.app.inject>>> => {
  const { idem, ...rest } = opts;
  return server.app.inject({
    ...rest,
    headers: {
      ...(rest.headers as Record<string, string>),
      authorization: `Bearer ${secret}`,
      ...(idem ? { 'idempotency-key': idem } : {}),
    },
  });
};

async function createKey(c: Client, body: Record<string, unknown> = {}): Promise<ApiKeyCreated> {
  const res = await c.post(apiKeyPaths.keys, {
    name: 'Integration',
    scopes: ['read', 'edit', 'share'],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const count = async (table: 'jobs' | 'images' | 'audit_log', where?: [string, string]) => {
  let q = db.selectFrom(table).select(db.fn.countAll().as('n'));
  if (where) q = q.where(where[0] as never, '=', where[1] as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

beforeAll(async () => {
  server = await startQueueTestServer(engine, {
    QUEUE_POLL_MS: '30',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_RETRY_BASE_SECONDS: '0.05',
    WEBHOOK_POLL_MS: '20',
    WEBHOOK_MAX_ATTEMPTS: '3',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  db = await openDatabase(server.config);
  owner = await signedIn(server.app, 'keys-owner@example.com');
  other = await signedIn(server.app, 'keys-other@example.com');
  // API keys are a Business feature in the default plan table.
  await putOnPlan(server.config, 'keys-owner@example.com', 'business');
  await putOnPlan(server.config, 'keys-other@example.com', 'business');
  project = (await owner.post(`${HD}/projects/`, { title: 'Listing 42' })).json().id;
  const up = await owner.upload(`${HD}/projects/${project}/upload_images/`, [
    { name: 'files', filename: 'room.png', data: await png() },
  ]);
  image = up.json().images[0].id;
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

describe('key lifecycle', () => {
  it('creates a key shown once, stores only its hash, lists it by prefix', async () => {
    const key = await createKey(owner, { name: 'CRM', scopes: ['edit', 'read'] });
    expect(key.secret).toMatch(/^hds_[A-Za-z0-9_-]{32}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect(key.scopes).toEqual(['read', 'edit']);
    expect(key.rateLimitPerMinute).toBe(60);
    expect(key.monthlyQuota).toBeNull();
    const row = await db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key.secret);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = (await owner.get(apiKeyPaths.keys)).json().results as ApiKey[];
    const listed = list.find((k) => k.id === key.id)!;
    expect(listed.prefix).toBe(key.prefix);
    expect(JSON.stringify(list)).not.toContain(key.secret);
    expect((await other.get(apiKeyPaths.keys)).json().results).toEqual([]);
    // Another user's key id answers 404.
    expect((await other.get(apiKeyPaths.key(key.id))).statusCode).toBe(404);
    expect((await other.post(apiKeyPaths.revoke(key.id), {})).statusCode).toBe(404);
  });

  it('refuses bad create bodies with a detail', async () => {
    for (const [body, detail] of [
      [{ name: '', scopes: ['read'] }, 'Key name is required'],
      [{ name: 'x', scopes: [] }, 'scopes: choose at least one'],
      [{ name: 'x', scopes: ['admin'] }, 'scopes.0: each scope must be one of: read, edit, share'],
      [
        { name: 'x', scopes: ['read'], rateLimitPerMinute: 0 },
        'rateLimitPerMinute must be between 1 and 600',
      ],
      [{ name: 'x', scopes: ['read'], monthlyQuota: 1.5 }, 'monthlyQuota must be a whole number'],
    ] as const) {
      const res = await owner.post(apiKeyPaths.keys, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
  });

  it('acts as the owner with no cookie and no CSRF token; revoked answers 401 at once', async () => {
    const key = await createKey(owner);
    const list = await bearer(key.secret, { method: 'GET', url: `${HD}/projects/` });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain(project);
    expect(list.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();

    const made = await bearer(key.secret, {
      method: 'POST',
      url: `${HD}/projects/`,
      payload: { title: 'Made with a key' },
    });
    expect(made.statusCode, made.body).toBe(201);

    const used = (await owner.get(apiKeyPaths.key(key.id))).json() as ApiKey;
    expect(used.lastUsed).not.toBeNull();
    expect(used.usedThisMonth).toBe(2);

    // Every use is in the owner's audit log.
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'object_id', 'details'])
      .where('action', '=', 'api_key.used')
      .where('object_id', '=', key.id)
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => JSON.parse(a.details!).method).sort()).toEqual(['GET', 'POST']);
    // And in the owner's own audit list.
    const listed = await owner.get(`${HD}/audit/`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain('api_key.used');

    const revoked = await owner.post(apiKeyPaths.revoke(key.id), {});
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked).not.toBeNull();
    const after = await bearer(key.secret, { method: 'GET', url: `${HD}/projects/` });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(API_KEY_REVOKED);
    expect(after.headers['www-authenticate']).toContain('Bearer');
  });

  it('answers 401 for an unknown or malformed key, before reading the body', async () => {
    for (const [method, auth] of [
      ['POST', 'Bearer hds_nope'],
      ['POST', 'Bearer'],
      ['POST', 'Bearer a b'],
      ['GET', 'Bearer hds_nope'],
      // Not a bearer: an unsafe call still needs its CSRF token, a read is refused here.
      ['GET', 'Basic dXNlcjpwdw=='],
    ] as const) {
      const res = await server.app.inject({
        method,
        url: `${HD}/projects/`,
        headers: { authorization: auth },
        ...(method === 'POST' ? { payload: { title: 'x' } } : {}),
      });
      expect(res.statusCode, auth).toBe(401);
      expect(res.json().detail).toBe(API_KEY_INVALID);
    }
  });

  it('cannot manage keys or sessions with a key', async () => {
    const key = await createKey(owner);
    for (const [method, url] of [
      ['GET', apiKeyPaths.keys],
      ['POST', apiKeyPaths.keys],
      ['POST', apiKeyPaths.revoke(key.id)],
      ['PUT', apiKeyPaths.webhook(key.id)],
      ['POST', '/api/v1/auth/logout'],
      ['POST', '/api/v1/auth/delete-account/'],
    ] as const) {
      const res = await bearer(key.secret, {
        method,
        url,
        payload: { name: 'x', scopes: ['read'] },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toBe(API_KEY_SESSION_REQUIRED);
    }
  });

  it('checks CSRF when a bearer request also carries a session cookie', async () => {
    const key = await createKey(owner);
    const res = await owner.send({
      method: 'POST',
      url: `${HD}/projects/`,
      payload: { title: 'x' },
      headers: { authorization: `Bearer ${key.secret}` },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^CSRF Failed/);
  });
});

describe('scopes', () => {
  it('a read key reads but cannot start an edit, upload or share', async () => {
    const key = await createKey(owner, { scopes: ['read'] });
    expect(
      (await bearer(key.secret, { method: 'GET', url: `${HD}/images/${image}/` })).statusCode,
    ).toBe(200);
    const jobs = await count('jobs');
    const edit = await bearer(key.secret, {
      method: 'POST',
      url: `${HD}/transformations/lighting/`,
      payload: { image_id: image },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toBe(apiKeyScopeRequired('edit'));
    expect(await count('jobs')).toBe(jobs);
    const upload = await bearer(key.secret, {
      method: 'POST',
      url: `${HD}/images/upload/`,
      ...multipart([
        { name: 'project', data: project },
        { name: 'file', filename: 'x.png', data: await png() },
      ]),
    });
    expect(upload.statusCode).toBe(403);
    const board = await bearer(key.secret, {
      method: 'POST',
      url: `${HD}/boards/`,
      payload: { project, name: 'Shared' },
    });
    expect(board.statusCode).toBe(403);
    expect(board.json().detail).toBe(apiKeyScopeRequired('share'));
  });

  it('an edit key without share edits but cannot make boards', async () => {
    const key = await createKey(owner, { scopes: ['read', 'edit'] });
    const edit = await bearer(key.secret, {
      method: 'PATCH',
      url: `${HD}/projects/${project}/`,
      payload: { title: 'Listing 42 (edited)' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const board = await bearer(key.secret, {
      method: 'POST',
      url: `${HD}/boards/`,
      payload: { project, name: 'Shared' },
    });
    expect(board.statusCode).toBe(403);
  });
});

describe('limits', () => {
  it('rate-limits per key with 429, Retry-After and RateLimit headers', async () => {
    const key = await createKey(owner, { rateLimitPerMinute: 3 });
    const other = await createKey(owner, { rateLimitPerMinute: 3 });
    const replies = [];
    for (let i = 0; i < 4; i++) {
      replies.push(await bearer(key.secret, { method: 'GET', url: `${HD}/projects/` }));
    }
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(replies[0]!.headers['ratelimit-limit']).toBe('3');
    expect(replies[0]!.headers['ratelimit-remaining']).toBe('2');
    expect(replies[0]!.headers['ratelimit-policy']).toBe('3;w=60');
    const refused = replies[3]!;
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(refused.json().detail).toMatch(/^Rate limit of 3 requests per minute exceeded/);
    // Another key of the same owner has its own window.
    expect((await bearer(other.secret, { method: 'GET', url: `${HD}/projects/` })).statusCode).toBe(
      200,
    );
  });

  it('stops at the monthly quota with 429 and quota headers', async () => {
    const key = await createKey(owner, { monthlyQuota: 2 });
    const a = await bearer(key.secret, { method: 'GET', url: `${HD}/projects/` });
    expect(a.headers['x-quota-limit']).toBe('2');
    expect(a.headers['x-quota-remaining']).toBe('1');
    expect((await bearer(key.secret, { method: 'GET', url: `${HD}/projects/` })).statusCode).toBe(
      200,
    );
    const c = await bearer(key.secret, { method: 'GET', url: `${HD}/projects/` });
    expect(c.statusCode).toBe(429);
    expect(c.json().detail).toBe(apiKeyQuotaExceeded(2));
    expect(c.headers['x-quota-remaining']).toBe('0');
    expect(Number(c.headers['retry-after'])).toBeGreaterThan(0);
    expect(((await owner.get(apiKeyPaths.key(key.id))).json() as ApiKey).usedThisMonth).toBe(2);
  });
});

describe('access with keys', () => {
  it("another user's key gets 404 for every one of the owner's objects", async () => {
    const intruder = await createKey(other);
    const ownerJob = (
      await owner.post(`${HD}/transformations/lighting/`, { image_id: image })
    ).json().job_id as string;
    const calls: [InjectOptions['method'], string, unknown?][] = [
      ['GET', `${HD}/projects/${project}/`],
      ['PATCH', `${HD}/projects/${project}/`, { title: 'stolen' }],
      ['DELETE', `${HD}/projects/${project}/`],
      ['GET', `${HD}/images/${image}/`],
      ['GET', `${HD}/images/${image}/versions/`],
      ['DELETE', `${HD}/images/${image}/`],
      ['POST', `${HD}/transformations/lighting/`, { image_id: image }],
      ['GET', `${HD}/jobs/${ownerJob}/`],
      ['GET', `${HD}/images/?project=${project}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await bearer(intruder.secret, {
        method,
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect([400, 404], `${method} ${url}: ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toContain(project);
      expect(res.body).not.toContain(image);
    }
    // The intruder's own lists hold nothing of the owner's.
    for (const url of [`${HD}/projects/`, `${HD}/edit-jobs/`, `${HD}/boards/`]) {
      const res = await bearer(intruder.secret, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(project);
      expect(res.body).not.toContain(image);
      expect(res.body).not.toContain(ownerJob);
    }
  });
});

describe('Idempotency-Key', () => {
  it('a retried transformation returns the first reply and makes one job', async () => {
    const key = await createKey(owner);
    const send = (body: object, idem = 'stage-42-a') =>
      bearer(key.secret, {
        method: 'POST',
        url: `${HD}/transformations/lighting/`,
        payload: body,
        idem,
      });
    const jobs = await count('jobs');
    const first = await send({ image_id: image });
    expect(first.statusCode, first.body).toBe(202);
    const second = await send({ image_id: image });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await count('jobs')).toBe(jobs + 1);
    // Same key, another request: 422, nothing made.
    const changed = await send({ image_id: image, intensity: 0.3 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().detail).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await count('jobs')).toBe(jobs + 1);
    // Another key: a second job.
    expect((await send({ image_id: image }, 'stage-42-b')).statusCode).toBe(202);
    expect(await count('jobs')).toBe(jobs + 2);
    // A malformed key.
    const bad = await send({ image_id: image }, 'x'.repeat(300));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(IDEMPOTENCY_KEY_INVALID);
  });

  it('a retried upload stores one image, whatever the multipart boundary', async () => {
    const key = await createKey(owner);
    const data = await png(30, 20, '#123456');
    const upload = (bytes: Buffer) =>
      bearer(key.secret, {
        method: 'POST',
        url: `${HD}/images/upload/`,
        idem: 'upload-room-7',
        // A fresh boundary each time, as a client's new FormData has.
        ...multipart([
          { name: 'project', data: project },
          { name: 'file', filename: 'room7.png', data: bytes },
        ]),
      });
    const images = await count('images', ['project_id', project]);
    const first = await upload(data);
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(data);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('images', ['project_id', project])).toBe(images + 1);
    const other = await upload(await png(30, 20, '#654321'));
    expect(other.statusCode).toBe(422);
    expect(await count('images', ['project_id', project])).toBe(images + 1);
  });

  it('a first request that failed leaves the key free for its retry', async () => {
    const key = await createKey(owner);
    const send = (image_id: string) =>
      bearer(key.secret, {
        method: 'POST',
        url: `${HD}/transformations/lighting/`,
        payload: { image_id },
        idem: 'retry-after-404',
      });
    expect((await send('no-such-image')).statusCode).toBe(404);
    // The same key now with the right body runs (the failed attempt stored nothing).
    expect((await send(image)).statusCode).toBe(202);
  });
});

describe('webhooks', () => {
  const received: { headers: http.IncomingHttpHeaders; body: string; path: string }[] = [];
  let failing = 0;
  let receiver: http.Server;
  let url = '';

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body, path: req.url ?? '' });
        if (req.url === '/always-fails' || failing > 0) {
          failing = Math.max(0, failing - 1);
          res.writeHead(503).end('busy');
        } else res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

  const verify = (secret: string, m: (typeof received)[number]) => {
    const ts = String(m.headers['x-hds-timestamp']);
    const expected = `sha256=${createHmac('sha256', secret).update(`${ts}.${m.body}`).digest('hex')}`;
    return m.headers['x-hds-signature'] === expected;
  };

  async function keyWithHook(path: string, events?: string[]) {
    const key = await createKey(owner);
    const res = await owner.send({
      method: 'PUT',
      url: apiKeyPaths.webhook(key.id),
      payload: { url: `${url}${path}`, ...(events ? { events } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { key, hook: res.json() as ApiWebhook };
  }

  it('refuses private, loopback-over-https and credentialed targets', async () => {
    const key = await createKey(owner);
    for (const bad of [
      'http://example.com/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://user:pw@example.com/hook',
      'ftp://example.com/hook',
      'not a url',
    ]) {
      const res = await owner.send({
        method: 'PUT',
        url: apiKeyPaths.webhook(key.id),
        payload: { url: bad },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail, bad).toBe(API_WEBHOOK_URL_INVALID);
    }
  });

  it('signs job.succeeded and the test event; the receiver verifies them', async () => {
    const { key, hook } = await keyWithHook('/ok');
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.events).toEqual(['job.succeeded', 'job.failed', 'lead.created']);
    const start = received.length;
    const job = (
      await bearer(key.secret, {
        method: 'POST',
        url: `${HD}/transformations/lighting/`,
        payload: { image_id: image },
      })
    ).json().job_id as string;
    const msg = await until(
      async () =>
        received
          .slice(start)
          .find(
            (m) =>
              m.path === '/ok' &&
              (JSON.parse(m.body) as ApiWebhookPayload).data.job &&
              JSON.parse(m.body).data.job.id === job,
          ),
      15_000,
      'the job.succeeded webhook',
    );
    expect(verify(hook.secret, msg)).toBe(true);
    expect(verify('whsec_wrong', msg)).toBe(false);
    const payload = JSON.parse(msg.body) as ApiWebhookPayload;
    expect(payload.event).toBe('job.succeeded');
    expect(msg.headers['x-hds-event']).toBe('job.succeeded');
    expect(msg.headers['x-hds-delivery']).toBe(payload.id);
    expect(Math.abs(Number(msg.headers['x-hds-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    const test = await owner.post(apiKeyPaths.webhookTest(key.id), {});
    expect(test.statusCode, test.body).toBe(202);
    const delivery = test.json().delivery as ApiWebhookDelivery;
    expect(delivery.event).toBe('webhook.test');
    const done = await until(
      async () => {
        const log = (await owner.get(apiKeyPaths.deliveries(key.id))).json()
          .results as ApiWebhookDelivery[];
        const d = log.find((x) => x.id === delivery.id);
        return d?.status === 'delivered' ? d : undefined;
      },
      15_000,
      'the test delivery',
    );
    expect(done.attempts).toBe(1);
    expect(done.log[0]!.statusCode).toBe(204);
    const testMsg = received.find((m) => m.headers['x-hds-delivery'] === delivery.id)!;
    expect(verify(hook.secret, testMsg)).toBe(true);
    // Another user cannot read the log or send a test.
    expect((await other.get(apiKeyPaths.deliveries(key.id))).statusCode).toBe(404);
    expect((await other.post(apiKeyPaths.webhookTest(key.id), {})).statusCode).toBe(404);
  });

  it('sends job.failed only to endpoints that subscribe to it', async () => {
    const { key, hook } = await keyWithHook('/failed-only', ['job.failed']);
    const start = received.length;
    engine.failWith = new Error('engine down');
    try {
      const job = (
        await bearer(key.secret, {
          method: 'POST',
          url: `${HD}/transformations/lighting/`,
          payload: { image_id: image },
        })
      ).json().job_id as string;
      const msg = await until(
        async () =>
          received
            .slice(start)
            .find((m) => m.path === '/failed-only' && JSON.parse(m.body).data.job?.id === job),
        15_000,
        'the job.failed webhook',
      );
      expect(verify(hook.secret, msg)).toBe(true);
      expect(JSON.parse(msg.body).event).toBe('job.failed');
    } finally {
      engine.failWith = null;
    }
    const events = received
      .slice(start)
      .filter((m) => m.path === '/failed-only')
      .map((m) => JSON.parse(m.body).event);
    expect(events.every((e) => e === 'job.failed')).toBe(true);
  });

  it('retries a failing receiver with backoff and logs every attempt', async () => {
    const { key } = await keyWithHook('/always-fails');
    const test = (await owner.post(apiKeyPaths.webhookTest(key.id), {})).json()
      .delivery as ApiWebhookDelivery;
    const failed = await until(
      async () => {
        const log = (await owner.get(apiKeyPaths.deliveries(key.id))).json()
          .results as ApiWebhookDelivery[];
        const d = log.find((x) => x.id === test.id);
        return d?.status === 'failed' ? d : undefined;
      },
      15_000,
      'the delivery to give up',
    );
    expect(failed.attempts).toBe(3);
    expect(failed.log.map((a) => a.statusCode)).toEqual([503, 503, 503]);
    expect(failed.lastError).toBe('receiver answered 503');
    const at = failed.log.map((a) => Date.parse(a.at));
    // Backoff: retries wait at least 50 ms, then 100 ms (WEBHOOK_RETRY_BASE_SECONDS 0.05).
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(45);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(95);

    // A receiver that fails twice, then answers: delivered on the third attempt.
    const ok = await keyWithHook('/flaky');
    failing = 2;
    const t2 = (await owner.post(apiKeyPaths.webhookTest(ok.key.id), {})).json()
      .delivery as ApiWebhookDelivery;
    const delivered = await until(
      async () => {
        const log = (await owner.get(apiKeyPaths.deliveries(ok.key.id))).json()
          .results as ApiWebhookDelivery[];
        const d = log.find((x) => x.id === t2.id);
        return d?.status === 'delivered' ? d : undefined;
      },
      15_000,
      'the flaky delivery',
    );
    expect(delivered.attempts).toBe(3);
  });

  it('sends lead.created when a lead arrives for the owner', async () => {
    const { hook } = await keyWithHook('/leads', ['lead.created']);
    const embed = (
      await owner.post(`${HD}/embeds/`, {
        name: 'Partner',
        allowedOrigins: ['https://partner.example'],
        widget: { type: 'lead_form' },
      })
    ).json() as { id: string; key: string };
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/embed/${embed.key}/leads/`,
      headers: { origin: 'https://partner.example' },
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        acceptTerms: true,
        formToken: agedFormToken(server.config, embed.id),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const msg = await until(
      async () => received.find((m) => m.path === '/leads'),
      15_000,
      'the lead.created webhook',
    );
    expect(verify(hook.secret, msg)).toBe(true);
    const payload = JSON.parse(msg.body) as ApiWebhookPayload;
    expect(payload.event).toBe('lead.created');
    expect(payload.data.lead).toMatchObject({ source_kind: 'embed', embed_id: embed.id });
  });

  it('a revoked key receives no more events', async () => {
    const { key } = await keyWithHook('/revoked');
    await owner.post(apiKeyPaths.revoke(key.id), {});
    const before = received.filter((m) => m.path === '/revoked').length;
    const job = (await owner.post(`${HD}/transformations/lighting/`, { image_id: image })).json()
      .job_id as string;
    await until(
      async () => {
        const j = (await owner.get(`${HD}/jobs/${job}/`)).json() as { status: string };
        return ['succeeded', 'completed', 'failed'].includes(j.status);
      },
      15_000,
      'the job',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(received.filter((m) => m.path === '/revoked').length).toBe(before);
  });
});
