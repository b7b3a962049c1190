import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { jpeg, multipart, png, pngBomb, type Part } from '../helpers/images.ts';
import { mediaFiles, tableSnapshot } from '../helpers/session.ts';
import {
  ownerRequest,
  startWithOwner,
  uploadForms,
  type Browser,
  type OwnerObjects,
} from './fixture.ts';
import {
  fill,
  isApi,
  paramsOf,
  registeredRoutes,
  routeKey,
  STATE_CHANGING,
  type Route,
} from './routes.ts';

/*
 * The bad-input corpus: every JSON route gets malformed and mistyped bodies, every upload route
 * files that are not what they claim, every path parameter ids that name nothing, every list
 * query nonsense — all as the signed-in owner, aimed at the owner's own objects, so each request
 * reaches the validation under test. Never a 5xx; every error is JSON with a `detail`; nothing
 * refused leaves a row or a file behind.
 */

let setup: Awaited<ReturnType<typeof startWithOwner>>['setup'];
let owner: Browser;
let F: OwnerObjects;

beforeAll(async () => {
  // Sign-in calls get a token that works, so their corpus is what is wrong with each request.
  ({ setup, owner, F } = await startWithOwner(['session', 'validate', 'convert']));
}, 120_000);
afterAll(() => setup?.server.close());

type Body = Pick<InjectOptions, 'payload' | 'headers'>;
const JSON_TYPE = { 'content-type': 'application/json' };
const raw = (payload: string | Buffer, type = 'application/json'): Body => ({
  payload,
  headers: { 'content-type': type },
});

/** Every string in a JSON value replaced (ids, names, tokens alike). */
function mapStrings(value: unknown, to: () => unknown): unknown {
  if (typeof value === 'string') return to();
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, to)]));
  }
  return value;
}
const nested = (depth: number) => `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;
const HUGE = 'x'.repeat(100_000);

/** Bodies every JSON route must refuse, made from the route's valid body. */
const JSON_CORPUS: Record<string, (valid: Record<string, unknown>) => Body> = {
  'malformed JSON': () => raw('{"title": "half'),
  'a JSON array': (v) => raw(JSON.stringify([v])),
  null: () => raw('null'),
  'a string': () => raw('"just a string"'),
  'numbers where strings go': (v) => raw(JSON.stringify(mapStrings(v, () => 12345))),
  'strings of 100 kB': (v) => raw(JSON.stringify(mapStrings(v, () => HUGE))),
  'objects nested 5000 deep': (v) =>
    raw(`{${Object.keys(v).map((k) => `${JSON.stringify(k)}:${nested(5000)}`)}}`),
  'text/plain': (v) => raw(JSON.stringify(v), 'text/plain'),
  'a urlencoded form': (v) =>
    raw(
      new URLSearchParams(Object.entries(v).map(([k, x]) => [k, String(x)])).toString(),
      'application/x-www-form-urlencoded',
    ),
  'a body over 1 MB': (v) => raw(JSON.stringify({ ...v, padding: 'x'.repeat(1_100_000) })),
};

/** What a route that takes no body must still refuse: the ones refused before it runs. */
const BODYLESS_CORPUS = ['malformed JSON', 'a urlencoded form', 'a body over 1 MB'];

const GIF = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .gif()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** Files every upload route must refuse (the route's own form fields stay as they were). */
const FILE_CORPUS: Record<string, () => Promise<Part>> = {
  'a non-image file': async () => ({ name: '', filename: 'notes.txt', data: 'hello' }),
  'a truncated PNG': async () => {
    const full = await png(64, 48);
    return { name: '', filename: 'cut.png', data: full.subarray(0, full.length >> 1) };
  },
  'a PNG declaring 20000 × 20000 pixels': async () => ({
    name: '',
    filename: 'bomb.png',
    data: await pngBomb(),
  }),
  'a 0-byte file': async () => ({ name: '', filename: 'empty.png', data: Buffer.alloc(0) }),
  'GIF bytes named .png': async () => ({ name: '', filename: 'gif.png', data: await GIF() }),
  'PDF bytes named .png': async () => ({ name: '', filename: 'doc.png', data: PDF }),
  'an 11 MB file': async () => ({
    name: '',
    filename: 'big.png',
    data: Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024, 7)]),
  }),
};

/** Values for a path parameter that name nothing (or try to climb out of it). */
const BAD_IDS = [
  'not-a-uuid',
  randomUUID(),
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%00',
  'x'.repeat(5000),
];

/** Query strings no list expects. */
const BAD_QUERIES = [
  'page=-1',
  'page=abc',
  'page_size=100000',
  'limit=-1',
  'limit=abc',
  'page=1&page=2',
];

const problems: string[] = [];
let requests = 0;
let serverErrors = 0;
let address = 0;

/**
 * Sends one request as the owner from its own loopback address (so the per-address rate limits
 * of the public routes never answer in place of the check under test) and checks the reply:
 * no 5xx, an error with a `detail`, and a refusal when `mustRefuse`.
 */
async function send(label: string, req: InjectOptions, mustRefuse: boolean) {
  address++;
  const res = await owner.send({
    ...req,
    remoteAddress: `127.0.${(address >> 8) & 255}.${address & 255}`,
  });
  requests++;
  judge(label, res, mustRefuse);
  return res;
}

function judge(label: string, res: LightMyRequestResponse, mustRefuse: boolean) {
  if (res.statusCode >= 500) {
    serverErrors++;
    problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return;
  }
  if (res.statusCode >= 400) {
    let detail: unknown;
    try {
      detail = (res.json() as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || !detail.trim()) {
      problems.push(
        `${label}: ${res.statusCode} without a JSON {detail}: ${res.body.slice(0, 120)}`,
      );
    }
  } else if (mustRefuse) {
    problems.push(`${label}: accepted with ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
}

type Kind = 'upload' | 'json' | 'bodyless' | 'read';
const kindOf = (r: Route, valid: InjectOptions): Kind => {
  if (Buffer.isBuffer(valid.payload) && uploadForms.has(valid.payload)) return 'upload';
  if (!STATE_CHANGING.has(r.method)) return 'read';
  const body = valid.payload as Record<string, unknown> | undefined;
  return body && Object.keys(body).length ? 'json' : 'bodyless';
};

describe('the bad-input corpus', () => {
  it('never answers 5xx, always says what is wrong, and stores nothing it refused', async () => {
    problems.length = 0;
    const routes = registeredRoutes(setup.server.app).filter(
      (r) => isApi(r.url) || r.url === '/media/:key',
    );
    const snapshot = async () => ({
      tables: await tableSnapshot(setup.server.config),
      files: mediaFiles(setup.server.config.dataDir).sort(),
    });
    const before = await snapshot();
    const counts: Record<Kind, number> = { upload: 0, json: 0, bodyless: 0, read: 0 };

    for (const r of routes) {
      const valid = await ownerRequest(F, r);
      const kind = kindOf(r, valid);
      counts[kind]++;
      const at = (what: string) => `${routeKey(r)} with ${what}`;
      const without = { ...valid, payload: undefined, headers: undefined };

      if (kind === 'json' || kind === 'bodyless') {
        const body = (valid.payload ?? {}) as Record<string, unknown>;
        for (const [name, make] of Object.entries(JSON_CORPUS)) {
          if (kind === 'bodyless' && !BODYLESS_CORPUS.includes(name)) continue;
          const bad = make(body);
          // A body with no strings stays valid when its strings are replaced: nothing to try.
          if (bad.payload === JSON.stringify(body)) continue;
          await send(at(name), { ...without, ...bad }, true);
        }
      }

      if (kind === 'upload') {
        const form = uploadForms.get(valid.payload as Buffer)!;
        const fields: Part[] = Object.entries(form.fields).map(([name, data]) => ({ name, data }));
        const upload = (parts: Part[]) => ({ ...without, ...multipart([...fields, ...parts]) });
        await send(at('JSON instead of a form'), { ...without, ...raw('{}') }, true);
        await send(at('text/plain'), { ...without, ...raw('hello', 'text/plain') }, true);
        await send(at('an empty multipart'), upload([]), true);
        const cut = upload([{ name: form.field, filename: 'x.png', data: await png() }]);
        await send(
          at('a multipart cut short'),
          { ...cut, payload: (cut.payload as Buffer).subarray(0, -40) },
          true,
        );
        for (const [name, make] of Object.entries(FILE_CORPUS)) {
          const part = await make();
          await send(at(name), upload([{ ...part, name: form.field }]), true);
        }
      }

      // Each path parameter in turn: ids of nothing, climbing paths, an overlong one.
      for (const param of paramsOf(r.url)) {
        for (const bad of BAD_IDS) {
          const values = Object.fromEntries(
            paramsOf(r.url).map((p) => [p, p === param ? bad : urlValue(valid, r, p)]),
          );
          const url = fill(r.url, values);
          await send(at(`:${param} = ${bad.slice(0, 24)}`), { ...valid, url }, true);
        }
      }

      if (kind === 'read') {
        for (const q of BAD_QUERIES) {
          const url = `${valid.url as string}${(valid.url as string).includes('?') ? '&' : '?'}${q}`;
          await send(at(`?${q}`), { ...valid, url }, false);
        }
      }
    }

    const after = await snapshot();
    console.log(
      `bad inputs: ${requests} requests (${counts.json} JSON, ${counts.bodyless} bodyless, ` +
        `${counts.upload} upload, ${counts.read} read routes), 5xx: ${serverErrors}`,
    );
    expect(problems).toEqual([]);
    expect(serverErrors).toBe(0);
    for (const t of Object.keys(before.tables)) {
      expect(after.tables[t], `table ${t} changed`).toEqual(before.tables[t]);
    }
    expect(after.files).toEqual(before.files);
  }, 120_000);

  it('ignores fields no route takes (ids, owners, quotas, prototype keys)', async () => {
    problems.length = 0;
    const FORCED = 'forced-0000-4000-8000-000000000000';
    const routes = registeredRoutes(setup.server.app).filter((r) => isApi(r.url));
    for (const r of routes) {
      // The account's own end comes last: it signs the owner out.
      if (/logout|delete-account/.test(r.url)) continue;
      const valid = await ownerRequest(F, r);
      if (kindOf(r, valid) !== 'json') continue;
      const extra = `"id":"${FORCED}","user_id":"${FORCED}","owner":"${FORCED}","is_admin":true,"quota_limit":999999,"is_sample":true`;
      const body = JSON.stringify(valid.payload).replace(/^\{/, `{${extra},`);
      await send(
        `${routeKey(r)} with extra fields`,
        { ...valid, payload: body, headers: JSON_TYPE },
        false,
      );
      const proto = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${body.slice(1)}`;
      await send(
        `${routeKey(r)} with prototype keys`,
        { ...valid, payload: proto, headers: JSON_TYPE },
        false,
      );
    }
    const tables = await tableSnapshot(setup.server.config);
    const forced = Object.entries(tables).filter(([, rows]) =>
      rows.some((x) => x.includes(FORCED)),
    );
    expect(forced.map(([t]) => t)).toEqual([]);
    expect(tables.users!.some((u) => u.includes('999999'))).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(problems).toEqual([]);
  }, 60_000);

  it('stores a JPEG named .png as the JPEG it is, or refuses it', async () => {
    problems.length = 0;
    for (const r of registeredRoutes(setup.server.app).filter((x) => isApi(x.url))) {
      const valid = await ownerRequest(F, r);
      if (kindOf(r, valid) !== 'upload') continue;
      const form = uploadForms.get(valid.payload as Buffer)!;
      const parts: Part[] = Object.entries(form.fields).map(([name, data]) => ({ name, data }));
      parts.push({ name: form.field, filename: 'photo.png', data: await jpeg() });
      const res = await send(
        `${routeKey(r)} with JPEG bytes named .png`,
        { ...valid, ...multipart(parts) },
        false,
      );
      if (res.statusCode < 300) {
        expect(res.body, routeKey(r)).toMatch(/"format":"jpeg"|\.jpg\?/);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

/** The value the valid request put in parameter `p` (read back from its URL). */
function urlValue(valid: InjectOptions, r: Route, p: string): string {
  const pattern = r.url.split('/');
  const actual = (valid.url as string).split('?')[0]!.split('/');
  const i = pattern.indexOf(`:${p}`);
  return actual[i] ?? p;
}
