import { expect, me, test } from '../support/fixtures.ts';

test('a visitor tries it without signing up, keeps the session on reload, and signs out', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try It Now - No Signup!' }).click();

  await expect(page).toHaveURL(/\/app\/playground$/);
  await expect(page.getByRole('region', { name: 'Welcome to the Playground' })).toBeVisible();
  const first = await me(page);
  expect(first.isAuthenticated).toBe(true);
  expect(first.user?.isAnonymous).toBe(true);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Welcome to the Playground' })).toBeVisible();
  const again = await me(page);
  expect(again.isAuthenticated).toBe(true);
  expect(again.user?.uid).toBe(first.user?.uid);

  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Upgrade to Google Account' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
  await expect.poll(async () => (await me(page)).isAuthenticated).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('opening the playground signed out starts a guest session by itself', async ({ page }) => {
  await page.goto('/app/playground');
  await expect(page.getByRole('region', { name: 'Welcome to the Playground' })).toBeVisible();
  expect((await me(page)).user?.isAnonymous).toBe(true);
});
