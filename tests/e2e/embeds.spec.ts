import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';
import {
  partnerHtml,
  startPartnerPage,
  startWebhookReceiver,
  verifyWebhook,
} from '../support/partnerPage.ts';

const HD = '/api/v1/home-design';
const SHOTS = '/tmp/embeds-shots';

interface Embed {
  id: string;
  key: string;
  webhookSecret: string;
}

/** A signed-in guest's two sample pictures (completed primary versions) and CSRF token. */
async function ownerWithVersions(page: Page) {
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);
  let projectId = '';
  await expect
    .poll(async () => {
      const list = await (await page.request.get(`${HD}/projects/`)).json();
      projectId =
        (list.results as { id: string; is_sample: boolean }[]).find((p) => p.is_sample)?.id ?? '';
      return projectId;
    })
    .not.toBe('');
  const project = await (await page.request.get(`${HD}/projects/${projectId}/`)).json();
  const versionIds = (project.images as { versions: { id: string; is_primary: boolean }[] }[])
    .slice(0, 2)
    .map((img) => img.versions.find((v) => v.is_primary)!.id);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return { versionIds, csrf };
}

/**
 * Issue #21's acceptance across origins: the API (and /embed/v1.js) on http://localhost:PORT, a
 * partner's static page on http://127.0.0.1:OTHER with both widgets, and the same page on a
 * third origin that is not on the embeds' allow-lists.
 */
test('partner widgets on another origin: shadow DOM, keyboard slider, a lead, a signed and retried webhook, a refused origin', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { versionIds, csrf } = await ownerWithVersions(page);

  // The partner's page, and the receiver of the lead form's webhook: it fails the first
  // delivery (500), so the lead arrives on the retry.
  const receiver = await startWebhookReceiver([500, 200]);
  const partnerPage = await startPartnerPage();
  const strangerPage = await startPartnerPage();
  try {
    const create = async (data: unknown) => {
      const res = await page.request.post(`${HD}/embeds/`, {
        headers: { 'X-CSRFToken': csrf },
        data,
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Embed;
    };
    const leadEmbed = await create({
      name: 'Partner site form',
      allowedOrigins: [partnerPage.origin],
      widget: { type: 'lead_form', mode: 'inline', successMessage: 'Thanks, we will call you.' },
      webhookUrl: receiver.url,
    });
    const sliderEmbed = await create({
      name: 'Partner site before/after',
      allowedOrigins: [partnerPage.origin],
      widget: { type: 'before_after', versionIds, title: 'Living room makeover' },
    });
    const api = new URL(page.url()).origin;
    const html = partnerHtml(api, leadEmbed.key, sliderEmbed.key);
    partnerPage.setHtml(html);
    strangerPage.setHtml(html);
    expect(new URL(partnerPage.origin).host).not.toBe(new URL(api).host);

    // A visitor with no cookies of the API's origin.
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
    const site = await visitor.newPage();
    const errors: string[] = [];
    site.on('pageerror', (e) => errors.push(e.message));
    await site.goto(partnerPage.origin + '/interiors/');

    const slider = site.getByRole('slider', { name: /before and after divider/i });
    await expect(slider).toBeVisible();
    const form = site.getByRole('region', { name: 'Get Your Free Design Consultation' });
    await expect(form.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    const shownAt = Date.now();

    // Everything is inside the shadow roots; nothing was added to the host document's styles.
    const dom = await site.evaluate(() => ({
      sliderInShadow: !!document
        .querySelector('hds-before-after')!
        .shadowRoot?.querySelector('[role="slider"]'),
      formInShadow: !!document.querySelector('hds-lead-form')!.shadowRoot?.querySelector('form'),
      lightDomSlider: !!document.querySelector('[role="slider"]'),
      documentStyles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      shadowStyles: document.querySelector('hds-lead-form')!.shadowRoot!.querySelectorAll('style')
        .length,
    }));
    expect(dom).toEqual({
      sliderInShadow: true,
      formInShadow: true,
      lightDomSlider: false,
      documentStyles: 1,
      shadowStyles: 2,
    });

    // The host's `button { background: red }` reaches its own button, not the widget's.
    const background = (selector: ReturnType<Page['locator']>) =>
      selector.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(site.locator('#partner-button'))).toBe('rgb(255, 0, 0)');
    const next = form.getByRole('button', { name: 'Next' });
    expect(await background(next)).not.toBe('rgb(255, 0, 0)');
    expect(
      await form
        .getByRole('textbox', { name: 'First Name' })
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).not.toMatch(/Comic Sans/);

    // The slider, by keyboard, inside its shadow root.
    await slider.focus();
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await site.keyboard.press('ArrowRight');
    await site.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '52');
    await site.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '51');
    await site.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await site.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    const focused = await site.evaluate(
      () =>
        document
          .querySelector('hds-before-after')!
          .shadowRoot!.activeElement?.getAttribute('role') ?? null,
    );
    expect(focused).toBe('slider');
    // Both pictures came through the embed's signed media URLs.
    const images = site.locator('hds-before-after img');
    await expect(images).toHaveCount(2);
    for (const src of await images.evaluateAll((els) =>
      els.map((e) => (e as HTMLImageElement).src),
    ))
      expect(src).toMatch(new RegExp(`^${api}/api/v1/embed/${sliderEmbed.key}/media/.+sig=`));

    await site.screenshot({ path: `${SHOTS}/partner-1440.png`, fullPage: true });

    // The widgets follow the host's colour scheme, and its changes.
    const themes = site.locator('hds-lead-form [data-theme], hds-before-after [data-theme]');
    await expect(themes).toHaveCount(2);
    for (const t of await themes.all()) await expect(t).toHaveAttribute('data-theme', 'light');
    await site.emulateMedia({ colorScheme: 'dark' });
    for (const t of await themes.all()) await expect(t).toHaveAttribute('data-theme', 'dark');
    await site.screenshot({ path: `${SHOTS}/partner-1440-dark.png`, fullPage: true });
    await site.emulateMedia({ colorScheme: 'light' });
    for (const t of await themes.all()) await expect(t).toHaveAttribute('data-theme', 'light');

    // A lead, by keyboard and pointer as a visitor would.
    await form.getByRole('textbox', { name: 'First Name' }).fill('Grace');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Hopper');
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
    await next.click();
    await expect(form.getByRole('heading', { name: 'Your preferences' })).toBeFocused();
    await form.getByRole('checkbox', { name: 'Modern' }).check();
    await form.getByRole('textbox', { name: 'Message' }).fill('A calm living room, please.');
    await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    // The API refuses a form sent faster than its minimum fill time (3 s).
    await site.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
    await form.getByRole('button', { name: 'Get Started' }).click();
    await expect(form.getByRole('status')).toContainText('Welcome, Grace!');
    await expect(form.getByRole('status')).toContainText('Thanks, we will call you.');

    // The owner's inbox has it, from the embed and the partner's page.
    const leads = await (await page.request.get(`${HD}/leads/?embed=${leadEmbed.id}`)).json();
    expect(leads.count).toBe(1);
    expect(leads.results[0]).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      styles: ['Modern'],
      acceptTerms: true,
      source_kind: 'embed',
      embed: { id: leadEmbed.id, name: 'Partner site form' },
      page_url: `${partnerPage.origin}/interiors/`,
      state: 'new',
    });

    // The webhook: the first attempt got a 500, the retry a 200; both signed.
    await expect
      .poll(() => receiver.received.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    for (const hook of receiver.received) {
      expect(hook.headers['x-hds-event']).toBe('lead.created');
      expect(verifyWebhook(hook, leadEmbed.webhookSecret)).toBe(true);
      expect(verifyWebhook(hook, 'not-the-secret')).toBe(false);
      expect(hook.body).toContain('grace@example.com');
    }
    expect(receiver.received.map((h) => h.answered).slice(0, 2)).toEqual([500, 200]);
    await expect
      .poll(async () => {
        const log = await (
          await page.request.get(`${HD}/embeds/${leadEmbed.id}/deliveries/`)
        ).json();
        const d = (Array.isArray(log) ? log : log.results)[0];
        return {
          status: d?.status,
          attempts: d?.attempts,
          codes: d?.log?.map((l: { status_code: number }) => l.status_code),
        };
      })
      .toEqual({ status: 'delivered', attempts: 2, codes: [500, 200] });

    // 390 px wide: the same page on a phone.
    await site.setViewportSize({ width: 390, height: 844 });
    await site.reload();
    await expect(site.getByRole('slider')).toBeVisible();
    await expect(site.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    await site.screenshot({ path: `${SHOTS}/partner-390.png`, fullPage: true });
    expect(errors).toEqual([]);

    // The same page on an origin not on the allow-lists: refused, and nothing stored.
    const strange = await visitor.newPage();
    await strange.goto(strangerPage.origin + '/');
    const refusals = strange.getByRole('alert');
    await expect(refusals).toHaveCount(2);
    await expect(refusals.first()).toContainText('this website is not allowed to use it');
    await expect(strange.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
    await expect(strange.getByRole('slider')).toHaveCount(0);
    const posted = await strange.evaluate(async (url) => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Mallory',
            lastName: 'X',
            email: 'mallory@example.com',
            acceptTerms: true,
            formToken: 'never issued',
          }),
        });
        return `answered ${res.status}`;
      } catch {
        return 'refused';
      }
    }, `${api}/api/v1/embed/${leadEmbed.key}/leads/`);
    expect(posted).toBe('refused');
    await strange.screenshot({ path: `${SHOTS}/stranger-1440.png`, fullPage: true });
    const after = await (await page.request.get(`${HD}/leads/?embed=${leadEmbed.id}`)).json();
    expect(after.count).toBe(1);
    await visitor.close();
  } finally {
    await receiver.close();
    await partnerPage.close();
    await strangerPage.close();
  }
});
