import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { admin } from '../support/admin.ts';
import { completeEmulatorGoogleSignIn, expect, me, test } from '../support/fixtures.ts';

const root = resolve(import.meta.dirname, '../..');
const EXAMPLE = join(root, 'packages/api-client/examples/stage-a-photo.ts');
const PHOTO = join(root, 'apps/api/assets/samples/living_room/empty_daylight.jpg');
const HD = '/api/v1/home-design';
const SHOTS = '/tmp/api-keys-shots';

/**
 * Issue #27: a key made in Settings → API and copied from the one-time dialog runs the SDK's
 * README example (a separate Node process, as an integrator would) against the running stack;
 * the key owner then sees the edited picture in the studio. API keys are a Business feature of
 * the default plan table (issue #40): the operator puts the account on it first.
 */
test('API keys: create and copy a key in Settings, run the SDK example, see its job in the studio', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `integrator-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await completeEmulatorGoogleSignIn(page, email, 'Ivy Integrator');
  await expect.poll(async () => (await me(page)).user?.email, { timeout: 20_000 }).toBe(email);
  // The emulator's sign-in page links a CDN, refused here (playwright.config.ts): not the studio's.
  consoleErrors.splice(0);
  expect(await admin('plan', email, 'business')).toMatch(/is now on Business: .*, API access/);
  await expect
    .poll(async () => ((await me(page)).user as { plan?: { id: string } } | null)?.plan?.id)
    .toBe('business');

  await page.goto('/app/settings');
  await page.getByRole('tab', { name: 'API' }).click();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByRole('textbox', { name: /Name/ }).fill('E2E integration');
  await form.getByRole('button', { name: 'Create Key' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Copy your new API key' });
  const shown = (await secretDialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(shown).toMatch(/^hds_/);
  await secretDialog.getByRole('button', { name: 'Copy key' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const apiKey = await page.evaluate(() => navigator.clipboard.readText());
  expect(apiKey).toBe(shown);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('article', { name: 'E2E integration' });
  await expect(card.getByText(`${apiKey.slice(0, 12)}…`)).toBeVisible();
  await expect(page.getByText(apiKey)).toHaveCount(0);
  // Screenshots of the new tab for review (desktop and phone).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: join(SHOTS, 'api-tab-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, 'api-tab-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The README example, run as its own Node process with the copied key (no cookie, no CSRF).
  const dir = mkdtempSync(join(tmpdir(), 'hds-e2e-sdk-'));
  try {
    const out = join(dir, 'staged.jpg');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', EXAMPLE, PHOTO, out],
      {
        cwd: root,
        env: { ...process.env, HDS_URL: baseURL, HDS_API_KEY: apiKey },
        timeout: 90_000,
      },
    );
    // Virtual staging where the stack has a generative engine (here the fake Replicate),
    // else a wall colour on the local engine.
    const [, operation, versionId] = /with (\w+) \(version ([^)]+)\)/.exec(stdout) ?? [];
    expect(['furniture', 'wall_color'], stdout).toContain(operation);
    expect(versionId, stdout).toBeTruthy();
    expect(readFileSync(out).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // The key owner's studio shows the uploaded photo with the edit the script ran.
    const images = await (await page.request.get(`${HD}/images/?ordering=-created_at`)).json();
    const image = (images.results as { id: string; versions: { id: string }[] }[]).find((i) =>
      i.versions.some((v) => v.id === versionId),
    );
    expect(image).toBeTruthy();
    await page.goto(`/app/playground?imageId=${image!.id}&versionId=${versionId}`);
    const label = operation === 'furniture' ? 'Virtual staging' : 'Wall color';
    await expect(page.getByText(label).first()).toBeVisible();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The key's use shows in Settings → API.
  await page.goto('/app/settings');
  await page.getByRole('tab', { name: 'API' }).click();
  await expect(
    page.getByRole('article', { name: 'E2E integration' }).getByText('Never'),
  ).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
