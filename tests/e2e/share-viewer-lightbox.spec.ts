import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

// The share viewer's lightbox on the built page (Preact, a native <dialog>): it closes on a click
// on the picture or around it, on ×, and on Escape (spec part 2 §2), works from the keyboard,
// and the page passes axe in both themes with the lightbox open and with the upload card.

const HD = '/api/v1/home-design';
const picture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../apps/api/assets/samples/${path}`, import.meta.url)));

interface Links {
  view: string;
  upload: string;
}

/** A guest owner's board of three pictures with a view and an upload link (their paths). */
async function seedBoard(browser: Browser): Promise<Links> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);
  await page.request.get('/api/v1/auth/csrf/');
  const cookie = (await context.cookies()).find((c) => c.name === 'csrftoken');
  const headers = { 'X-CSRFToken': cookie?.value ?? '' };
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await page.request.post(url, { headers, data });
    expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.json();
  };
  const project = await post(`${HD}/projects/`, { title: 'Lightbox loft' });
  const versionIds: string[] = [];
  for (const file of [
    'living_room/furnished_industrial_daylight.jpg',
    'kitchen/furnished_bohemian_daylight.jpg',
    'bedroom/furnished_mediterranean_daylight.jpg',
  ]) {
    const res = await page.request.post(`${HD}/images/upload/`, {
      headers,
      multipart: {
        project: project.id,
        name: file.split('/')[0]!,
        file: { name: 'room.jpg', mimeType: 'image/jpeg', buffer: picture(file) },
      },
    });
    expect(res.ok()).toBe(true);
    versionIds.push((await res.json()).versions[0].id);
  }
  const board = await post(`${HD}/boards/`, {
    project: project.id,
    name: 'Picks to compare',
    description: 'Three rooms, full size',
    version_ids: versionIds,
  });
  const link = async (permission: 'view' | 'upload') =>
    new URL(
      (
        await post(`${HD}/boards/${board.id}/share_links/`, {
          permission,
          expires_in_days: 7,
          resource_type: 'board',
        })
      ).url,
    ).pathname;
  const links = { view: await link('view'), upload: await link('upload') };
  await context.close();
  return links;
}

let links: Links;
test.beforeAll(async ({ browser }) => {
  links = await seedBoard(browser);
});

async function openBoard(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Picks to compare' })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(3);
}

test('the lightbox closes on a click on the picture, around it, on × and on Escape', async ({
  page,
  consoleErrors,
}) => {
  await openBoard(page, links.view);
  const dialog = page.getByRole('dialog');
  const cards = page.getByRole('list', { name: 'Board images' }).getByRole('listitem');

  // The keyboard first, from the top of the page: Tab to View, Enter, the arrows step, ×
  // closes and focus returns to View.
  await page.keyboard.press('Tab');
  const firstView = cards.nth(0).getByRole('button', { name: /^View / });
  await expect(firstView).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^1 of 3/)).toBeVisible();
  const firstSrc = await dialog.getByRole('img').getAttribute('src');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(/^2 of 3/)).toBeVisible();
  await expect(dialog.getByRole('img')).not.toHaveAttribute('src', firstSrc!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstView).toBeFocused();

  // Escape, and the page behind scrolls again.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
    .toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstView).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'visible',
  );

  // A click on a card's picture opens it; a click on the full-size picture closes it.
  await cards.nth(1).locator('img').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^2 of 3 · original · /)).toBeVisible();
  const full = dialog.getByRole('img');
  await expect(full).toBeVisible();
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await full.click();
  await expect(dialog).toBeHidden();

  // A click on the space around the picture (the dimmed backdrop) closes it.
  await cards.nth(0).locator('img').click();
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(8, viewport.height - 8);
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('the first frame is the loading spinner, before any script runs', async ({ request }) => {
  const html = await (await request.get(links.view)).text();
  expect(html).toMatch(
    /<main id="root"><div class="boot" role="progressbar" aria-label="Loading board\.\.\."/,
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the shared board passes axe in the ${scheme} theme, lightbox open and upload card`, async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openBoard(page, links.view);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // After the fade-in, so axe reads the final colours.
    await expect
      .poll(() => page.getByRole('dialog').evaluate((d) => getComputedStyle(d).opacity))
      .toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    await openBoard(page, links.upload);
    await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'office.jpg',
      mimeType: 'image/jpeg',
      buffer: picture('office/furnished_industrial_daylight.jpg'),
    });
    await expect(page.getByRole('button', { name: 'Upload 1 image' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
