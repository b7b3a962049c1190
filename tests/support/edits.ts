import { expect, type Page } from '@playwright/test';

/** Helpers of the journeys that run an edit on the Sample Project and wait for its version. */
export const HD = '/api/v1/home-design';

export interface VersionRow {
  id: string;
  operation: string | null;
  status: string;
  parent: string | null;
  storage_url: string | null;
  params: Record<string, unknown>;
}

/** Opens one of the Sample Project's images in the playground; returns its id. */
export async function openSample(page: Page, name: string) {
  await page.goto('/app/playground');
  await page
    .getByRole('list', { name: 'Sample Project Images' })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Version History' })).toBeVisible({
    timeout: 30_000,
  });
  return new URL(page.url()).searchParams.get('imageId')!;
}

export async function versionsOf(page: Page, imageId: string) {
  const res = await page.request.get(`${HD}/images/${imageId}/versions/`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: VersionRow[] }).results;
}

/** Waits for the edit's new version to complete and be shown; returns it and its source. */
export async function finishedEdit(page: Page, imageId: string, operation: string) {
  let made: VersionRow | undefined;
  await expect
    .poll(
      async () => {
        made = (await versionsOf(page, imageId)).find(
          (v) => v.operation === operation && v.status !== 'pending' && v.status !== 'processing',
        );
        return made?.status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('completed');
  const all = await versionsOf(page, imageId);
  const source = all.find((v) => v.id === made!.parent)!;
  await expect(page).toHaveURL(new RegExp(`versionId=${made!.id}`), { timeout: 30_000 });
  return { made: made!, source };
}
