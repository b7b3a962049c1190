import { completeEmulatorGoogleSignIn, expect, me, test } from '../support/fixtures.ts';

test('signs in with Google through the identity provider', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await completeEmulatorGoogleSignIn(page, 'ada@example.com', 'Ada Lovelace');

  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await me(page)).isAuthenticated, { timeout: 20_000 }).toBe(true);
  const reply = await me(page);
  expect(reply.user).toMatchObject({ isAnonymous: false, email: 'ada@example.com' });
  // The bar re-renders as the session is restored: a press on the button it replaced is lost.
  await expect(async () => {
    await page.getByRole('button', { name: /Ada Lovelace|Account menu|User menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('menuitem', { name: 'Upgrade to Google Account' })).toHaveCount(0);
});

test('a guest who upgrades to Google keeps the same uid', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Try It Now - No Signup!' }).click();
  await expect(page.getByRole('region', { name: 'Welcome to the Playground' })).toBeVisible();
  const guest = await me(page);
  expect(guest.user?.isAnonymous).toBe(true);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Upgrade to Google Account' }).click();
  await completeEmulatorGoogleSignIn(page, 'grace@example.com', 'Grace Hopper');

  await expect
    .poll(async () => (await me(page)).user?.isAnonymous, { timeout: 20_000 })
    .toBe(false);
  const upgraded = await me(page);
  expect(upgraded.user?.uid).toBe(guest.user?.uid);
  expect(upgraded.user?.email).toBe('grace@example.com');
});
