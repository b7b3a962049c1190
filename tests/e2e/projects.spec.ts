import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, me, test } from '../support/fixtures.ts';

const sample = fileURLToPath(
  new URL('../../apps/api/assets/samples/bedroom/furnished_bohemian_daylight.jpg', import.meta.url),
);

test('a guest finds the Sample Project, creates a project and uploads into it', async ({
  page,
  consoleErrors,
}) => {
  // The playground starts a guest session by itself; the first list makes the sample project.
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);
  await page.goto('/app/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const sampleCard = page.getByRole('link', { name: 'Sample Project' });
  await expect(sampleCard).toBeVisible();
  await expect(page.getByText('4 images')).toBeVisible();

  // An empty title is refused with the spec's message and nothing is created.
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByRole('button', { name: /Create/ }).click();
  await expect(page.getByText('Project title is required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: /Project Title/ }).fill('Maple Street loft');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('12 Maple Street');
  await dialog.getByRole('button', { name: /Create/ }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/projects\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Street loft' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Projects');

  // An empty project opens the upload area by itself. One invalid file, one real photo.
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    { name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: readFileSync(sample) },
  ]);
  await expect(page.getByText('Validation Errors')).toBeVisible();
  await expect(
    page.getByText('notes.txt: Invalid format. Accepted: jpeg, jpg, png, webp'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Project images' });
  await expect(grid.getByRole('row')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /Images/ })).toContainText('1');

  // The original opens its Image Variations dialog.
  await grid.getByRole('row').first().press('Enter');
  const variations = page.getByRole('dialog', { name: /Variations/ });
  await expect(variations).toBeVisible();
  await expect(variations.getByRole('tab', { name: /All/ })).toBeVisible();
  await variations.getByRole('button', { name: 'Close' }).first().click();

  // Its Edit action leads to the playground with the image id.
  await page.getByText('Group by Original Image').click();
  await expect(page.getByText(/Original \+ 0 variations/)).toBeVisible();

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
