import type { Page } from '@playwright/test';
import { expect, me, test } from '../support/fixtures.ts';

/**
 * Issue #22, acceptance: a guest pastes three fixture listing URLs (JSON-LD, microdata, Open
 * Graph), a page with nothing usable and one line that is not a URL. The bad line is named
 * before submitting; the three cards reach Completed with a price and an address without a
 * reload, the fourth fails with a readable reason; Create Project makes a project that holds the
 * listing's pictures. The fixture portal runs on loopback (globalSetup), reachable by the server
 * only through its test-only allow-list.
 */

const toast = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

test('import three listings and a failure from their URLs, then make a project of one', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const portal = process.env.E2E_LISTING_PORTAL;
  expect(portal, 'globalSetup serves the fixture portal').toBeTruthy();
  const urls = {
    jsonld: `${portal}/jsonld.html`,
    microdata: `${portal}/microdata.html`,
    opengraph: `${portal}/opengraph.html`,
    nothing: `${portal}/nothing.html`,
  };

  // A guest session (the playground starts one), then the empty listings page.
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);
  await page.goto('/app/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Listings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No listings found' })).toBeVisible({
    timeout: 30_000,
  });

  // The dialog names the line that is not a URL before anything is sent.
  await page.getByRole('button', { name: 'Add Your First Listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Listings' });
  const field = dialog.getByRole('textbox', { name: 'Listing URLs' });
  await expect(field).toHaveAttribute('rows', '10');
  await field.fill(
    [urls.jsonld, urls.microdata, 'call the agent about this one', '', urls.opengraph, urls.nothing]
      .map((l) => `  ${l}`)
      .join('\n'),
  );
  await expect(dialog.getByText('Line 3: call the agent about this one')).toBeVisible();
  await expect(dialog.getByText('4 URLs to add')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Listings' }).click();
  await expect(toast(page, '4 listings added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The cards fill in without a reload: three completed with a price and an address.
  const list = page.getByRole('list', { name: 'Listings' });
  await expect(list.getByRole('article')).toHaveCount(4);
  const card = (name: string | RegExp) => list.getByRole('article', { name });
  const completed = [
    { name: 'Sunny craftsman with a wraparound porch', address: /12 Maple Street/ },
    { name: /Harbour view/, address: /88 Harbour Road/ },
    { name: /Stone cottage/, address: /3 Church Lane/ },
  ];
  for (const c of completed) {
    const article = card(c.name);
    await expect(article.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(article.getByText(/[$£€]\s?[\d,]+/)).toBeVisible();
    await expect(article.getByText(c.address)).toBeVisible();
  }
  await expect(page.getByText('4 listings', { exact: true })).toBeVisible();
  const failed = list.getByRole('article').filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(1, { timeout: 90_000 });
  await expect(failed.getByText(/No listing details found on this page/)).toBeVisible();

  // Stat cards follow: four in all.
  const stats = page.getByRole('region', { name: 'Listing statistics' });
  await expect(stats.locator('[data-stat="total"] dd')).toHaveText('4', { timeout: 30_000 });

  // Create Project → View Project → the project holds the listing's pictures.
  const maple = card('Sunny craftsman with a wraparound porch');
  await maple.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project created')).toBeVisible({ timeout: 60_000 });
  const view = maple.getByRole('link', { name: 'View Project' });
  await expect(view).toBeVisible({ timeout: 30_000 });
  const href = (await view.getAttribute('href')) ?? '';
  const projectId = href.split('/').pop() ?? '';
  expect(projectId).not.toBe('');
  const project = await page.request.get(`/api/v1/home-design/projects/${projectId}/`);
  expect(project.ok()).toBe(true);
  const body = (await project.json()) as { title: string; image_count: number };
  expect(body.image_count).toBeGreaterThanOrEqual(2);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}$`));
  await expect(page.getByRole('grid', { name: 'Project images' }).getByRole('row')).toHaveCount(
    body.image_count,
    { timeout: 30_000 },
  );

  // The search, tab and filters live in the URL: a reload keeps them, Back undoes a tab, and
  // a bad value in a link falls back to its default without a word.
  await page.goto('/app/listings');
  await expect(list.getByRole('article')).toHaveCount(4, { timeout: 30_000 });
  const searchBox = page.getByRole('searchbox', { name: 'Search listings' });
  await searchBox.fill('craftsman');
  await expect(page).toHaveURL(/[?&]q=craftsman/);
  await expect(list.getByRole('article')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'With Projects' }).click();
  await expect(page).toHaveURL(/[?&]tab=with_projects/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'With Projects' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(searchBox).toHaveValue('craftsman');
  await expect(list.getByRole('article')).toHaveCount(1, { timeout: 30_000 });
  await expect(card('Sunny craftsman with a wraparound porch')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox).toHaveValue('craftsman');
  await page.goto('/app/listings?tab=secret&status=bogus&type=castle&view=table');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('article')).toHaveCount(4, { timeout: 30_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The page with its listings at a phone's and a desktop's width, attached to the report.
  await page.goto('/app/listings');
  await expect(list.getByRole('article')).toHaveCount(4, { timeout: 30_000 });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(card('Sunny craftsman with a wraparound porch').locator('img')).toHaveJSProperty(
      'complete',
      true,
    );
    const path = testInfo.outputPath(`listings-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`listings-${width}`, { path, contentType: 'image/png' });
    // Nothing spills sideways on either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }

  expect(consoleErrors).toEqual([]);
});
