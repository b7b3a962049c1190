import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watermarkBox } from '@hds/engine';
import { runAdmin } from '../src/admin/cli.ts';
import { EXPORT_WATERMARK } from '../src/features/projects/export.ts';
import { DEFAULT_PLANS, planTableFromEnv } from '../src/plans.ts';
import { png } from './helpers/images.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';

/*
 * The plan table (src/plans.ts): one table the quota, /auth/me, quick-stats, API keys and exports
 * read, overridden by the operator (PLANS_FILE, PLANS_JSON), and `npm run admin -- plan`.
 * It runs on the product's default table, as every suite does (helpers/plans.ts).
 */

const projects = { guest: 5, free: 5 };

describe('the plan table', () => {
  it("is the spec's plans by default: Free 100 designs, 5 projects, no API, watermark", () => {
    const t = planTableFromEnv({}, projects);
    expect(t).toEqual(DEFAULT_PLANS);
    expect(t.free).toEqual({
      label: 'Free',
      monthlyDesigns: 100,
      projects: 5,
      apiAccess: false,
      watermarkExports: true,
    });
    expect(t.business.apiAccess).toBe(true);
    expect(t.pro).toMatchObject({
      monthlyDesigns: 1000,
      watermarkExports: false,
      apiAccess: false,
    });
  });

  it('takes PROJECT_LIMIT_* figures, then PLANS_FILE, then PLANS_JSON over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hds-plans-'));
    try {
      const file = join(dir, 'plans.json');
      writeFileSync(
        file,
        JSON.stringify({ free: { monthlyDesigns: 250, apiAccess: true }, pro: { label: 'Plus' } }),
      );
      const t = planTableFromEnv(
        { PLANS_FILE: file, PLANS_JSON: '{"free":{"monthlyDesigns":300,"projects":"unlimited"}}' },
        { guest: 2, free: 7 },
      );
      expect(t.guest.projects).toBe(2);
      expect(t.free).toMatchObject({ monthlyDesigns: 300, apiAccess: true, projects: Infinity });
      expect(t.pro.label).toBe('Plus');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops at start with a sentence for a mistake in the override', () => {
    const bad: [Record<string, string>, RegExp][] = [
      [{ PLANS_JSON: '{' }, /PLANS_JSON is not valid JSON/],
      [{ PLANS_JSON: '[]' }, /must be a JSON object keyed by plan/],
      [
        { PLANS_JSON: '{"gold":{}}' },
        /unknown plan "gold"; the plans are guest, free, pro, business/,
      ],
      [{ PLANS_JSON: '{"free":{"apiAcess":true}}' }, /free\.apiAcess is not a plan setting/],
      [{ PLANS_JSON: '{"free":{"monthlyDesigns":-1}}' }, /free\.monthlyDesigns must be a whole/],
      [{ PLANS_JSON: '{"free":{"monthlyDesigns":"unlimited"}}' }, /monthlyDesigns must be a whole/],
      [{ PLANS_JSON: '{"free":{"apiAccess":"yes"}}' }, /free\.apiAccess must be true or false/],
      [
        { PLANS_FILE: '/nonexistent/plans.json' },
        /PLANS_FILE \/nonexistent\/plans\.json cannot be read/,
      ],
    ];
    for (const [env, message] of bad) {
      expect(() => planTableFromEnv(env, projects), JSON.stringify(env)).toThrow(message);
    }
  });
});

/** The entries of a zip (stored or deflated), from its central directory. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

/** Mean brightness where the export watermark's dark pill goes (the engine's own box). */
async function cornerBrightness(file: Buffer): Promise<number> {
  const img = sharp(file);
  const { width, height } = await img.metadata();
  const box = watermarkBox(width!, height!, EXPORT_WATERMARK);
  const { data } = await img
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.reduce((a, b) => a + b, 0) / data.length;
}

describe('plans on the server (the default table)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let free: Client;
  let guest: Client;
  let env: NodeJS.ProcessEnv;
  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, env);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const me = async (c: Client) => (await c.get('/api/v1/auth/me')).json().user;

  beforeAll(async () => {
    server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
    free = await signedIn(server.app, 'plans-free@example.com');
    guest = await signedIn(server.app);
    env = {
      ...process.env,
      DATA_DIR: server.config.dataDir,
      DATABASE_URL: server.config.databaseUrl ?? '',
      PLANS_JSON: '',
    };
  }, 120_000);
  afterAll(() => server?.close());

  it('/auth/me and quick-stats report the same plan and monthly figure', async () => {
    const user = await me(free);
    expect(user.quota).toEqual({ used: 0, limit: 100, hasDiscoveryCall: false });
    expect(user.plan).toEqual({
      id: 'free',
      label: 'Free',
      monthlyDesigns: 100,
      apiAccess: false,
      watermarkExports: true,
    });
    expect(user.isModerator).toBe(false);
    const stats = (await free.get(`${HD}/user/quick-stats/`)).json();
    expect(stats).toMatchObject({ monthly_limit: 100, plan: 'Free' });
    const g = await me(guest);
    expect(g.quota.limit).toBe(10);
    expect(g.plan).toMatchObject({ id: 'guest', label: 'Guest (Limited)', apiAccess: false });
    expect((await guest.get(`${HD}/user/quick-stats/`)).json()).toMatchObject({
      monthly_limit: 10,
      plan: 'Guest (Limited)',
    });
  });

  it('refuses API keys to a plan without API access, with a sentence (403)', async () => {
    for (const c of [free, guest]) {
      const res = await c.post(`${HD}/api-keys/`, { name: 'Mine', scopes: ['read'] });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(
        /^API keys are not part of the (Free|Guest \(Limited\)) plan\. Upgrade to a plan with API access \(Business\)/,
      );
    }
  });

  it('`npm run admin -- plan` moves an account; keys work on Business and stop off it', async () => {
    const usage = await admin('plan');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('npm run admin -- plan <email|uid> <free|pro|business>');
    const unknown = await admin('plan', 'plans-free@example.com', 'gold');
    expect(unknown).toMatchObject({ code: 2, err: expect.stringContaining('Unknown plan "gold"') });
    const guestUid = (await me(guest)).uid as string;
    expect((await admin('plan', guestUid, 'business')).code).toBe(1);

    const set = await admin('plan', 'plans-free@example.com', 'business');
    expect(set.code).toBe(0);
    expect(set.out).toMatch(
      /is now on Business: 5000 designs a month, unlimited projects, API access/,
    );
    expect((await admin('plan', 'plans-free@example.com')).out).toMatch(/is on Business/);
    const user = await me(free);
    expect(user.quota.limit).toBe(5000);
    expect(user.plan).toMatchObject({ id: 'business', apiAccess: true, watermarkExports: false });

    const created = await free.post(`${HD}/api-keys/`, { name: 'Biz', scopes: ['read'] });
    expect(created.statusCode).toBe(201);
    const bearer = { authorization: `Bearer ${created.json().secret}` };
    const list = () =>
      server.app.inject({ method: 'GET', url: `${HD}/projects/`, headers: bearer });
    expect((await list()).statusCode).toBe(200);

    expect((await admin('plan', 'plans-free@example.com', 'free')).code).toBe(0);
    expect((await me(free)).plan.id).toBe('free');
    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/^API keys are not part of the Free plan/);
  });

  it('tells the studio who moderates', async () => {
    expect((await admin('moderator', 'plans-free@example.com')).code).toBe(0);
    expect((await me(free)).isModerator).toBe(true);
    expect((await admin('moderator', '--remove', 'plans-free@example.com')).code).toBe(0);
    expect((await me(free)).isModerator).toBe(false);
  });

  it("watermarks a Free account's export, and not a Pro one's", async () => {
    const project = (await free.post(`${HD}/projects/`, { title: 'Marked' })).json();
    // A light picture: the watermark's dark pill shows in its corner.
    const picture = await png(800, 600, '#f0f0f0');
    await free.upload(`${HD}/projects/${project.id}/upload_images/`, [
      { name: 'files', filename: 'room.png', data: picture },
    ]);
    const exportNow = () => free.post(`${HD}/projects/${project.id}/export/`, {});

    const marked = await exportNow();
    expect(marked.statusCode).toBe(200);
    expect(marked.headers['x-export-watermark']).toBe('true');
    const files = unzip(marked.rawPayload);
    expect([...files.keys()]).toEqual(['room.jpg']);
    const file = files.get('room.jpg')!;
    expect((await sharp(file).metadata()).format).toBe('jpeg');
    expect(await cornerBrightness(file)).toBeLessThan(190);
    expect(await cornerBrightness(picture)).toBeGreaterThan(230);

    expect((await admin('plan', 'plans-free@example.com', 'pro')).code).toBe(0);
    const plain = await exportNow();
    expect(plain.headers['x-export-watermark']).toBe('false');
    const plainFiles = unzip(plain.rawPayload);
    expect([...plainFiles.keys()]).toEqual(['room.png']);
    expect(await cornerBrightness(plainFiles.get('room.png')!)).toBeGreaterThan(230);
    await admin('plan', 'plans-free@example.com', 'free');
  }, 60_000);
});
