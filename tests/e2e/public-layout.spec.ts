import { devices } from '@playwright/test';
import { completeEmulatorGoogleSignIn, expect, me, test } from '../support/fixtures.ts';

/**
 * Issue #41: the pages open to everyone (the gallery, a design's page, the consultation form)
 * show a visitor the landing's bar, not the studio's private navigation; signing in from the
 * gallery comes back to the same search and filters; and no public page logs a console error —
 * Content-Security-Policy violations included (Firebase Auth used to load Google's
 * `apis.google.com` script at start-up on mobile browsers, which the policy refuses).
 */

const STUDIO_ITEMS = ['Projects', 'Boards', 'Recipes', 'Listings', 'Embeds', 'Leads', 'Plans'];

test('a visitor on the gallery sees the public bar; signing in keeps the filter', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const filtered = '/app/gallery?room=Living+Room&sort=recent';
  await page.goto(filtered);
  await expect(page.getByRole('list', { name: 'Designs' })).toBeVisible();
  // The server's page is the filtered one: two filters in effect.
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Gallery', 'Features', 'Pricing']);
  await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Try It Now' })).toBeVisible();
  for (const label of STUDIO_ITEMS)
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);

  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await completeEmulatorGoogleSignIn(page, 'hedy@example.com', 'Hedy Lamarr');

  // Back on the same gallery, same filter, now in the studio's shell.
  await expect.poll(async () => (await me(page)).isAuthenticated, { timeout: 30_000 }).toBe(true);
  await expect(page).toHaveURL(/\/app\/gallery\?room=Living\+Room&sort=recent$/);
  await expect(page.getByRole('link', { name: 'Projects', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Sign In with Google' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Room Type: Living Room/ })).toBeVisible();
});

test('no public page logs a console error on a phone, CSP violations included', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A phone's browser: where Firebase used to set up its redirect script at start-up.
  const context = await browser.newContext({ ...devices['Pixel 5'], baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  const googleScripts: string[] = [];
  page.on('request', (r) => {
    if (/apis\.google\.com|gstatic\.com\/firebasejs/.test(r.url())) googleScripts.push(r.url());
  });

  const list = await page.request.get('/api/v1/home-design/gallery/public/?page=1&limit=1');
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: { id: string; title: string }[] };
  const design = items[0];
  expect(design, 'a fresh install seeds the gallery with the sample designs').toBeTruthy();

  await page.goto('/app/gallery', { waitUntil: 'networkidle' });
  await expect(page.getByRole('list', { name: 'Designs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  await page.goto(`/gallery/${design!.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('article', { name: design!.title })).toBeVisible();

  await page.goto('/app/consultation', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(errors).toEqual([]);
  expect(googleScripts, 'no Google script before anyone signs in').toEqual([]);
  await context.close();
});

test('a press begun before the page wakes and ended after it still opens the design', async ({
  page,
  consoleErrors,
}) => {
  // The interactive code arrives between the visitor's pointer going down and coming up: a
  // phone on a slow network, or a long press. react-aria ignores a click whose pointerdown it
  // never saw, so the boot script must keep holding that click and replay it.
  let arrive!: () => void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/gallery', { waitUntil: 'networkidle' });
  const card = page.getByRole('list', { name: 'Designs' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  const box = (await card.getByRole('button', { name: title }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  arrive();
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a visitor gets the gallery rendered, one small script, the rest on first use', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const filtered = '/app/gallery?room=Living+Room&sort=recent';
  // The server's HTML already holds the first page of designs, filtered as the URL says.
  const html = await (await page.request.get(filtered)).text();
  const list = await page.request.get(
    '/api/v1/home-design/gallery/public/?room_type=Living+Room&sort=recent&page=1&limit=20',
  );
  const { items } = (await list.json()) as { items: { title: string }[] };
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(html).toContain(item.title);

  await page.goto(filtered, { waitUntil: 'networkidle' });
  expect(scripts, 'only the boot script before the visitor does anything').toHaveLength(1);

  // The first press hydrates the page, then counts: the design opens in its dialog.
  const card = page.getByRole('list', { name: 'Designs' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: title }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/gallery\/[\w-]+\?room=Living\+Room&sort=recent$/);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/app\/gallery\?room=Living\+Room&sort=recent$/);
  await expect(page.getByRole('row', { name: /Room Type: Living Room/ })).toBeVisible();
  expect(
    scripts.some((s) => /firebase|authRuntime/i.test(s)),
    'no Firebase before sign-in',
  ).toBe(false);

  // Removing a filter writes the URL and asks the server again.
  await page.getByRole('button', { name: 'Remove Room Type: Living Room' }).click();
  await expect(page).toHaveURL(/\/app\/gallery\?sort=recent$/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/room=Living\+Room/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
