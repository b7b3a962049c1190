import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue #41: a visitor without a session gets `/app/consultation` rendered by the server, with
 * one small boot script; the lead form (apps/studio/src/publicPages) hydrates on first use.
 * Everything here is done with the keyboard alone, and the first step is typed (and sent with
 * Enter) before the page has woken up.
 */
const CAPTURE = '/api/v1/home-design/gallery/lead-capture/';
const TITLE = 'Get Your Free Design Consultation';

/** Presses Tab until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens the Select labelled `label` with ArrowDown and picks the option `downs` below the first. */
async function pick(page: Page, label: RegExp, downs: number, option: string) {
  const trigger = page.getByRole('button', { name: label });
  await tabTo(page, trigger);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list takes the focus (its first option) once open: keys before that are not its.
  await expect(page.locator('[role="option"]:focus')).toHaveCount(1);
  // Each key moves the focus one option down; a user sees it move before the next press.
  const focused = page.locator('[role="option"]:focus');
  for (let i = 0; i < downs; i++) {
    const before = await focused.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(focused).not.toHaveText(before ?? '');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toContainText(option);
}

test('a visitor gets the consultation form rendered, one small script, and sends it by keyboard', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  // The server's HTML already holds the form's first step.
  const html = await (await page.request.get('/app/consultation')).text();
  for (const text of [TITLE, 'Step 1 of 3', 'First Name', 'Last Name', 'Email', 'Phone', 'Next'])
    expect(html).toContain(text);

  // The page's code arrives late, as on a slow phone: the visitor types before it is there.
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.goto('/app/consultation', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeVisible();
  expect(scripts, 'only the boot script before the visitor does anything').toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);

  // Step 1, typed and sent with Enter while the page is still waking up.
  await tabTo(page, page.getByRole('textbox', { name: 'First Name' }));
  await page.keyboard.type('Grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('progressbar', { name: 'Step 2 of 3' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About your project' })).toBeFocused();
  expect(
    scripts.some((s) => /firebase|authRuntime/i.test(s)),
    'no Firebase without a sign-in',
  ).toBe(false);

  // Step 2: a required Select refuses Next with the spec's message, then both are picked.
  await tabTo(page, page.getByRole('textbox', { name: 'Location' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Project type is required')).toBeVisible();
  await expect(page.getByText('Timeline is required')).toBeVisible();
  await expect(page.getByRole('button', { name: /Project Type/ })).toBeFocused();
  await pick(page, /Project Type/, 2, 'Renovation');
  await pick(page, /Timeline/, 2, 'Within 3 months');
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole('textbox', { name: 'Location' }));
  await page.keyboard.type('Lyon');
  await page.keyboard.press('Enter');

  // Step 3: Get Started waits for the terms.
  await expect(page.getByRole('progressbar', { name: 'Step 3 of 3' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Get Started' });
  await expect(send).toBeDisabled();
  await tabTo(page, page.getByRole('checkbox', { name: 'Modern' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await page.keyboard.press('Space');
  await expect(send).toBeEnabled();
  // The server refuses a form sent within 3 s of opening; a person takes longer.
  await page.waitForTimeout(3_000);
  const capture = page.waitForResponse((r) => r.url().endsWith(CAPTURE));
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const reply = await capture;
  expect(reply.status(), await reply.text()).toBe(201);
  expect(reply.request().postDataJSON()).toMatchObject({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    projectType: 'renovation',
    projectTimeline: '3_months',
    location: 'Lyon',
    styles: ['Modern'],
    acceptTerms: true,
  });
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
  await expect(page.getByText("Thank you! We'll be in touch within 24 hours.")).toBeVisible();
  expect(
    scripts.some((s) => /firebase|authRuntime/i.test(s)),
    'no Firebase without a sign-in',
  ).toBe(false);
  expect(consoleErrors).toEqual([]);
});
