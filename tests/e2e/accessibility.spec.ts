import { expect, test } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

const pages = [
  { name: 'landing', path: '/', ready: 'Try It Now - No Signup!' },
  { name: 'playground', path: '/app/playground', ready: 'Choose an Image to Start' },
  { name: '404', path: '/nowhere', ready: 'Oops! Page not found' },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const p of pages) {
      test(`${p.name} has no axe violations`, async ({ page, consoleErrors }) => {
        await page.goto(p.path);
        await expect(page.getByText(p.ready).first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test('the phone layout of the playground passes axe too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/playground');
  await expect(page.getByText('Choose an Image to Start')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
