import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  EMBED_ORIGIN_INVALID,
  EMBED_REVOKED,
  LEAD_FORM_TOKEN_INVALID,
  LEAD_TOO_FAST,
  WEBHOOK_URL_INVALID,
  leadMessages,
  leadPaths,
  type Embed,
  type Lead,
  type WebhookDelivery,
} from '@hds/api-client/contract';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { STUDIO_FORM } from '../src/features/leads/formToken.ts';
import { csvSafe } from '../src/features/leads/csv.ts';
import { agedFormToken } from './helpers/formToken.ts';
import { startTestServer } from './helpers/server.ts';
import { emulatorGoogleUid } from './helpers/idp.ts';
import { png } from './helpers/images.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';

/*
 * Leads and embeds, server half (issue #21): the public lead capture's validation and abuse
 * checks, CORS and Origin per embed, revocation, who owns a lead, the owner's inbox (IDOR,
 * filters, CSV) and signed webhooks with retries, against a real receiver on loopback.
 */

const PARTNER = 'https://partner.example';
const OTHER_SITE = 'https://evil.example';

let server: Awaited<ReturnType<typeof startTestServer>>;
let db: Db;
let owner: Client;
let other: Client;
let moderator: Client;
let ownerVersions: string[] = [];

let address = 0;
/** A fresh client address, so the per-address rate limit of one test never touches another. */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const lead = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  company: 'Analytical Engines',
  projectType: 'renovation',
  projectTimeline: '3_months',
  budget: '10k_50k',
  propertyType: 'Apartment',
  location: 'London',
  styles: ['Modern', 'Scandinavian'],
  services: ['Interior Design'],
  message: 'Kitchen and living room.',
  source: 'test',
  newsletter: true,
  acceptTerms: true,
  ...extra,
});

/**
 * The body with the token its form was shown with a minute ago (publicCall adds it unless the
 * body names one): the embed's, for its lead route or an `embed` key; else the studio's.
 */
async function withFormToken(url: string, body: unknown) {
  if (!body || typeof body !== 'object' || 'formToken' in body) return body;
  const key =
    /^\/api\/v1\/embed\/([^/]+)\/leads\/$/.exec(url)?.[1] ?? (body as { embed?: string }).embed;
  const form = key
    ? ((await db.selectFrom('embeds').select('id').where('public_key', '=', key).executeTakeFirst())
        ?.id ?? 'unknown embed')
    : STUDIO_FORM;
  return { ...body, formToken: agedFormToken(server.config, form) };
}

/** A public call as a partner page's script makes it: no cookies, an Origin, a client address. */
async function publicCall(
  method: 'GET' | 'POST' | 'OPTIONS',
  url: string,
  opts: {
    origin?: string | null;
    body?: unknown;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.origin !== null) headers.origin = opts.origin ?? PARTNER;
  if (method === 'OPTIONS') {
    headers['access-control-request-method'] = 'POST';
    headers['access-control-request-headers'] = 'content-type';
  }
  return server.app.inject({
    method,
    url,
    headers,
    remoteAddress: opts.ip ?? nextAddress(),
    ...(opts.body !== undefined
      ? { payload: (await withFormToken(url, opts.body)) as object }
      : {}),
  });
}

const leadCount = async () =>
  Number(
    (await db.selectFrom('leads').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );

async function makeEmbed(c: Client, body: Record<string, unknown> = {}): Promise<Embed> {
  const res = await c.post(`${HD}/embeds/`, {
    name: 'Partner site',
    allowedOrigins: [PARTNER],
    widget: { type: 'lead_form' },
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  const moderatorUid = await emulatorGoogleUid(
    inject('authEmulatorHost'),
    'leads-moderator@example.com',
  );
  server = await startTestServer({
    SAMPLES_DIR: '/nonexistent-samples',
    MODERATOR_UIDS: moderatorUid,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    WEBHOOK_RETRY_BASE_SECONDS: '0.05',
    WEBHOOK_POLL_MS: '20',
    WEBHOOK_MAX_ATTEMPTS: '3',
    WEBHOOK_TIMEOUT_MS: '2000',
    LEADS_PER_EMBED_PER_HOUR: '6',
  });
  db = await openDatabase(server.config);
  owner = await signedIn(server.app, 'leads-owner@example.com');
  other = await signedIn(server.app, 'leads-other@example.com');
  moderator = await signedIn(server.app, 'leads-moderator@example.com');
  const project = (await owner.post(`${HD}/projects/`, { title: 'Partner work' })).json().id;
  const up = await owner.upload(`${HD}/projects/${project}/upload_images/`, [
    { name: 'files', filename: 'before.png', data: await png() },
    { name: 'files', filename: 'after.png', data: await png(16, 16) },
  ]);
  ownerVersions = up.json().images.map((i: { versions: { id: string }[] }) => i.versions[0]!.id);
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

describe('lead capture: validation and abuse checks', () => {
  it("refuses bad input with the spec's messages, storing nothing", async () => {
    const before = await leadCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, leadMessages.firstName],
      [{ firstName: undefined }, leadMessages.firstName],
      [{ lastName: '  ' }, leadMessages.lastName],
      [{ email: '' }, leadMessages.email],
      [{ email: 'not-an-email' }, leadMessages.emailInvalid],
      [{ acceptTerms: false }, leadMessages.terms],
      [{ acceptTerms: undefined }, leadMessages.terms],
      [{ projectType: 'castle' }, 'projectType must be one of'],
      [{ message: 'a\u202Eb' }, 'message: contains control characters'],
    ];
    for (const [change, message] of cases) {
      const res = await publicCall('POST', leadPaths.capture, {
        origin: null,
        body: lead(change),
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().detail, JSON.stringify(change)).toContain(message);
    }
    expect(await leadCount()).toBe(before);
  });

  it('refuses a form sent faster than the minimum fill time', async () => {
    const before = await leadCount();
    const res = await publicCall('POST', leadPaths.capture, {
      origin: null,
      body: lead({ formToken: agedFormToken(server.config, STUDIO_FORM, 500) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(LEAD_TOO_FAST);
    for (const formToken of [agedFormToken(server.config, STUDIO_FORM, -3600_000), undefined]) {
      const refused = await publicCall('POST', leadPaths.capture, {
        origin: null,
        body: lead({ formToken }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(LEAD_FORM_TOKEN_INVALID);
    }
    expect(await leadCount()).toBe(before);
  });

  it('answers a filled honeypot like a person but stores nothing', async () => {
    const before = await leadCount();
    const res = await publicCall('POST', leadPaths.capture, {
      origin: null,
      body: lead({ website: 'http://spam.example' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await leadCount()).toBe(before);
  });

  it('caps the body size', async () => {
    const res = await publicCall('POST', leadPaths.capture, {
      origin: null,
      body: lead({ message: 'x'.repeat(20_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBeTruthy();
  });

  it('refuses a cross-site page posting to the studio lead capture without an embed', async () => {
    const before = await leadCount();
    const res = await publicCall('POST', leadPaths.capture, { origin: OTHER_SITE, body: lead() });
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(await leadCount()).toBe(before);
  });

  it('rate-limits submissions per client address', async () => {
    const ip = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await publicCall('POST', leadPaths.capture, { origin: null, ip, body: lead() }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes.slice(5)).toEqual([429, 429]);
    const other = await publicCall('POST', leadPaths.capture, { origin: null, body: lead() });
    expect(other.statusCode).toBe(201);
  });
});

describe('who owns a lead', () => {
  it('gives studio-page leads to the moderators, embed leads to the embed owner', async () => {
    const res = await publicCall('POST', leadPaths.capture, {
      origin: null,
      body: lead({ firstName: 'Moderated', pageUrl: '/app/consultation' }),
    });
    expect(res.statusCode).toBe(201);
    const mine = (await moderator.get(`${HD}/leads/?page_size=100`)).json().results as Lead[];
    const found = mine.find((l) => l.firstName === 'Moderated');
    expect(found).toMatchObject({
      source_kind: 'studio',
      page_url: '/app/consultation',
      state: 'new',
    });
    const ownerList = (await owner.get(`${HD}/leads/?page_size=100`)).json().results as Lead[];
    expect(ownerList.find((l) => l.firstName === 'Moderated')).toBeUndefined();
    // Not the moderator's own, yet theirs to read and handle; nobody else's.
    expect((await moderator.get(leadPaths.lead(found!.id))).statusCode).toBe(200);
    expect((await other.get(leadPaths.lead(found!.id))).statusCode).toBe(404);

    const embed = await makeEmbed(owner, { name: 'Owner embed' });
    const viaEmbed = await publicCall('POST', leadPaths.embedLeads(embed.key), {
      body: lead({ firstName: 'Embedded', pageUrl: `${PARTNER}/contact` }),
    });
    expect(viaEmbed.statusCode, viaEmbed.body).toBe(201);
    // The lead capture path takes an embed key in the body too.
    const viaCapture = await publicCall('POST', leadPaths.capture, {
      body: lead({ firstName: 'Captured', embed: embed.key }),
    });
    expect(viaCapture.statusCode, viaCapture.body).toBe(201);
    expect(viaCapture.headers['access-control-allow-origin']).toBe(PARTNER);
    const list = (await owner.get(`${HD}/leads/?embed=${embed.id}`)).json();
    expect(list.count).toBe(2);
    expect(list.results.map((l: Lead) => l.firstName).sort()).toEqual(['Captured', 'Embedded']);
    expect(list.results[0]).toMatchObject({ source_kind: 'embed', embed: { id: embed.id } });
    expect((await moderator.get(`${HD}/leads/?embed=${embed.id}`)).json().count).toBe(0);
  });

  it("gives a gallery item's leads to its author", async () => {
    const item = await owner.post(`${HD}/gallery/publish/`, {
      versionId: ownerVersions[0],
      title: 'Owner design',
    });
    expect(item.statusCode, item.body).toBe(201);
    const res = await publicCall('POST', leadPaths.capture, {
      origin: null,
      body: lead({ firstName: 'FromGallery', galleryItemId: item.json().id }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await owner.get(`${HD}/leads/?page_size=100`)).json().results as Lead[];
    expect(list.find((l) => l.firstName === 'FromGallery')).toMatchObject({
      source_kind: 'gallery',
      gallery_item_id: item.json().id,
    });
    const unknown = await publicCall('POST', leadPaths.capture, {
      origin: null,
      body: lead({ galleryItemId: 'no-such-item' }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('embeds: CORS, Origin and revocation', () => {
  it('validates allowed origins exactly', async () => {
    for (const bad of [
      'https://*.example.com',
      'https://partner.example/path',
      'partner.example',
      'ftp://partner.example',
      'https://user:pw@partner.example',
      '*',
    ]) {
      const res = await owner.post(`${HD}/embeds/`, {
        name: 'Bad',
        allowedOrigins: [bad],
        widget: { type: 'lead_form' },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail, bad).toBe(EMBED_ORIGIN_INVALID);
    }
    const ok = await makeEmbed(owner, {
      allowedOrigins: ['HTTPS://Partner.Example:443/', 'http://localhost:5174'],
    });
    expect(ok.allowedOrigins.sort()).toEqual(['http://localhost:5174', PARTNER]);
  });

  it('answers CORS only for the allowed origins; a foreign or missing Origin stores nothing', async () => {
    const embed = await makeEmbed(owner, {
      widget: { type: 'lead_form', mode: 'minimal', title: 'Talk to us', showProjectStep: true },
    });
    const pre = await publicCall('OPTIONS', leadPaths.embedLeads(embed.key));
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    const badPre = await publicCall('OPTIONS', leadPaths.embedLeads(embed.key), {
      origin: OTHER_SITE,
    });
    expect(badPre.statusCode).toBe(403);
    expect(badPre.headers['access-control-allow-origin']).toBeUndefined();

    const config = await publicCall('GET', leadPaths.embedConfig(embed.key));
    expect(config.statusCode).toBe(200);
    expect(config.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(config.json()).toMatchObject({
      widget: 'lead_form',
      mode: 'minimal',
      title: 'Talk to us',
      showProjectStep: true,
      submitUrl: leadPaths.embedLeads(embed.key),
    });
    for (const origin of [OTHER_SITE, null, 'null', `${PARTNER}:8443`]) {
      const res = await publicCall('GET', leadPaths.embedConfig(embed.key), { origin });
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }

    const before = await leadCount();
    for (const origin of [OTHER_SITE, null]) {
      const res = await publicCall('POST', leadPaths.embedLeads(embed.key), {
        origin,
        body: lead(),
      });
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const capture = await publicCall('POST', leadPaths.capture, {
        origin,
        body: lead({ embed: embed.key }),
      });
      expect(capture.statusCode, String(origin)).toBe(403);
    }
    expect(await leadCount()).toBe(before);

    // This embed has the project step: its type and timeline are required.
    const noType = await publicCall('POST', leadPaths.embedLeads(embed.key), {
      body: lead({ projectType: '' }),
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().detail).toBe(leadMessages.projectType);
    expect(noType.headers['access-control-allow-origin']).toBe(PARTNER);
    const noTimeline = await publicCall('POST', leadPaths.embedLeads(embed.key), {
      body: lead({ projectTimeline: undefined }),
    });
    expect(noTimeline.json().detail).toBe(leadMessages.timeline);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a text/plain "simple" cross-site POST (no preflight) without storing it', async () => {
    const embed = await makeEmbed(owner);
    const before = await leadCount();
    for (const [origin, code] of [
      [OTHER_SITE, 403],
      [PARTNER, 400],
    ] as const) {
      const res = await server.app.inject({
        method: 'POST',
        url: leadPaths.embedLeads(embed.key),
        headers: { origin, 'content-type': 'text/plain' },
        payload: JSON.stringify(await withFormToken(leadPaths.embedLeads(embed.key), lead())),
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, origin).toBe(code);
      expect(res.json().detail).toBeTruthy();
    }
    expect(await leadCount()).toBe(before);
  });

  it('rate-limits leads per embed, whatever the addresses', async () => {
    const embed = await makeEmbed(owner);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push(
        (await publicCall('POST', leadPaths.embedLeads(embed.key), { body: lead() })).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
  });

  it('stops a revoked embed at once: config, leads and images', async () => {
    const embed = await makeEmbed(owner, {
      widget: { type: 'before_after', versionIds: ownerVersions, title: 'Kitchen' },
    });
    const config = await publicCall('GET', leadPaths.embedConfig(embed.key));
    expect(config.statusCode, config.body).toBe(200);
    const body = config.json();
    expect(body).toMatchObject({ widget: 'before_after', title: 'Kitchen' });
    const image = await server.app.inject({ method: 'GET', url: body.before.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The signature is scoped to this embed: another embed's key with it fails.
    const second = await makeEmbed(owner, {
      widget: { type: 'before_after', versionIds: ownerVersions },
    });
    const moved = body.before.url.replace(embed.key, second.key);
    expect((await server.app.inject({ method: 'GET', url: moved })).statusCode).toBe(403);
    const tampered = body.before.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

    const revoke = await owner.post(leadPaths.revoke(embed.id), {});
    expect(revoke.json()).toMatchObject({ revoked: true });
    const before = await leadCount();
    const gone = await publicCall('GET', leadPaths.embedConfig(embed.key));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe(EMBED_REVOKED);
    const post = await publicCall('POST', leadPaths.embedLeads(embed.key), { body: lead() });
    expect(post.statusCode).toBe(410);
    expect((await server.app.inject({ method: 'GET', url: body.before.url })).statusCode).toBe(410);
    expect(await leadCount()).toBe(before);
    const unknown = await publicCall('GET', leadPaths.embedConfig('no-such-key'));
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a before/after widget of another user's versions", async () => {
    const res = await other.post(`${HD}/embeds/`, {
      name: 'Stolen',
      allowedOrigins: [PARTNER],
      widget: { type: 'before_after', versionIds: ownerVersions },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the owner's embeds and leads", () => {
  it("answers 404 for another user's embeds and leads, on every call", async () => {
    const embed = await makeEmbed(owner, { name: 'Private embed' });
    await publicCall('POST', leadPaths.embedLeads(embed.key), {
      body: lead({ firstName: 'Secret' }),
    });
    const theLead = (await owner.get(`${HD}/leads/?embed=${embed.id}`)).json().results[0] as Lead;
    const before = await db.selectFrom('embeds').selectAll().execute();
    const calls = [
      other.get(leadPaths.embed(embed.id)),
      other.patch(leadPaths.embed(embed.id), { name: 'Mine now' }),
      other.post(leadPaths.revoke(embed.id), {}),
      other.del(leadPaths.embed(embed.id)),
      other.get(leadPaths.deliveries(embed.id)),
      other.get(leadPaths.lead(theLead.id)),
      other.patch(leadPaths.lead(theLead.id), { state: 'won' }),
    ];
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect(res.statusCode, `call #${i}`).toBe(404);
      expect(res.json().detail).toMatch(/not found/i);
    }
    expect(await db.selectFrom('embeds').selectAll().execute()).toEqual(before);
    const mine = (await other.get(`${HD}/leads/?embed=${embed.id}`)).json();
    expect(mine.count).toBe(0);
    expect((await other.get(`${HD}/embeds/`)).json().results).toEqual([]);
    const csv = (await other.get(`${leadPaths.export}`)).body;
    expect(csv).not.toContain('Secret');
    expect((await owner.get(leadPaths.lead(theLead.id))).json().firstName).toBe('Secret');
  });

  it('lists with filters and paging, and changes states', async () => {
    const embed = await makeEmbed(owner);
    for (const name of ['One', 'Two', 'Three']) {
      expect(
        (
          await publicCall('POST', leadPaths.embedLeads(embed.key), {
            body: lead({ firstName: name }),
          })
        ).statusCode,
      ).toBe(201);
    }
    const page1 = (await owner.get(`${HD}/leads/?embed=${embed.id}&page_size=2`)).json();
    expect(page1).toMatchObject({ count: 3, num_pages: 2 });
    expect(page1.results).toHaveLength(2);
    const page2 = (await owner.get(`${HD}/leads/?embed=${embed.id}&page_size=2&page=2`)).json();
    expect(page2.results).toHaveLength(1);
    const target = page2.results[0] as Lead;
    const changed = await owner.patch(leadPaths.lead(target.id), { state: 'contacted' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().state).toBe('contacted');
    expect((await owner.patch(leadPaths.lead(target.id), { state: 'maybe' })).statusCode).toBe(400);
    expect((await owner.patch(leadPaths.lead(target.id), {})).statusCode).toBe(400);
    const contacted = (await owner.get(`${HD}/leads/?embed=${embed.id}&state=contacted`)).json();
    expect(contacted.results.map((l: Lead) => l.id)).toEqual([target.id]);
    expect((await owner.get(`${HD}/leads/?state=bogus`)).statusCode).toBe(400);
    expect((await owner.get(`${HD}/leads/?page_size=1000`)).statusCode).toBe(400);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'object_id'])
      .where('object_id', '=', target.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['lead.received', 'lead.state_changed']);
  });

  it('exports CSV that is correctly quoted and safe from formula injection', async () => {
    const embed = await makeEmbed(owner, { name: 'CSV embed' });
    const nasty = {
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: '+1+1',
      company: '-2+3',
      location: '@SUM(A1:A2)',
      message: 'Line one,\n"quoted" line two',
    };
    expect(
      (await publicCall('POST', leadPaths.embedLeads(embed.key), { body: lead(nasty) })).statusCode,
    ).toBe(201);
    const res = await owner.get(`${leadPaths.export}?embed=${embed.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.firstName).toBe(`'${nasty.firstName}`);
    expect(row.lastName).toBe("'+1+1");
    expect(row.company).toBe("'-2+3");
    expect(row.location).toBe("'@SUM(A1:A2)");
    // Tab and CR are refused in single-line fields; a cell starting with them would get the prefix.
    expect(row.message).toBe(nasty.message);
    expect(row.embed).toBe('CSV embed');
    expect(row.styles).toBe('Modern; Scandinavian');
    expect(csvSafe('\tx')).toBe("'\tx");
    expect(csvSafe('\rx')).toBe("'\rx");
    expect(csvSafe('plain')).toBe('plain');
    expect((await other.get(`${leadPaths.export}?embed=${embed.id}`)).body).not.toContain(
      'HYPERLINK',
    );
  });
});

describe('webhooks', () => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let failing = 0;
  let receiver: http.Server;
  let url = '';

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        if (req.url === '/fail' || failing > 0) {
          failing = Math.max(0, failing - 1);
          res.writeHead(500).end('nope');
        } else res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

  const until = async <T>(fn: () => Promise<T | undefined>, what: string): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      const v = await fn();
      if (v !== undefined) return v;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('refuses webhook URLs that are not https to a public host', async () => {
    for (const bad of [
      'ftp://example.com/hook',
      'http://example.com/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:192.168.1.1]/hook',
      // IPv4-compatible IPv6 (::/96), written both ways: URL parsing gives [::7f00:1].
      'https://[::127.0.0.1]/hook',
      'https://[::7f00:1]/hook',
      'https://[64:ff9b:1::a00:5]/hook',
      'https://user:pw@example.com/hook',
      'not a url',
    ]) {
      const res = await owner.post(`${HD}/embeds/`, {
        name: 'Hooked',
        allowedOrigins: [PARTNER],
        widget: { type: 'lead_form' },
        webhookUrl: bad,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail, bad).toBe(WEBHOOK_URL_INVALID);
    }
  });

  it('POSTs each new lead signed with the embed secret, verified by the receiver', async () => {
    const embed = await makeEmbed(owner, { webhookUrl: `${url}/hook` });
    received.length = 0;
    expect(
      (
        await publicCall('POST', leadPaths.embedLeads(embed.key), {
          body: lead({ firstName: 'Hooked' }),
        })
      ).statusCode,
    ).toBe(201);
    const got = await until(async () => received[0], 'the webhook');
    const timestamp = got.headers['x-hds-timestamp'] as string;
    const expected = `sha256=${createHmac('sha256', embed.webhookSecret)
      .update(`${timestamp}.${got.body}`)
      .digest('hex')}`;
    expect(got.headers['x-hds-signature']).toBe(expected);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(got.headers['x-hds-event']).toBe('lead.created');
    expect(got.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(got.body);
    expect(payload).toMatchObject({
      event: 'lead.created',
      embed: { id: embed.id },
      lead: { firstName: 'Hooked', email: 'ada@example.com' },
    });
    // A wrong secret does not verify.
    const forged = `sha256=${createHmac('sha256', 'whsec_wrong').update(`${timestamp}.${got.body}`).digest('hex')}`;
    expect(forged).not.toBe(got.headers['x-hds-signature']);
    const log = await until(async () => {
      const d = (await owner.get(leadPaths.deliveries(embed.id))).json()
        .results as WebhookDelivery[];
      return d[0]?.status === 'delivered' ? d : undefined;
    }, 'the delivery log');
    expect(log[0]).toMatchObject({ attempts: 1, last_status_code: 204 });
    expect(log[0]!.log).toHaveLength(1);
  });

  it("takes over a delivery whose worker died (expired lease), never a live worker's", async () => {
    const embed = await makeEmbed(owner, { webhookUrl: `${url}/hook` });
    await publicCall('POST', leadPaths.embedLeads(embed.key), {
      body: lead({ firstName: 'Lease' }),
    });
    const first = await until(async () => {
      const d = (await owner.get(leadPaths.deliveries(embed.id))).json()
        .results as WebhookDelivery[];
      return d[0]?.status === 'delivered' ? d[0] : undefined;
    }, 'the first delivery');
    received.length = 0;
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 600_000).toISOString();
    const row = (id: string, leaseUntil: string) => ({
      id,
      embed_id: embed.id,
      lead_id: first.lead_id,
      url: `${url}/hook`,
      payload: JSON.stringify({ event: 'lead.created', id }),
      status: 'pending',
      attempts: 1,
      next_attempt_at: past,
      lease_owner: 'a-worker-that-died',
      lease_until: leaseUntil,
      last_status_code: null,
      last_error: null,
      delivered_at: null,
      created_at: past,
    });
    const crashed = '00000000-0000-4000-8000-00000000dead';
    const held = '00000000-0000-4000-8000-0000000a11fe';
    await db
      .insertInto('webhook_deliveries')
      .values([row(crashed, past), row(held, future)])
      .execute();
    const taken = await until(async () => {
      const d = await db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('id', '=', crashed)
        .executeTakeFirstOrThrow();
      return d.status === 'delivered' ? d : undefined;
    }, 'the taken-over delivery');
    expect(taken).toMatchObject({ attempts: 2, lease_owner: null });
    expect(received.map((r) => r.headers['x-hds-delivery'])).toEqual([crashed]);
    const stillHeld = await db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', held)
      .executeTakeFirstOrThrow();
    expect(stillHeld).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('retries a failing receiver with backoff, then succeeds; gives up after the last attempt', async () => {
    const embed = await makeEmbed(owner, { webhookUrl: `${url}/hook` });
    received.length = 0;
    failing = 1;
    await publicCall('POST', leadPaths.embedLeads(embed.key), {
      body: lead({ firstName: 'Retry' }),
    });
    const delivered = await until(async () => {
      const d = (await owner.get(leadPaths.deliveries(embed.id))).json()
        .results as WebhookDelivery[];
      return d[0]?.status === 'delivered' ? d[0] : undefined;
    }, 'the retried delivery');
    expect(delivered.attempts).toBe(2);
    expect(delivered.log.map((a) => a.status_code)).toEqual([500, 204]);
    expect(received).toHaveLength(2);
    // The same bytes each time (the signature covers them).
    expect(received[0]!.body).toBe(received[1]!.body);

    const dead = await makeEmbed(owner, { webhookUrl: `${url}/fail` });
    await publicCall('POST', leadPaths.embedLeads(dead.key), { body: lead() });
    const failed = await until(async () => {
      const d = (await owner.get(leadPaths.deliveries(dead.id))).json()
        .results as WebhookDelivery[];
      return d[0]?.status === 'failed' ? d[0] : undefined;
    }, 'the failed delivery');
    expect(failed.attempts).toBe(3);
    expect(failed.log.map((a) => a.status_code)).toEqual([500, 500, 500]);
    const gaps = failed.log
      .map((a) => Date.parse(a.at))
      .slice(1)
      .map((t, i) => t - Date.parse(failed.log[i]!.at));
    // 50 ms, then 100 ms (exponential), each at least its delay.
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
  });
});
