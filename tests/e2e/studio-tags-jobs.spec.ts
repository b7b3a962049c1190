import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';
import { FAKE_REPLICATE_ERROR, type FakeReplicateMode } from '../support/fakeReplicate.ts';

/**
 * Issue 23: tags on a version, and a running edit cancelled or a failed one retried, on the
 * real stack. Virtual staging runs on the server's Replicate adapter against the fake provider
 * of support/fakeReplicate.ts, which this spec tells to hang (a job to cancel) or to fail once.
 */
const HD = '/api/v1/home-design';
const picture = readFileSync(
  fileURLToPath(
    new URL('../../apps/api/assets/samples/kitchen/empty_daylight.jpg', import.meta.url),
  ),
);

async function provider(mode: FakeReplicateMode) {
  const res = await fetch(`${process.env.E2E_FAKE_REPLICATE}/__control`, {
    method: 'POST',
    body: JSON.stringify({ mode }),
  });
  expect(res.ok).toBe(true);
}

/** A guest with one uploaded room, open in the playground; returns the image id. */
async function guestInPlayground(page: Page) {
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).isAuthenticated, { timeout: 30_000 }).toBe(true);
  await page.request.get('/api/v1/auth/csrf/');
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const res = await page.request.post(`${HD}/images/upload/`, {
    headers: { 'X-CSRFToken': token },
    multipart: {
      name: 'kitchen.jpg',
      file: { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: picture },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const id = (await res.json()).id as string;
  await page.goto(`/app/playground?imageId=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Version History' })).toBeVisible({
    timeout: 30_000,
  });
  return id;
}

const used = async (page: Page) =>
  (
    (await (await page.request.get('/api/v1/auth/me')).json()) as {
      user: { quota: { used: number } };
    }
  ).user.quota.used;

const jobsOf = async (page: Page, image: string) =>
  (
    (await (await page.request.get(`${HD}/edit-jobs/?image=${image}`)).json()) as {
      results: Array<{ id: string; status: string; error_message: string | null; version: string }>;
    }
  ).results;

async function addFurniture(page: Page) {
  await page
    .getByRole('button', { name: /Furniture/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add Furniture' }).click();
}

// Each test waits on the real queue, worker and provider polls (and a loaded CI machine).
test.describe.configure({ timeout: 120_000 });
test.afterEach(() => provider('succeed'));

test('a tag added to a version is there after a reload; Backspace removes it', async ({
  page,
  consoleErrors,
}) => {
  await guestInPlayground(page);
  const tags = page.getByRole('grid', { name: 'Tags' });
  const input = page.getByRole('combobox', { name: 'Add a tag to tags' });
  await expect(page.getByText('No tags yet')).toBeVisible();
  await input.fill('Sea view');
  await input.press('Enter');
  await expect(tags.getByRole('row', { name: 'Sea view' })).toBeVisible();
  await input.fill('Staged');
  await input.press('Enter');
  await expect(tags.getByRole('row', { name: 'Staged' })).toBeVisible();

  await page.reload();
  await expect(tags.getByRole('row')).toHaveCount(2);
  await expect(tags.getByRole('row', { name: 'Sea view' })).toBeVisible();
  // The user's tags come back as suggestions; Backspace in the empty input removes the last.
  await input.click();
  await input.press('Backspace');
  await expect(tags.getByRole('row', { name: 'Staged' })).toHaveCount(0);
  await page.reload();
  await expect(tags.getByRole('row')).toHaveCount(1);
  await input.fill('sta');
  await expect(page.getByRole('option', { name: 'Staged' })).toBeVisible();
  await input.press('Escape');
  expect(consoleErrors).toEqual([]);
});

test('a running edit is cancelled: its version ends failed as cancelled and costs nothing', async ({
  page,
  consoleErrors,
}) => {
  const image = await guestInPlayground(page);
  const before = await used(page);
  await provider('hang');
  await addFurniture(page);
  const status = page.getByRole('status').filter({ hasText: 'Virtual staging: processing' });
  await expect(status).toBeVisible({ timeout: 30_000 });
  await status.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Virtual staging: edit cancelled' }),
  ).toBeVisible();

  await expect
    .poll(async () => (await jobsOf(page, image))[0], { timeout: 20_000 })
    .toMatchObject({ status: 'failed', error_message: 'Job cancelled' });
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem').filter({ hasText: 'Failed' })).toHaveCount(1);
  expect(await used(page)).toBe(before);

  // The Jobs panel lists it as cancelled.
  await page.getByRole('button', { name: /^Jobs/ }).click();
  const panel = page.getByRole('dialog', { name: 'Jobs' });
  await expect(panel.getByRole('listitem').first()).toContainText('Cancelled');
  await panel.getByRole('button', { name: 'Close jobs' }).click();
  expect(consoleErrors).toEqual([]);
});

test('a failed edit shows its message; Retry runs it again to a new current version', async ({
  page,
}) => {
  const image = await guestInPlayground(page);
  const before = await used(page);
  await provider('fail-once');
  await addFurniture(page);
  const failed = page.getByRole('alert').filter({ hasText: 'Virtual staging: edit failed' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText(FAKE_REPLICATE_ERROR);
  await failed.getByRole('button', { name: 'Retry' }).click();

  await expect(failed).toHaveCount(0);
  await expect
    .poll(async () => (await jobsOf(page, image)).map((j) => j.status), { timeout: 30_000 })
    .toEqual(['succeeded', 'failed']);
  const [retried] = await jobsOf(page, image);
  await expect(page).toHaveURL(new RegExp(`versionId=${retried!.version}`), { timeout: 15_000 });
  expect(await used(page)).toBe(before + 1);
});
