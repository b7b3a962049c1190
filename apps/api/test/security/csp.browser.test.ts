import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.ts';
import { HD, signedIn } from '../helpers/session.ts';
import { png } from '../helpers/images.ts';
import { DIST, requireBuiltApps } from './builtApps.ts';

/**
 * Each app loaded in Chromium with its Content-Security-Policy enforced: nothing the apps do
 * is refused (no violation event, no console report), and what an attacker would inject is.
 */
interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
  /** Script and position that caused it. */
  source: string;
}
declare global {
  interface Window {
    __cspViolations: Violation[];
    __injectedRan?: boolean;
    __evalRan?: boolean;
  }
}

requireBuiltApps();

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let base = '';
let shareToken = '';
const foreignRequests: string[] = [];

beforeAll(async () => {
  server = await startTestServer(DIST);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;

  const owner = await signedIn(server.app, 'csp-owner@example.com');
  const project = (await owner.post(`${HD}/projects/`, { title: 'CSP' })).json().id;
  const up = await owner.upload(`${HD}/projects/${project}/upload_images/`, [
    { name: 'files', filename: 'c1.png', data: await png(64, 48) },
    { name: 'files', filename: 'c2.png', data: await png(48, 64, '#a35') },
  ]);
  const versionIds = up.json().images.map((i: { versions: { id: string }[] }) => i.versions[0]!.id);
  const board = (
    await owner.post(`${HD}/boards/`, { project, name: 'CSP board', version_ids: versionIds })
  ).json().id;
  shareToken = (
    await owner.post(`${HD}/boards/${board}/share_links/`, { permission: 'upload' })
  ).json().token;

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  context = await browser.newContext();
  // There is no internet here, and nothing of the apps should need it.
  await context.route(
    (url) => url.origin !== base,
    (route) => {
      foreignRequests.push(route.request().url());
      return route.abort();
    },
  );
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        page: location.pathname,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      });
    });
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Console lines in which Chromium reports a refused load, per page. */
const reports = new WeakMap<Page, string[]>();

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  const lines: string[] = [];
  reports.set(page, lines);
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) lines.push(msg.text());
  });
  const res = await page.goto(base + path);
  expect(res?.status()).toBe(200);
  // The policy is really there, enforced (not report-only), and strict about scripts.
  const csp = res!.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-/);
  expect(res!.headers()['content-security-policy-report-only']).toBeUndefined();
  return page;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** Nothing refused so far: no violation event and no console report. */
async function expectNoViolation(page: Page) {
  expect(await violations(page)).toEqual([]);
  expect(reports.get(page)).toEqual([]);
}

/** What an XSS would try: an inline script, eval, an inline stylesheet. None may work. */
async function expectInjectionRefused(page: Page) {
  const before = (await violations(page)).length;
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true';
    document.head.append(script);
    // A string timer compiles in the page itself (an eval here would run as the debugger's).
    setTimeout('window.__evalRan = true', 0);
    const style = document.createElement('style');
    style.textContent = 'html{--injected:1}';
    document.head.append(style);
    await new Promise((r) => setTimeout(r, 100));
    return {
      scriptRan: window.__injectedRan === true,
      evalRan: window.__evalRan === true,
      styleApplied:
        getComputedStyle(document.documentElement).getPropertyValue('--injected') !== '',
    };
  });
  expect(outcome).toEqual({ scriptRan: false, evalRan: false, styleApplied: false });
  const refused = (await violations(page)).slice(before).map((v) => v.directive);
  expect(refused).toEqual(
    expect.arrayContaining(['script-src-elem', 'script-src', 'style-src-elem']),
  );
}

describe('Content-Security-Policy in Chromium', () => {
  it('the studio landing page, guest sign-in and the signed-in screens run without a violation', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Try It Now - No Signup!' }).waitFor();
    await page.getByRole('button', { name: 'Try It Now - No Signup!' }).click();
    await page.waitForURL(/\/app\/playground$/, { timeout: 30_000 });
    await page.getByRole('region', { name: 'Welcome to the Playground' }).waitFor();
    await expectNoViolation(page);
    // The signed-in screens, each a new document under the policy: lists, the sample
    // project with its images, boards, the gallery, settings.
    const projects = await page.request.get(`${base}${HD}/projects/`);
    const sample = (await projects.json()).results.find(
      (p: { title: string }) => p.title === 'Sample Project',
    );
    const paths = ['/app/projects', '/app/boards', '/app/gallery', '/app/plans', '/app/settings'];
    if (sample) paths.push(`/app/projects/${sample.id}`);
    for (const path of paths) {
      await page.goto(base + path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    expect(reports.get(page)).toEqual([]);
    await expectInjectionRefused(page);
    await page.close();
  }, 90_000);

  it('the share viewer shows a shared board and its images without a violation', async () => {
    const page = await open(`/app/share/board/${shareToken}`);
    // The board's images load from same-origin signed /media URLs.
    await page.waitForFunction(
      () =>
        [...document.images].filter((i) => i.src.includes('/media/') && i.naturalWidth > 0)
          .length >= 2,
      undefined,
      { timeout: 30_000 },
    );
    await expectNoViolation(page);
    await expectInjectionRefused(page);
    await page.close();
  }, 60_000);

  it('a page that is not a board (the studio 404) is covered too', async () => {
    const page = await open('/no/such/page');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoViolation(page);
    await page.close();
  }, 60_000);

  it('nothing the apps need lives on another origin', () => {
    expect(foreignRequests).toEqual([]);
  });
});
