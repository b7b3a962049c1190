import { expect, test } from '../support/fixtures.ts';

test('repeated and trailing slashes are normalised', async ({ page }) => {
  await page.goto('/app//projects/');
  await expect(page).toHaveURL(/\/app\/projects$/);
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Try It Now - No Signup!' })).toBeVisible();
});

test('dashboard and projects/new redirect to the projects list', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/projects$/);
  await page.goto('/app/projects/new');
  await expect(page).toHaveURL(/\/app\/projects$/);
});
