import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';

const room = fileURLToPath(
  new URL('../../apps/api/assets/samples/living_room/empty_daylight.jpg', import.meta.url),
);

/**
 * The app's toast with this title and text (react-aria renders each as an alertdialog named by
 * its title; earlier toasts may still be open).
 */
const toast = (page: Page, title: string, text: string) =>
  page.getByRole('alertdialog', { name: title }).filter({ hasText: text });

/** Opens an edit card by its title and presses its apply button. */
async function applyEdit(page: Page, card: RegExp, button: RegExp) {
  await page.getByRole('button', { name: card }).first().click();
  await page.getByRole('button', { name: button }).first().click();
}

/**
 * Notes whether a 'Processing' status ever shows. A fast local edit can finish within one
 * round trip of the first job poll, too briefly for a polling assertion to catch.
 */
async function watchProcessing(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawProcessing: boolean };
    w.sawProcessing = false;
    const seen = () =>
      [...document.querySelectorAll('[role="status"]')].some((n) =>
        n.textContent?.includes('Processing'),
      );
    new MutationObserver(() => {
      if (seen()) w.sawProcessing = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawProcessing: boolean }).sawProcessing);
}

/** Applies an edit: 'Processing' shows, then gives way to the new version (made current). */
async function applyAndWait(page: Page, card: RegExp, button: RegExp) {
  const previous = new URL(page.url()).searchParams.get('versionId');
  const sawProcessing = await watchProcessing(page);
  await applyEdit(page, card, button);
  await expect(toast(page, 'Processing', 'Your edit is on its way.').first()).toBeVisible();
  await expect.poll(sawProcessing).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Processing' })).toHaveCount(0, {
    timeout: 120_000,
  });
  await expect
    .poll(() => new URL(page.url()).searchParams.get('versionId'), { timeout: 15_000 })
    .not.toBe(previous);
  return new URL(page.url()).searchParams.get('versionId');
}

/**
 * Issue 7, journey 2, in the UI from start to end: create a project, upload two files into it
 * (the invalid one is refused with the spec's words, the photo is added), open the photo in the
 * playground with the hover Edit button, apply a lighting and a wall-colour edit, compare the
 * newest with the original, make it primary, and find it as Primary in the project's Image
 * Variations dialog.
 */
test('journey 2: project, upload, two edits, compare, primary, variations', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(360_000);
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // An empty title is refused with the spec's message and nothing is created.
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByRole('button', { name: /Create/ }).click();
  await expect(page.getByText('Project title is required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: /Project Title/ }).fill('Maple Street loft');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('12 Maple Street');
  await dialog.getByRole('button', { name: /Create/ }).click();
  await expect(toast(page, 'Success', 'Project created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/projects\/[\w-]+$/);
  const projectUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Street loft' })).toBeVisible();

  // The empty project opened its upload area by itself. One invalid file, one real photo.
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: readFileSync(room) },
  ]);
  await expect(
    toast(page, 'Validation Errors', 'notes.txt: Invalid format. Accepted: jpeg, jpg, png, webp'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Project images' });
  await expect(grid.getByRole('row')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /Images/ })).toContainText('1');

  // The hover Edit button leads to the playground with the image.
  const card = grid.getByRole('row').first();
  await card.hover();
  await card.getByRole('button', { name: /^Edit / }).click();
  await expect(page).toHaveURL(/\/app\/playground\?imageId=/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'Maple Street loft',
  );
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);

  // A lighting edit, then a wall-colour edit on top of it.
  const afterLighting = await applyAndWait(page, /Lighting/, /Apply Lighting/);
  const afterWall = await applyAndWait(page, /Wall Colou?r/, /Apply Wall Colou?r/);
  expect(afterWall).not.toBe(afterLighting);
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  const wallColour = versions.getByRole('listitem').filter({ hasText: 'Wall color' });
  await expect(wallColour).toHaveCount(1);

  // Compare the wall-colour version with the original, then leave the comparison.
  await wallColour.getByRole('checkbox', { name: /^Compare/ }).check({ force: true });
  await versions
    .getByRole('listitem')
    .filter({ hasText: 'Original' })
    .getByRole('checkbox', { name: /^Compare/ })
    .check({ force: true });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Exit Comparison' })).toBeVisible();
  await expect(page.getByLabel(/^Comparison of/)).toBeVisible();
  await page.getByRole('button', { name: 'Exit Comparison' }).click();
  await expect(page.getByRole('button', { name: 'Exit Comparison' })).toHaveCount(0);

  // Make it primary: the list shows it at once, the server confirms.
  await wallColour.getByRole('button', { name: /^Set as primary/ }).click();
  await expect(wallColour.getByText('Primary', { exact: true })).toBeAttached();
  await expect(toast(page, 'Success', 'Version set as primary')).toBeVisible();

  // Back in the project, the Image Variations dialog shows it as the primary.
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', {
      name: 'Maple Street loft',
    })
    .click();
  await expect(page).toHaveURL(projectUrl);
  // The original's card now shows its primary (the wall-colour edit) and counts its variations.
  await expect(grid.getByRole('row').first()).toContainText('2 variations');
  await expect(grid.getByRole('img', { name: /Wall color/ })).toBeVisible();
  await grid.getByRole('row').first().press('Enter');
  const variations = page.getByRole('dialog', { name: /Image Variations/ });
  await expect(variations.getByRole('tab', { name: /Edited/ })).toContainText('2');
  // The primary's card has the 'Primary' badge and its own 'Primary' button disabled.
  const primaryCard = variations.getByRole('listitem').filter({
    has: page.getByRole('button', { name: /^Primary: make/, disabled: true }),
  });
  await expect(primaryCard).toHaveCount(1);
  await expect(primaryCard.getByRole('heading')).toHaveText('Wall color');
  await variations.getByRole('button', { name: 'Close' }).first().click();

  expect(consoleErrors).toEqual([]);
});

test('an unknown project shows Project Not Found with a way back', async ({ page }) => {
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);
  await page.goto('/app/projects/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/app\/projects$/);
});
