import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test runs against the stack started by globalSetup and fails on console errors. (The
 * CDN the emulator's sign-in page links is refused by the browser: playwright.config.ts.)
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Playwright reads fixture dependencies from the destructuring pattern; none are needed here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});
export { expect };

export interface MeReply {
  isAuthenticated: boolean;
  user: { uid: string; isAnonymous: boolean; email: string | null } | null;
}

/** GET /api/v1/auth/me with the page's cookies, as the app itself would ask. */
export async function me(page: Page): Promise<MeReply> {
  const res = await page.request.get('/api/v1/auth/me');
  expect(res.ok()).toBe(true);
  return (await res.json()) as MeReply;
}

/** Completes the Auth emulator's Google sign-in page with a new account. */
export async function completeEmulatorGoogleSignIn(page: Page, email: string, name: string) {
  await page.waitForURL(/\/emulator\/auth\/handler/);
  await page.locator('#add-account-button').click();
  await page.locator('#email-input').fill(email);
  await page.locator('#display-name-input').fill(name);
  await page.locator('#sign-in').click();
}
