import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { CSRF_EXEMPT_ROUTES } from '../../src/app.ts';
import { mediaFiles, tableSnapshot } from '../helpers/session.ts';
import { ownerRequest, startWithOwner, type Browser, type OwnerObjects } from './fixture.ts';
import { isApi, registeredRoutes, routeKey, STATE_CHANGING, type Route } from './routes.ts';

/*
 * The CSRF matrix: every state-changing route of the route table, sent by a signed-in browser
 * with the body that would succeed, in five forged ways. Each must be refused with 403 {detail}
 * before it does anything: the database and the media files are the same after all of them.
 */

/** State-changing routes outside /api/ that carry no cookie authority, so no CSRF check. */
const NO_COOKIE_AUTHORITY = [
  // The Auth emulator's sign-in calls (credentials travel in the body, never in a cookie).
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/',
];

const EVIL = 'https://evil.example';

/** The five forgeries: how each changes the owner's valid request. */
const CASES: Record<
  string,
  (req: InjectOptions, token: string) => InjectOptions & { csrf?: boolean }
> = {
  'no X-CSRFToken header': (req) => ({ ...req, csrf: false }),
  'a wrong token': (req, token) => ({
    ...req,
    csrf: false,
    headers: { ...headersOf(req), 'x-csrftoken': `${token.slice(0, -4)}AAAA` },
  }),
  [`the right token, Origin ${EVIL}`]: (req) => ({
    ...req,
    headers: { ...headersOf(req), origin: EVIL },
  }),
  'a percent-encoded path, no token': (req) => ({
    ...req,
    csrf: false,
    url: (req.url as string).replace(/^\/api\//, '/%61pi/'),
  }),
  'doubled slashes, no token': (req) => ({
    ...req,
    csrf: false,
    url: (req.url as string).replace(/\//g, '//'),
  }),
};

const headersOf = (req: InjectOptions) => (req.headers ?? {}) as Record<string, string>;

let setup: Awaited<ReturnType<typeof startWithOwner>>['setup'];
let owner: Browser;
let F: OwnerObjects;

beforeAll(async () => {
  // Sign-in calls with a token that works: a forged one that got through would show.
  ({ setup, owner, F } = await startWithOwner(['session', 'validate']));
}, 120_000);
afterAll(() => setup?.server.close());

/** Exempt where the app says so: CSRF_EXEMPT_ROUTES, or the route's own `csrfExempt` config. */
const exempt = (r: Route) =>
  r.csrfExempt === true ||
  CSRF_EXEMPT_ROUTES.some((p) => p.replace(/\/$/, '') === r.url.replace(/\/$/, ''));

describe('the CSRF matrix', () => {
  it('knows every state-changing route outside the API carries no cookie authority', () => {
    const unknown = registeredRoutes(setup.server.app)
      .filter((r) => STATE_CHANGING.has(r.method) && !isApi(r.url))
      .filter((r) => !NO_COOKIE_AUTHORITY.some((p) => r.url.startsWith(p)))
      .map(routeKey);
    expect(unknown, 'add it to NO_COOKIE_AUTHORITY only if no cookie authorises it').toEqual([]);
  });

  it('refuses every forged state-changing call with 403 {detail}, and nothing changes', async () => {
    const routes = registeredRoutes(setup.server.app).filter(
      (r) => STATE_CHANGING.has(r.method) && isApi(r.url) && !exempt(r),
    );
    const token = owner.jar.get('csrftoken')!;
    const before = {
      tables: await tableSnapshot(setup.server.config),
      files: mediaFiles(setup.server.config.dataDir).sort(),
    };
    const accepted: string[] = [];
    const failingCases = new Set<string>();
    for (const r of routes) {
      for (const [name, forge] of Object.entries(CASES)) {
        const req = forge(await ownerRequest(F, r), token);
        const res = await owner.send(req);
        const detail = (() => {
          try {
            return (res.json() as { detail?: unknown }).detail;
          } catch {
            return undefined;
          }
        })();
        if (res.statusCode !== 403 || typeof detail !== 'string' || !detail) {
          accepted.push(`${routeKey(r)} with ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          failingCases.add(name);
        }
      }
    }
    const after = {
      tables: await tableSnapshot(setup.server.config),
      files: mediaFiles(setup.server.config.dataDir).sort(),
    };
    console.log(
      `csrf matrix: ${routes.length} routes × ${Object.keys(CASES).length} cases, accepted: ${accepted.length}` +
        (failingCases.size ? ` (failing cases: ${[...failingCases].join('; ')})` : ''),
    );
    expect(accepted).toEqual([]);
    for (const t of Object.keys(before.tables)) {
      expect(after.tables[t], `table ${t} changed`).toEqual(before.tables[t]);
    }
    expect(after.files).toEqual(before.files);
  }, 60_000);
});
