import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';

const HD = '/api/v1/home-design';
const picture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../apps/api/assets/samples/${path}`, import.meta.url)));

/** Unsafe calls carry the csrftoken cookie back as X-CSRFToken, as the studio's client does. */
async function csrf(page: Page) {
  await page.request.get('/api/v1/auth/csrf/');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  return { 'X-CSRFToken': cookie?.value ?? '' };
}

async function post(
  req: APIRequestContext,
  headers: Record<string, string>,
  url: string,
  data: unknown,
) {
  const res = await req.post(url, { headers, data: data as Record<string, unknown> });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * The share viewer's own details, on a board set up through the API (the whole owner-to-
 * recipient journey, in the UI, is in boards.spec.ts): the header, the lightbox (× and Escape
 * close it), and an unknown token's 'Board Not Found' with its way home.
 */
test('a recipient opens pictures in the lightbox; an unknown link is not found', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The owner: a guest with a project of three images, a board of them and a view link.
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);
  const headers = await csrf(page);
  const project = await post(page.request, headers, `${HD}/projects/`, { title: 'Shared loft' });
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
  const board = await post(page.request, headers, `${HD}/boards/`, {
    project: project.id,
    name: 'Client picks',
    description: 'Three rooms for the listing',
    version_ids: versionIds,
  });
  const viewLink = await post(page.request, headers, `${HD}/boards/${board.id}/share_links/`, {
    permission: 'view',
    expires_in_days: 7,
    resource_type: 'board',
  });
  expect(new URL(viewLink.url).pathname).toMatch(/^\/app\/share\/board\/[\w-]{22,}$/);

  // A recipient with no cookies at all.
  const recipient = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await recipient.newPage();
  const visitorErrors: string[] = [];
  visitor.on('pageerror', (e) => visitorErrors.push(e.message));
  visitor.on('console', (m) => m.type() === 'error' && visitorErrors.push(m.text()));

  await visitor.goto(new URL(viewLink.url).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Client picks' })).toBeVisible();
  await expect(visitor.getByText('Three rooms for the listing')).toBeVisible();
  await expect(visitor.getByText('Project: Shared loft')).toBeVisible();
  await expect(visitor.getByText('View Only')).toBeVisible();
  await expect(visitor.locator('main img')).toHaveCount(3);

  // The lightbox opens from a card and closes with its × button, and with Escape.
  const view = visitor.getByRole('button', { name: /^View / }).first();
  const lightbox = visitor.getByRole('dialog');
  await view.click();
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('img')).toBeVisible();
  if (process.env.E2E_SHOTS)
    await visitor.screenshot({ path: `${process.env.E2E_SHOTS}/sv-lightbox.png` });
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
  await view.click();
  await expect(lightbox).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // A token nobody issued: the not-found card, and its way home.
  await visitor.goto('/app/share/board/unknownTokenValue123456');
  await expect(visitor.getByRole('heading', { name: 'Board Not Found' })).toBeVisible();
  await expect(
    visitor.getByText("This board doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
  await visitor.getByRole('link', { name: 'Go to Home' }).click();
  await expect(visitor).toHaveURL(new RegExp(`^${process.env.E2E_BASE_URL}/?$`));

  // A 404 for a dead link is the answer the page expects, not an error of the page.
  expect(visitorErrors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await recipient.close();
});
