import { expect, test } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

/**
 * The landing's first load (#19 "Fast"): the page is in the HTML before any script runs,
 * compressed, with its hero picture prioritised; the JavaScript it starts with stays small and
 * leaves Firebase Auth and the studio for later.
 */
test('the landing is prerendered: text, hero picture and styles without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto('/');
  expect(res?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(res?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try It Now - No Signup!' })).toBeVisible();
  await expect(page.locator('#features')).toBeAttached();
  await expect(page.locator('#pricing')).toBeAttached();
  // The LCP picture: sized, prioritised, responsive, and loaded without a script.
  const hero = page.locator('img[fetchpriority="high"]').first();
  await expect(hero).toHaveAttribute('srcset', /\d+w/);
  await expect(hero).toHaveAttribute('width', /^\d+$/);
  await expect(hero).toHaveAttribute('height', /^\d+$/);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // Styled by the inline stylesheet (the body's colours come from the theme tokens).
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

test('the first load fetches no Firebase and no studio code, all of it compressed', async ({
  page,
  consoleErrors,
}) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({
        url: r.url(),
        encoding: r.headers()['content-encoding'],
        cache: r.headers()['cache-control'],
      });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.url, 'no studio router, no Firebase').not.toMatch(/firebase|authRuntime|index-/);
    expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
    expect(s.cache, s.url).toContain('immutable');
  }
  expect(consoleErrors).toEqual([]);
  // Pressing 'Sign In with Google' is what brings Firebase Auth in (the emulator's own page then
  // logs its blocked CDN requests: not ours).
  const authChunk = page.waitForResponse((r) => /authRuntime/.test(r.url()));
  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await authChunk;
  await page.waitForURL(/\/emulator\/auth\/handler/);
});

test('the hydrated landing opens the mobile menu and takes a guest to the playground', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /Close/ }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Try It Now - No Signup!' }).click();
  await expect(page).toHaveURL(/\/app\/playground$/);
  await expect(page.getByRole('region', { name: 'Welcome to the Playground' })).toBeVisible();
  // Back on the landing (wide: the account menu sits in the bar), the guest's session shows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Guest ?, account menu/ })).toBeVisible();
  await page.getByRole('button', { name: /Guest ?, account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Upgrade to Google Account' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('react-aria taking over on the first interaction keeps every id reference valid', async ({
  page,
  consoleErrors,
}) => {
  // The first load hydrates light native buttons and links; the first pointer, key or focus
  // fetches react-aria and swaps its controls in. The carousel's buttons name its slides by an
  // id (aria-controls) that must be the same in the prerendered markup and after the swap.
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(
    scripts.filter((url) => /ariaParts/.test(url)),
    'react-aria waits',
  ).toEqual([]);
  const previous = page.getByRole('button', { name: 'Previous slide' });
  await expect(previous).not.toHaveAttribute('data-react-aria-pressable');
  expect(await axeViolations(page)).toEqual([]);

  await page.mouse.move(10, 10);
  await page.keyboard.press('Tab');
  await expect(previous).toHaveAttribute('data-react-aria-pressable', 'true');
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-controls]')]
      .map((el) => el.getAttribute('aria-controls')!)
      .filter((id) => !document.getElementById(id)),
  );
  expect(dangling).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
