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

test('analytics: page views and the guest reach the project’s own endpoint in batches', async ({
  page,
  consoleErrors,
}) => {
  type Sent = { event: string; path?: string; properties?: Record<string, unknown> };
  const batches: { status: number; events: Sent[]; csrf: string | null }[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/api/v1/analytics/events/')) return;
    const response = await request.response();
    batches.push({
      status: response?.status() ?? 0,
      events: (request.postDataJSON() as { events: Sent[] }).events,
      csrf: await request.headerValue('x-csrftoken'),
    });
  });
  const sent = () => batches.flatMap((b) => b.events);

  await page.goto('/app/playground');
  await expect(page.getByRole('region', { name: 'Welcome to the Playground' })).toBeVisible();
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // Within the 3000 ms batching window (plus a loaded machine's slack) both views are out.
  await expect
    .poll(() => sent().map((e) => `${e.event} ${e.path ?? ''}`.trim()), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining(['page_view /app/playground', 'page_view /app/projects', 'identify']),
    );
  const uid = (await me(page)).user?.uid;
  expect(sent().find((e) => e.event === 'identify')?.properties).toEqual({
    uid,
    is_anonymous: true,
  });
  for (const b of batches) {
    expect(b.status).toBe(202);
    expect(b.csrf).toBeTruthy();
    expect(b.events.length).toBeLessThanOrEqual(20);
  }
  expect(consoleErrors).toEqual([]);
});
