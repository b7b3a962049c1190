import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

const HD = '/api/v1/home-design';
const picture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../apps/api/assets/samples/${path}`, import.meta.url)));

/** A guest with one uploaded room; returns the image id. */
async function guestWithImage(page: Page, file: string) {
  await page.goto('/app/playground');
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
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

const WELCOME = 'Welcome to the Playground';

/**
 * Issue 7, journey 1: a first-time guest lands in the playground, sees the welcome card (and
 * the 'Welcome' toast for the sample project the server made), and finds the auto-created
 * 'Sample Project' with its four images; a sample opens in the playground ('Sample Loaded').
 */
test('journey 1: a first-time guest gets the welcome card and the Sample Project', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/app/playground');
  const welcome = page.getByRole('region', { name: WELCOME });
  await expect(welcome).toBeVisible();
  await expect(page.getByText('Choose an Image to Start')).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: 'Welcome' })).toContainText('Sample Project');
  const samples = welcome.getByRole('list', { name: 'Sample Project Images' });
  await expect(samples.getByRole('link')).toHaveCount(4);
  for (const name of [
    'Kitchen Before',
    'Kitchen After',
    'Living room Before',
    'Living room After',
  ]) {
    await expect(samples.getByRole('link', { name })).toBeVisible();
  }
  await expect(welcome.getByRole('heading', { name: 'Or Upload Your Own' })).toBeVisible();

  // The samples are the auto-created Sample Project's four images.
  await page.getByRole('link', { name: 'Projects' }).first().click();
  const sampleCard = page.getByRole('article').filter({ hasText: 'Sample Project' });
  await expect(sampleCard).toContainText('4 images');
  await sampleCard.getByRole('link', { name: 'Sample Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Project' })).toBeVisible();
  await expect(page.getByText('Get started with these example room transformations')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Project images' }).getByRole('row')).toHaveCount(4);

  // Back in the playground the card is still there (nothing of their own yet); a sample opens.
  await page.getByRole('link', { name: 'Playground' }).first().click();
  await samples.getByRole('link', { name: 'Living room Before' }).click();
  await expect(page).toHaveURL(/imageId=/);
  await expect(page.getByRole('alertdialog', { name: 'Sample Loaded' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'Sample Project',
  );
  // The welcome toast was said once: not again on this device.
  await page.goto('/app/playground');
  await expect(welcome).toBeVisible();
  await expect(samples.getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('alertdialog', { name: 'Welcome' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an image of their own ends the welcome: the chooser lists it under Your Recent Images', async ({
  page,
}) => {
  await guestWithImage(page, 'kitchen/empty_daylight.jpg');
  await page.goto('/app/playground');
  await expect(page.getByText('Choose an Image to Start')).toBeVisible();
  await expect(page.getByRole('region', { name: WELCOME })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Your Recent Images' }).getByRole('link'),
  ).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'Sample Project Images' }).getByRole('link'),
  ).toHaveCount(4);
});

test('the workspace of an image outside any project: no breadcrumb, no axe violations', async ({
  page,
}) => {
  const imageId = await guestWithImage(page, 'kitchen/empty_daylight.jpg');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/app/playground?imageId=${imageId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Version History' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Controls' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('an image that does not exist says so in a toast', async ({ page }) => {
  await page.goto('/app/playground');
  await expect(page.getByRole('region', { name: WELCOME })).toBeVisible();
  await page.goto('/app/playground?imageId=00000000-0000-0000-0000-000000000000');
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toHaveAccessibleDescription('Failed to load image');
  // One failure, one toast: the versions call failing with it adds nothing.
  await expect(error).toHaveCount(1);
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
