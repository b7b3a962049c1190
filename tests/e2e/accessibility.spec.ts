import { expect, me, test } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

const pages = [
  { name: 'landing', path: '/', ready: 'Try It Now - No Signup!' },
  { name: 'playground', path: '/app/playground', ready: 'Welcome to the Playground' },
  { name: '404', path: '/nowhere', ready: 'Oops! Page not found' },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    // every-route.spec.ts already runs axe on these pages in the light theme.
    for (const p of scheme === 'dark' ? pages : []) {
      test(`${p.name} has no axe violations`, async ({ page, consoleErrors }) => {
        await page.goto(p.path);
        await expect(page.getByText(p.ready).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }

    test('the signed-in pages have no axe violations', async ({ page, consoleErrors }) => {
      await page.goto('/app/playground');
      await expect.poll(async () => (await me(page)).isAuthenticated).toBe(true);
      const check = async (ready: string) => {
        await expect(page.getByText(ready).first()).toBeVisible();
        // Let skeletons give way and entrance transitions settle before axe reads colours.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
      };
      await page.goto('/app/projects');
      await check('Sample Project');
      await page.getByRole('link', { name: 'Sample Project' }).click();
      await check('Get started with these example room transformations');
      await page.getByRole('tab', { name: /Boards/ }).click();
      await check('Sample Project — All Images');
      await page.goto('/app/boards');
      await check('Organize and share your design collections');
      await page.getByRole('link', { name: 'Sample Project — All Images' }).click();
      await check('This is an automatically generated board');
      await page.getByRole('tab', { name: 'Share Settings' }).click();
      await check('Generate secure links to share this board with different permission levels.');
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the phone layout of the playground passes axe too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/playground');
  await expect(page.getByText('Welcome to the Playground')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
