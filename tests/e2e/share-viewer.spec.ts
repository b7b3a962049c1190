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

test('a recipient views a board, uploads through an upload link, and loses access on revoke', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The owner: a guest with a project of three images, a board of them and two links.
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
  const link = (permission: 'view' | 'upload') =>
    post(page.request, headers, `${HD}/boards/${board.id}/share_links/`, {
      permission,
      expires_in_days: 7,
      resource_type: 'board',
    });
  const viewLink = await link('view');
  const uploadLink = await link('upload');
  expect(new URL(viewLink.url).pathname).toMatch(/^\/app\/share\/board\/[\w-]{22,}$/);

  // A recipient with no cookies at all.
  const recipient = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await recipient.newPage();
  const visitorErrors: string[] = [];
  visitor.on('pageerror', (e) => visitorErrors.push(e.message));
  visitor.on('console', (m) => m.type() === 'error' && visitorErrors.push(m.text()));

  await visitor.goto(new URL(viewLink.url).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Client picks' })).toBeVisible();
  await expect(visitor.getByText('Project: Shared loft')).toBeVisible();
  await expect(visitor.getByText('View Only')).toBeVisible();
  await expect(visitor.locator('main img')).toHaveCount(3);
  await expect(visitor.getByRole('heading', { name: 'Upload Images' })).toHaveCount(0);
  // The lightbox (Preact renders the react-aria dialog): opens from the card, Escape closes it.
  await visitor
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  const lightbox = visitor.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('img')).toBeVisible();
  if (process.env.E2E_SHOTS)
    await visitor.screenshot({ path: `${process.env.E2E_SHOTS}/sv-lightbox.png` });
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await visitor.goto(new URL(uploadLink.url).pathname);
  await expect(visitor.getByText('Can Upload')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  await visitor.locator('input[type="file"]').setInputFiles({
    name: 'office.jpg',
    mimeType: 'image/jpeg',
    buffer: picture('office/furnished_industrial_daylight.jpg'),
  });
  await visitor.getByRole('button', { name: 'Upload 1 image' }).click();
  await expect(visitor.locator('main img')).toHaveCount(4, { timeout: 30_000 });

  // The owner sees the recipient's picture in the project.
  const detail = await (await page.request.get(`${HD}/projects/${project.id}/`)).json();
  expect(detail.images).toHaveLength(4);

  // Revoked: the recipient's next visit finds nothing.
  await post(page.request, headers, `${HD}/share-links/${viewLink.id}/revoke/`, {});
  await visitor.goto(new URL(viewLink.url).pathname);
  await expect(visitor.getByRole('heading', { name: 'Board Not Found' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Go to Home' })).toBeVisible();

  await visitor.goto('/app/share/board/unknownTokenValue123456');
  await expect(visitor.getByRole('heading', { name: 'Board Not Found' })).toBeVisible();

  // A 404 for a dead link is the answer the page expects, not an error of the page.
  expect(visitorErrors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await recipient.close();
});
