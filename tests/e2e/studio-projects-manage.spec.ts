import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';

const HD = '/api/v1/home-design';
const picture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../apps/api/assets/samples/${path}`, import.meta.url)));

/** With E2E_SHOTS set, the page at 1440 px and 390 px wide (issue acceptance). */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

async function csrf(page: Page) {
  await page.request.get('/api/v1/auth/csrf/');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  return { 'X-CSRFToken': cookie?.value ?? '' };
}

/**
 * Issue #23 (projects, images, credits): the credits box shows the user's real usage; a project
 * is renamed from its card's menu; an image is deleted from the grid (Undo takes it back, and
 * only after the undo window does the server delete it); the project is deleted from its page
 * after a confirmation that counts what goes, and its share link stops working.
 */
test('rename and delete a project, delete an image with undo, real credits', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(process.env.E2E_SHOTS ? 300_000 : 90_000);
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);

  // Set up through the API: a project of two pictures, a board of them and a view link.
  const headers = await csrf(page);
  const created = await page.request.post(`${HD}/projects/`, {
    headers,
    data: { title: 'Loft to manage' },
  });
  expect(created.ok()).toBe(true);
  const project = (await created.json()) as { id: string };
  const images: { id: string; versionId: string }[] = [];
  for (const [name, file] of [
    ['Kitchen', 'kitchen/furnished_bohemian_daylight.jpg'],
    ['Bedroom', 'bedroom/furnished_mediterranean_daylight.jpg'],
  ] as const) {
    const res = await page.request.post(`${HD}/images/upload/`, {
      headers,
      multipart: {
        project: project.id,
        name,
        file: { name: 'room.jpg', mimeType: 'image/jpeg', buffer: picture(file) },
      },
    });
    expect(res.ok()).toBe(true);
    const body = await res.json();
    images.push({ id: body.id, versionId: body.versions[0].id });
  }
  const board = await (
    await page.request.post(`${HD}/boards/`, {
      headers,
      data: { project: project.id, name: 'Picks', version_ids: images.map((i) => i.versionId) },
    })
  ).json();
  const link = await (
    await page.request.post(`${HD}/boards/${board.id}/share_links/`, {
      headers,
      data: { permission: 'view' },
    })
  ).json();
  expect((await page.request.get(`${HD}/share/${link.token}/`)).status()).toBe(200);

  // The credits box: this guest's real usage from /auth/me, not the old '70 / 100 used'.
  await page.goto('/app/projects');
  const used = (await (await page.request.get('/api/v1/auth/me')).json()).user.quota.used;
  const credits = page.getByRole('group', { name: 'Credits' });
  await expect(credits.getByRole('meter')).toHaveAttribute('aria-valuetext', `${used} / 10 used`);
  await expect(credits).toContainText('Guest');
  await expect(page.getByText('70 / 100 used')).toHaveCount(0);

  // Rename from the card's menu.
  await page.getByRole('button', { name: 'Actions for Loft to manage' }).click();
  await shoot(page, 'projects-card-menu');
  await page.getByRole('menuitem', { name: 'Edit Project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  const title = edit.getByRole('textbox', { name: 'Project Title' });
  await expect(title).toHaveValue('Loft to manage');
  await title.fill('Loft renamed');
  await edit.getByRole('textbox', { name: 'Address' }).fill('1 Harbour Street');
  await shoot(page, 'projects-edit-dialog');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('link', { name: 'Loft renamed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loft renamed' })).toBeVisible();
  await expect(page.getByText('1 Harbour Street')).toBeVisible();

  // Delete an image from the grid, take it back with Undo: nothing reaches the server.
  const grid = page.getByRole('grid', { name: 'Project images' });
  const kitchen = grid.getByRole('row', { name: 'Kitchen' });
  const deleteKitchen = async () => {
    await kitchen.hover();
    await kitchen.getByRole('button', { name: 'Delete Kitchen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete image “Kitchen”?' });
    await expect(confirm).toContainText('You can undo this for 5 seconds.');
    await shoot(page, 'image-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete Image' }).click();
    await expect(kitchen).toHaveCount(0);
  };
  await deleteKitchen();
  const toast = page.getByRole('alertdialog', { name: /Image deleted/ });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(kitchen).toBeVisible();
  await page.waitForTimeout(5_500);
  expect((await page.request.get(`${HD}/images/${images[0]!.id}/`)).status()).toBe(200);

  // Again, and let the window run out: the image is gone on the server too.
  await deleteKitchen();
  expect((await page.request.get(`${HD}/images/${images[0]!.id}/`)).status()).toBe(200);
  await shoot(page, 'image-delete-undo-toast');
  await expect
    .poll(async () => (await page.request.get(`${HD}/images/${images[0]!.id}/`)).status(), {
      timeout: 15_000,
    })
    .toBe(404);
  await expect(grid.getByRole('row')).toHaveCount(1);

  // Delete the project from its page: the confirmation counts what goes with it.
  await page.getByRole('button', { name: 'Delete Project' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete project “Loft renamed”?' });
  await expect(confirm).toContainText('1 image and all its versions');
  await expect(confirm).toContainText(/boards? and their 1 share link, which stop working/);
  await expect(confirm).toContainText('This cannot be undone.');
  await shoot(page, 'project-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete Project' }).click();
  await expect(page).toHaveURL(/\/app\/projects$/);
  await expect(page.getByRole('link', { name: 'Loft renamed' })).toHaveCount(0);

  // Its share link no longer opens the board.
  expect((await page.request.get(`${HD}/share/${link.token}/`)).status()).toBe(404);
  const recipient = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await recipient.newPage();
  await visitor.goto(new URL(link.url).pathname);
  await expect(visitor.getByRole('heading', { name: 'Board Not Found' })).toBeVisible();
  await recipient.close();

  // The image's 404s after its delete are expected answers, not page errors.
  expect(consoleErrors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
});
