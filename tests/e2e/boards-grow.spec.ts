import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';

/*
 * Issue #40's boards and sharing, in the real UI: a board grows from the playground ('Add to
 * Board') and from its own page ('Add images': two variations through the variations dialog's
 * selection mode), is arranged (Earlier / Remove), and its share link shows every change at
 * once; the playground's Share gives a link a signed-out visitor opens.
 */

const HD = '/api/v1/home-design';

interface ImageRow {
  id: string;
  name: string;
  versions: { id: string; is_primary: boolean; status: string; kind: string }[];
}

async function csrfOf(page: Page) {
  await page.request.get('/api/v1/auth/csrf/');
  return (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
}

/** A signed-in guest and their Sample Project (made by the first projects list). */
async function guestSampleProject(page: Page) {
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);
  let projectId = '';
  await expect
    .poll(async () => {
      const list = await (await page.request.get(`${HD}/projects/`)).json();
      projectId = list.results.find((p: { is_sample: boolean }) => p.is_sample)?.id ?? '';
      return projectId;
    })
    .not.toBe('');
  const project = await (await page.request.get(`${HD}/projects/${projectId}/`)).json();
  return { projectId, images: project.images as ImageRow[] };
}

/** A lighting edit of the image through the API, waited for: a variation to choose later. */
async function lightingVariation(
  request: APIRequestContext,
  csrf: string,
  image: ImageRow,
  type: string,
) {
  const primary = image.versions.find((v) => v.is_primary)!;
  const res = await request.post(`${HD}/transformations/lighting/`, {
    headers: { 'X-CSRFToken': csrf },
    data: { image_id: image.id, version_id: primary.id, args: { type } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { job_id: jobId, version_id: versionId } = await res.json();
  await expect
    .poll(async () => (await (await request.get(`${HD}/jobs/${jobId}/`)).json()).status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe('succeeded');
  return versionId as string;
}

async function signedOut(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect(await context.cookies()).toEqual([]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

test('a board grows from the playground and its page; the share link shows it at once', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const { projectId, images } = await guestSampleProject(page);
  expect(images.length).toBeGreaterThanOrEqual(3);
  const [first, forPlayground, forVariations] = images as [ImageRow, ImageRow, ImageRow];
  const csrf = await csrfOf(page);
  const twilight = await lightingVariation(page.request, csrf, forVariations, 'twilight');
  const golden = await lightingVariation(page.request, csrf, forVariations, 'golden_hour');

  // Make a board of one picture, with a View Only link (the wizard is boards.spec's).
  const board = await (
    await page.request.post(`${HD}/boards/`, {
      headers: { 'X-CSRFToken': csrf },
      data: {
        project: projectId,
        name: 'Growing picks',
        version_ids: [first.versions.find((v) => v.is_primary)!.id],
      },
    })
  ).json();
  const link = await (
    await page.request.post(`${HD}/boards/${board.id}/share_links/`, {
      headers: { 'X-CSRFToken': csrf },
      data: { permission: 'view', expires_in_days: null, resource_type: 'board' },
    })
  ).json();
  const visitor = await signedOut(browser);
  await visitor.page.goto(new URL(link.url).pathname);
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: 'Growing picks' }),
  ).toBeVisible();
  await expect(visitor.page.locator('main img')).toHaveCount(1);

  // The playground: Add to Board puts the version on screen on the board.
  const playgroundVersion = forPlayground.versions.find((v) => v.is_primary)!.id;
  await page.goto(`/app/playground?imageId=${forPlayground.id}&versionId=${playgroundVersion}`);
  await page.getByRole('button', { name: 'Add to Board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Board' });
  await dialog.getByRole('radio', { name: /Growing picks/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Add to Board' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Added to Growing picks')).toBeVisible();
  // Open again: the board now holds it and says so.
  await page.getByRole('button', { name: 'Add to Board' }).click();
  await expect(dialog.getByRole('radio', { name: /Growing picks/ })).toBeDisabled();
  await expect(dialog.getByText('Already on this board')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The board page: Add images, two variations of another picture in the variations dialog.
  await page.goto(`/app/boards/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Growing picks' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Board images' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add images' }).click();
  const adding = page.getByRole('dialog', { name: 'Add images' });
  await adding.getByRole('button', { name: `Choose versions of ${forVariations.name}` }).click();
  const variations = page.getByRole('dialog', { name: 'Image Variations' });
  const lighting = variations.getByRole('checkbox', { name: /^Select Lighting/ });
  await expect(lighting).toHaveCount(2);
  await lighting.nth(0).check({ force: true });
  await lighting.nth(1).check({ force: true });
  await variations.getByRole('button', { name: 'Done' }).click();
  await expect(variations).toBeHidden();
  await expect(adding.getByText('· 2 chosen')).toBeVisible();
  await adding.getByRole('button', { name: 'Add 2 to Board' }).click();
  await expect(adding).toBeHidden();
  await expect(grid.getByRole('row')).toHaveCount(4);

  // The recipient's next load shows all of it, nothing kept from before.
  const sharedIds = async () =>
    (await (await visitor.page.request.get(`${HD}/share/${link.token}/`)).json()).versions.map(
      (v: { id: string }) => v.id,
    ) as string[];
  await visitor.page.reload();
  await expect(visitor.page.locator('main img')).toHaveCount(4);
  const grown = await sharedIds();
  expect(grown.slice(0, 2)).toEqual([
    first.versions.find((v) => v.is_primary)!.id,
    playgroundVersion,
  ]);
  expect(grown.slice(2).sort()).toEqual([twilight, golden].sort());

  // Arrange by keyboard: the last image one place earlier, then the first removed.
  await page.getByRole('button', { name: 'Arrange' }).click();
  const arrange = page.getByRole('list', { name: 'Arrange board images' });
  await expect(arrange.getByRole('listitem')).toHaveCount(4);
  const lastEarlier = arrange
    .getByRole('listitem')
    .nth(3)
    .getByRole('button', { name: /earlier$/ });
  await lastEarlier.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'moved to position 3 of 4' }),
  ).toBeAttached();
  await arrange
    .getByRole('listitem')
    .nth(0)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(arrange.getByRole('listitem')).toHaveCount(3);
  await expect.poll(sharedIds).toEqual([playgroundVersion, grown[3], grown[2]]);
  await visitor.page.reload();
  await expect(visitor.page.locator('main img')).toHaveCount(3);
  await page.getByRole('button', { name: 'Done arranging' }).click();
  await expect(grid.getByRole('row')).toHaveCount(3);

  expect(consoleErrors).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});

test('the playground shares an image; a signed-out visitor opens the link', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { images } = await guestSampleProject(page);
  const image = images[0]!;
  await page.goto(`/app/playground?imageId=${image.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Image' });
  const field = dialog.getByRole('textbox', { name: 'View Only link' });
  await expect(field).toHaveValue(/\/app\/share\/board\/[\w-]{22,}$/);
  const url = await field.inputValue();
  const viewCard = dialog.getByRole('region', { name: 'View Only' });
  await viewCard.getByRole('button', { name: 'Copy' }).click();
  await expect(viewCard.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Sharing the same picture again gives the same link.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(field).toHaveValue(url);
  await page.keyboard.press('Escape');

  const visitor = await signedOut(browser);
  await visitor.page.goto(url);
  await expect(visitor.page.getByRole('heading', { level: 1, name: image.name })).toBeVisible();
  await expect(visitor.page.getByText('View Only')).toBeVisible();
  await expect(visitor.page.locator('main img')).toHaveCount(1);
  expect(await visitor.context.cookies()).not.toContainEqual(
    expect.objectContaining({ name: 'sessionid' }),
  );

  expect(consoleErrors).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});
