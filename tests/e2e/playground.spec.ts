import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';

const HD = '/api/v1/home-design';
const picture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../apps/api/assets/samples/${path}`, import.meta.url)));

/** A guest with one uploaded room; returns the image id. */
async function guestWithImage(page: Page, file: string) {
  await page.goto('/app/playground');
  await expect(page.getByText('Choose an Image to Start')).toBeVisible();
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);
  await page.request.get('/api/v1/auth/csrf/');
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const res = await page.request.post(`${HD}/images/upload/`, {
    headers: { 'X-CSRFToken': token },
    multipart: {
      name: 'room.jpg',
      file: { name: 'room.jpg', mimeType: 'image/jpeg', buffer: picture(file) },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).id as string;
}

/** Opens an edit card by its title and presses its apply button. */
async function applyEdit(page: Page, card: RegExp, button: RegExp) {
  await page.getByRole('button', { name: card }).first().click();
  await page.getByRole('button', { name: button }).first().click();
}

test('the playground offers the sample project to a first-time guest', async ({ page }) => {
  await page.goto('/app/playground');
  await expect(page.getByText('Choose an Image to Start')).toBeVisible();
  const samples = page.getByRole('list', { name: 'Sample Project Images' });
  await expect(samples.getByRole('listitem')).toHaveCount(4);
  await samples.getByRole('link').first().click();
  await expect(page).toHaveURL(/imageId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'Sample Project',
  );
});

test('lighting and wall colour edits become versions that can be compared and made primary', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const imageId = await guestWithImage(page, 'living_room/empty_daylight.jpg');
  await page.goto(`/app/playground?imageId=${imageId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Version History' })).toBeVisible();

  await applyEdit(page, /Lighting/, /Apply Lighting/);
  await expect(page.getByRole('status').filter({ hasText: 'Processing' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Processing' })).toHaveCount(0, {
    timeout: 90_000,
  });
  await expect(page).toHaveURL(/versionId=/);
  const afterLighting = new URL(page.url()).searchParams.get('versionId');

  await applyEdit(page, /Wall Colou?r/, /Apply Wall Colou?r/);
  await expect(page.getByRole('status').filter({ hasText: 'Processing' })).toHaveCount(0, {
    timeout: 90_000,
  });
  await expect
    .poll(() => new URL(page.url()).searchParams.get('versionId'))
    .not.toBe(afterLighting);

  // Compare the newest edit with the original, then leave the comparison.
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  const compareBoxes = versions.getByRole('checkbox', { name: /^Compare/ });
  await compareBoxes.first().check({ force: true });
  await compareBoxes.last().check({ force: true });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.getByRole('button', { name: 'Exit Comparison' }).click();
  await expect(page.getByRole('button', { name: 'Exit Comparison' })).toHaveCount(0);

  // Make an edit primary.
  await versions
    .getByRole('button', { name: /^Set as primary/ })
    .first()
    .click();
  await expect(page.getByText('Version set as primary')).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test('object removal: detect, choose a category, remove; the new version appears', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const imageId = await guestWithImage(page, 'living_room/furnished_industrial_daylight.jpg');
  await page.goto(`/app/playground?imageId=${imageId}`);
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);

  await page
    .getByRole('button', { name: /Object Removal/ })
    .first()
    .click();
  await page.getByRole('button', { name: /Detect Objects/ }).click();
  const choices = page.getByRole('group', { name: 'Objects to remove' });
  await expect(choices.getByRole('checkbox').first()).toBeVisible({ timeout: 60_000 });
  await choices.getByRole('checkbox', { name: /couch/i }).check({ force: true });
  await page.getByRole('button', { name: /Remove Selected/ }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Processing' })).toHaveCount(0, {
    timeout: 90_000,
  });
  await expect(page).toHaveURL(/versionId=/);
  expect(consoleErrors).toEqual([]);
});
