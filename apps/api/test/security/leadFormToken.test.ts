import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAD_FORM_TOKEN_INVALID,
  LEAD_TOO_FAST,
  leadPaths,
  type Embed,
} from '@hds/api-client/contract';
import { openDatabase } from '../../src/db/connect.ts';
import { formTokens, STUDIO_FORM } from '../../src/features/leads/formToken.ts';
import { agedFormToken } from '../helpers/formToken.ts';
import { startTestServer } from '../helpers/server.ts';
import { HD, signedIn } from '../helpers/session.ts';

/*
 * Issue #44: the lead form's minimum fill time trusted the client's `startedAt`, so a bot sent
 * an old one. The fill time is now measured from a token the server issued when the form was
 * shown (signed, with its issue time and the form it is for); `startedAt` is not read.
 */

const MIN_FILL_MS = 1500;
const PARTNER = 'https://partner.example';

let server: Awaited<ReturnType<typeof startTestServer>>;
let db: Awaited<ReturnType<typeof openDatabase>>;
let embed: Embed;
let address = 0;

const lead = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  acceptTerms: true,
  ...extra,
});

function call(method: 'GET' | 'POST', url: string, body?: object, origin?: string) {
  return server.app.inject({
    method,
    url,
    headers: origin ? { origin } : {},
    // A fresh client address each call: the per-address limits stay out of these tests.
    remoteAddress: `10.44.0.${++address}`,
    ...(body ? { payload: body } : {}),
  });
}

const leadsNamed = async (firstName: string) =>
  (await db.selectFrom('leads').select('id').where('first_name', '=', firstName).execute()).length;

async function studioToken() {
  const res = await call('GET', leadPaths.formToken);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().formToken as string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  server = await startTestServer({ LEADS_MIN_FILL_SECONDS: String(MIN_FILL_MS / 1000) });
  db = await openDatabase(server.config);
  const owner = await signedIn(server.app, 'form-token-owner@example.com');
  const res = await owner.post(`${HD}/embeds/`, {
    name: 'Partner',
    allowedOrigins: [PARTNER],
    widget: { type: 'lead_form' },
  });
  expect(res.statusCode, res.body).toBe(201);
  embed = res.json();
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

describe('lead form token', () => {
  it('an old startedAt alone no longer passes the fill time', async () => {
    const res = await call(
      'POST',
      leadPaths.capture,
      lead({ firstName: 'Startedat', startedAt: Date.now() - 3600_000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(LEAD_FORM_TOKEN_INVALID);
    expect(await leadsNamed('Startedat')).toBe(0);
  });

  it('a forged, foreign or expired token is refused, nothing stored', async () => {
    const genuine = agedFormToken(server.config);
    const [issued, nonce, mac] = genuine.split('.');
    // Another secret, an issue time moved back under the same MAC, a mangled MAC, another
    // form's token, one issued 25 h ago, and one issued in the future.
    const forged = [
      formTokens(Buffer.from('not the server secret')).issue(STUDIO_FORM, Date.now() - 60_000),
      `${(parseInt(issued!, 36) - 3600_000).toString(36)}.${nonce}.${mac}`,
      `${issued}.${nonce}.${mac!.slice(0, -2)}AA`,
      agedFormToken(server.config, embed.id),
      agedFormToken(server.config, STUDIO_FORM, 25 * 3600_000),
      agedFormToken(server.config, STUDIO_FORM, -3600_000),
      'x'.repeat(150),
    ];
    for (const formToken of forged) {
      const res = await call('POST', leadPaths.capture, lead({ firstName: 'Forged', formToken }));
      expect(res.statusCode, formToken).toBe(400);
      expect(res.json().detail).toBe(LEAD_FORM_TOKEN_INVALID);
    }
    // A studio token on an embed's form, and no token at all there.
    for (const formToken of [genuine, undefined]) {
      const res = await call(
        'POST',
        leadPaths.embedLeads(embed.key),
        lead({ firstName: 'Forged', formToken }),
        PARTNER,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(LEAD_FORM_TOKEN_INVALID);
    }
    expect(await leadsNamed('Forged')).toBe(0);
  });

  it('a token sent back sooner than the fill time is refused, whatever startedAt says', async () => {
    const formToken = await studioToken();
    const res = await call(
      'POST',
      leadPaths.capture,
      lead({ firstName: 'Hasty', formToken, startedAt: Date.now() - 3600_000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(LEAD_TOO_FAST);
    expect(await leadsNamed('Hasty')).toBe(0);
  });

  it('a genuine studio form, sent after the fill time, passes', async () => {
    const formToken = await studioToken();
    await sleep(MIN_FILL_MS + 100);
    const res = await call('POST', leadPaths.capture, lead({ firstName: 'Genuine', formToken }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await leadsNamed('Genuine')).toBe(1);
  });

  it("an embed's form gets its token from its allowed origins only, and it passes", async () => {
    const refused = await call(
      'GET',
      leadPaths.embedFormToken(embed.key),
      undefined,
      'https://evil.example',
    );
    expect(refused.statusCode).toBe(403);
    const res = await call('GET', leadPaths.embedFormToken(embed.key), undefined, PARTNER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    const { formToken } = res.json() as { formToken: string };
    const hasty = await call(
      'POST',
      leadPaths.embedLeads(embed.key),
      lead({ firstName: 'Partner', formToken }),
      PARTNER,
    );
    expect(hasty.json().detail).toBe(LEAD_TOO_FAST);
    // The embed's token is no good on the studio's capture either.
    const studio = await call('POST', leadPaths.capture, lead({ firstName: 'Partner', formToken }));
    expect(studio.json().detail).toBe(LEAD_FORM_TOKEN_INVALID);
    await sleep(MIN_FILL_MS + 100);
    const sent = await call(
      'POST',
      leadPaths.embedLeads(embed.key),
      lead({ firstName: 'Partner', formToken }),
      PARTNER,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await leadsNamed('Partner')).toBe(1);
  });
});
