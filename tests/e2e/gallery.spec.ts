import type { Page } from '@playwright/test';
import { completeEmulatorGoogleSignIn, expect, me, test } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

/**
 * Issue #20, acceptance: a guest edits a sample image, is asked to upgrade, signs in with
 * Google and publishes it; a second browser finds it by a word of its description, filters by
 * room type, likes it (+1, kept on reload), copies its share link (Copied for 2 s) and downloads
 * it (named by its title); a third opens the shared link and lands in its detail dialog.
 */

const toast = (page: Page, title: string, text: string) =>
  page.getByRole('alertdialog', { name: title }).filter({ hasText: text });

/** The heart figure of the detail dialog, e.g. '1 likes' (its screen-reader suffix). */
const likesOf = async (page: Page) =>
  (
    await page
      .getByRole('dialog')
      .getByText(/likes$/)
      .locator('..')
      .textContent()
  )?.trim() ?? '';

async function fillPublishDialog(page: Page, title: string, description: string) {
  const dialog = page.getByRole('dialog', { name: 'Publish to Gallery' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: /Room type/ }).click();
  await page.getByRole('option', { name: 'Living Room' }).click();
  await dialog.getByRole('textbox', { name: /Tags/ }).fill('lighting, e2e');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  return dialog;
}

test('publish from the playground, then find, like, share, download and deep-link it', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // About 60 s on a quiet machine; a loaded shared box (load 15+) needs three times that.
  test.setTimeout(300_000);
  const word = `quokka${Date.now().toString(36)}`;
  const title = `Sunlit loft ${word}`;
  const description = `A calm living room with a ${word} armchair by the window.`;

  // 1. A guest opens a sample in the playground and applies a lighting edit.
  await page.goto('/app/playground');
  const samples = page.getByRole('list', { name: 'Sample Project Images' });
  await samples.getByRole('link', { name: 'Living room Before' }).click();
  await expect(page).toHaveURL(/imageId=/);
  const before = new URL(page.url()).searchParams.get('versionId');
  await page
    .getByRole('button', { name: /Lighting/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Apply Lighting/ })
    .first()
    .click();
  await expect
    .poll(() => new URL(page.url()).searchParams.get('versionId'), { timeout: 90_000 })
    .not.toBe(before);
  await expect(page.getByRole('status').filter({ hasText: 'Processing' })).toHaveCount(0, {
    timeout: 60_000,
  });

  // 2. Publishing as a guest is refused with the server's words and offers the upgrade.
  await page.getByRole('button', { name: 'Publish to Gallery' }).click();
  let dialog = page.getByRole('dialog', { name: 'Publish to Gallery' });
  // The title starts as the version's label.
  await expect(dialog.getByRole('textbox', { name: /Title/ })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByRole('alert')).toContainText('guest accounts cannot publish');
  const guest = await me(page);
  await dialog.getByRole('button', { name: 'Upgrade to Google Account' }).click();
  await completeEmulatorGoogleSignIn(page, `author-${word}@example.com`, 'Ada Gallery');
  await expect
    .poll(async () => (await me(page)).user?.isAnonymous, { timeout: 20_000 })
    .toBe(false);
  expect((await me(page)).user?.uid).toBe(guest.user?.uid);

  // 3. Signed in with Google, the same version is published.
  await expect(page).toHaveURL(/\/app\/playground\?imageId=/);
  await page.getByRole('button', { name: 'Publish to Gallery' }).click();
  dialog = await fillPublishDialog(page, title, description);
  await expect(toast(page, 'Published to Gallery', title)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // 4. A second browser (a guest) finds it by a word of its description, then by room type.
  const second = await browser.newContext({
    baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const b = await second.newPage();
  await b.goto('/app/playground');
  await expect.poll(async () => (await me(b)).isAuthenticated).toBe(true);
  await b.goto('/app/gallery');
  await expect(b.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await b.getByRole('searchbox', { name: 'Search designs' }).fill(word);
  await b.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(b).toHaveURL(new RegExp(`[?&]q=${word}`));
  const designs = b.getByRole('list', { name: 'Designs' });
  await expect(designs.getByRole('article')).toHaveCount(1);
  await b.getByRole('button', { name: /^Filters/ }).click();
  await b.getByRole('button', { name: /Room Type/ }).click();
  await b.getByRole('option', { name: 'Living Room' }).click();
  await expect(b).toHaveURL(/room=Living\+Room/);
  await expect(b.getByRole('row', { name: /Room Type: Living Room/ })).toBeVisible();
  await expect(designs.getByRole('article')).toHaveCount(1);
  // Back and forward walk the filters; a reload keeps them.
  await b.goBack();
  await expect(b).not.toHaveURL(/room=/);
  await b.goForward();
  await expect(b).toHaveURL(/room=Living\+Room/);
  await b.reload();
  await expect(b.getByRole('searchbox', { name: 'Search designs' })).toHaveValue(word);
  await expect(designs.getByRole('article')).toHaveCount(1);
  expect(await axeViolations(b)).toEqual([]);

  // 5. Like: +1 at once, and still liked after a reload of the deep link.
  await designs.getByRole('button', { name: title }).click();
  await expect(b).toHaveURL(/\/app\/gallery\/[\w-]+\?/);
  const id = new URL(b.url()).pathname.split('/').pop()!;
  const detail = b.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(description);
  // The author is the Google account's name, not a placeholder left from the guest.
  await expect(detail).toContainText('Ada Gallery');
  await expect.poll(() => likesOf(b)).toBe('0 likes');
  await detail.getByRole('button', { name: 'Like' }).click();
  await expect(detail.getByRole('button', { name: 'Liked' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => likesOf(b)).toBe('1 likes');
  expect(await axeViolations(b)).toEqual([]);
  await b.reload();
  await expect(b.getByRole('dialog', { name: title })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Liked' })).toBeVisible();
  await expect.poll(() => likesOf(b)).toBe('1 likes');

  // 6. Share copies {origin}/gallery/{id}; 'Copied' shows for 2 s.
  // The state's 2 s are timed exactly in copyFeedbackMachine.test.ts (simulated clock); from
  // outside, under load, only that it shows and then goes back can be seen reliably.
  await detail.getByRole('button', { name: 'Share' }).click();
  await expect(detail.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await b.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/gallery/${id}`);
  await expect(detail.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 5000 });

  // 7. Download: the full-size PNG named by its title.
  const [download] = await Promise.all([
    b.waitForEvent('download'),
    detail.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title}.png`);

  // 8. A third browser, signed out, opens the shared link: the design's own page (rendered by
  // the server), and Like asks to sign in.
  const third = await browser.newContext({ baseURL });
  const c = await third.newPage();
  await second.close();
  await c.goto(`/gallery/${id}`);
  const shared = c.getByRole('article', { name: title });
  await expect(shared).toBeVisible();
  await expect(shared).toContainText(description);
  await shared.getByRole('button', { name: 'Like' }).click();
  await expect(c.getByRole('dialog', { name: 'Sign in to like designs' })).toBeVisible();
  await third.close();
  // The guest's refused publish (403) and the emulator page's blocked CDN stylesheet are
  // expected failed loads; nothing else may log an error.
  expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});
