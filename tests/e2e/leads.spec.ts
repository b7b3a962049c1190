import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';

const HD = '/api/v1/home-design';
const SHOTS = process.env.LEADS_SHOTS_DIR ?? '/tmp/leads-shots';
const PARTNER = 'https://partner.example';

/** Full-page screenshots at a phone and a desktop width, for a person to look at. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Picks `option` in the react-aria Select labelled `label`, by keyboard. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: option }).click();
}

test('a visitor asks for a consultation signed out; an owner makes an embed and works its lead in the inbox', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);

  // 1. Signed out: the full-page lead form on /app/consultation.
  await page.goto('/app/consultation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Your Free Design Consultation' }),
  ).toBeVisible();
  await expect((await me(page)).isAuthenticated).toBe(false);
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeVisible();
  await shoot(page, 'consultation');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, /Project Type/, 'Renovation');
  await choose(page, /Timeline/, 'Within 3 months');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('progressbar', { name: 'Step 3 of 3' })).toBeVisible();
  await page.getByText('I accept the terms and conditions').click();
  // The server refuses a form sent within 3 s of opening; a person takes longer.
  await page.waitForTimeout(3_000);
  const capture = page.waitForResponse((r) => r.url().endsWith(`${HD}/gallery/lead-capture/`));
  await page.getByRole('button', { name: 'Get Started' }).click();
  const reply = await capture;
  expect(reply.status()).toBe(201);
  const sent = reply.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ projectTimeline: '3_months', acceptTerms: true });
  // The token the server issued when the form was shown: the fill time is measured from it.
  expect(typeof sent.formToken).toBe('string');
  expect(sent).not.toHaveProperty('startedAt');
  expect(sent).not.toHaveProperty('website');
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
  await expect(page.getByText("Thank you! We'll be in touch within 24 hours.")).toBeVisible();

  // 2. A signed-in guest creates an embed on /app/embeds and gets its snippet.
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);
  await page.goto('/app/embeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Embeds' })).toBeVisible();
  await page.getByRole('button', { name: 'New embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'New embed' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Partner site');
  const origins = dialog.getByRole('textbox', { name: 'Allowed origins' });
  await origins.fill(`${PARTNER}/contact`);
  await dialog.getByRole('button', { name: 'Create embed' }).click();
  await expect(dialog.getByText(/each must be an exact origin/)).toBeVisible();
  await origins.fill(PARTNER);
  await dialog.getByRole('button', { name: 'Create embed' }).click();
  const secret = page.getByRole('dialog', { name: 'Webhook secret' });
  await expect(secret.getByText(/\S{16,}/)).toBeVisible();
  await secret.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('article', { name: 'Partner site' });
  const snippet = await card.getByLabel('Snippet for Partner site').textContent();
  const key = /embed="([^"]+)"/.exec(snippet ?? '')?.[1] ?? '';
  expect(snippet).toContain(`<script src="${new URL(page.url()).origin}/embed/v1.js" async>`);
  expect(key).not.toBe('');
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(
    card.getByRole('group', { name: 'Preview of Partner site' }).getByRole('heading', {
      name: 'Get Your Free Design Consultation',
    }),
  ).toBeVisible();
  await shoot(page, 'embeds');

  // 3. A lead arrives through the embed from the partner's origin, its form shown 3 s before…
  const shown = await page.request.get(`/api/v1/embed/${key}/form-token/`, {
    headers: { Origin: PARTNER },
  });
  expect(shown.status(), await shown.text()).toBe(200);
  const { formToken } = (await shown.json()) as { formToken: string };
  await page.waitForTimeout(3_000);
  const lead = await page.request.post(`/api/v1/embed/${key}/leads/`, {
    headers: { Origin: PARTNER },
    data: {
      firstName: 'Ada',
      lastName: 'Partner',
      email: 'ada.partner@example.com',
      message: '<img src=x onerror=alert(1)> two rooms',
      acceptTerms: true,
      formToken,
      pageUrl: `${PARTNER}/contact`,
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  // 4. …and is in the owner's inbox, its text shown as text; its state can be changed.
  await page.goto('/app/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const row = page.getByRole('row', { name: /Ada Partner/ });
  await expect(row).toContainText('Embed: Partner site');
  await row.click();
  const detail = page.getByRole('article', { name: 'Ada Partner' });
  await expect(detail.getByText('<img src=x onerror=alert(1)> two rooms')).toBeVisible();
  await expect(detail.locator('img')).toHaveCount(0);
  await expect(detail.getByText(`${PARTNER}/contact`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `${HD}/leads/export/`,
  );
  await shoot(page, 'leads');
  await choose(page, /Lead state/, 'Contacted');
  await expect(row).toContainText('Contacted');
  const list = await (await page.request.get(`${HD}/leads/?state=contacted`)).json();
  expect((list.results as { email: string }[]).map((l) => l.email)).toContain(
    'ada.partner@example.com',
  );
  expect(consoleErrors).toEqual([]);
});
