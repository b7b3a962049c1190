import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import yauzl from 'yauzl';
import { axeViolations } from '../support/axe.ts';
import { completeEmulatorGoogleSignIn, expect, me, test } from '../support/fixtures.ts';
import { startOwnServer } from '../support/ownServer.ts';

/*
 * Issue #40, plans on the default table: a Free account has no API access (Settings → API says
 * so and leads to the plans, whose Upgrade opens the consultation form) and its exports carry
 * the watermark; a guest start refused by the per-address sign-in limit says why.
 */

const HD = '/api/v1/home-design';
const SHOTS = '/tmp/plans-shots';

/** A new Google account (the Free plan), signed in from the landing page; returns a CSRF token. */
async function freeAccount(page: Page, name: string, consoleErrors: string[]) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await completeEmulatorGoogleSignIn(page, email, name);
  await expect.poll(async () => (await me(page)).user?.email, { timeout: 20_000 }).toBe(email);
  // The emulator's sign-in page links a CDN, refused here (playwright.config.ts): not the studio's.
  consoleErrors.splice(0);
  await page.request.get('/api/v1/auth/csrf/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return { email, csrf };
}

/** A PNG of one light colour, written by hand (the watermark's dark pill shows on it). */
function lightPng(w: number, h: number): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h, 0xf0);
  for (let y = 0; y < h; y++) raw[y * (w * 3 + 1)] = 0; // filter byte: none
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The files of a zip: name and bytes, read with yauzl. */
function unzip(path: string): Promise<Map<string, Buffer>> {
  return new Promise((ok, fail) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return fail(err ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (e: yauzl.Entry) => {
        zip.openReadStream(e, (error, stream) => {
          if (error || !stream) return fail(error ?? new Error('no entry stream'));
          const parts: Buffer[] = [];
          stream.on('data', (d: Buffer) => parts.push(d));
          stream.on('end', () => {
            files.set(e.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => ok(files));
      zip.on('error', fail);
      zip.readEntry();
    });
  });
}

test('a Free account: Settings → API refuses keys and leads to the plans and consultation', async ({
  page,
  consoleErrors,
}) => {
  await freeAccount(page, 'Fay', consoleErrors);
  await page.goto('/app/settings');
  await page.getByRole('tab', { name: 'API' }).click();
  const note = page.getByRole('note', { name: 'Not in your plan' });
  await expect(note).toHaveText(
    /API keys are not part of the Free plan\. Upgrade to a plan with API access \(Business\) on the Plans page, or ask the operator of this studio\./,
  );
  await expect(page.getByRole('button', { name: 'Create API Key' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `api-refusal-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The server says the same to a request made anyway.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const refused = await page.request.post(`${HD}/api-keys/`, {
    headers: { 'X-CSRFToken': csrf },
    data: { name: 'Anyway', scopes: ['read'] },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).detail).toMatch(/^API keys are not part of the Free plan\./);

  // See Plans → the Free plan is current; Upgrade opens the consultation form about it.
  await note.getByRole('link', { name: 'See Plans' }).click();
  await expect(page).toHaveURL(/\/app\/plans$/);
  await page.getByRole('button', { name: 'Upgrade to Business' }).click();
  await expect(page).toHaveURL(/\/app\/consultation\?plan=business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Business' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a Free account's export carries the watermark", async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const { csrf } = await freeAccount(page, 'Wren', consoleErrors);
  const project = await (
    await page.request.post(`${HD}/projects/`, {
      headers: { 'X-CSRFToken': csrf },
      data: { title: 'Watermarked' },
    })
  ).json();
  const up = await page.request.post(`${HD}/projects/${project.id}/upload_images/`, {
    headers: { 'X-CSRFToken': csrf },
    multipart: { files: { name: 'room.png', mimeType: 'image/png', buffer: lightPng(480, 320) } },
  });
  expect(up.status()).toBe(201);

  await page.goto(`/app/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Watermarked' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export project' }).click(),
  ]);
  await expect(page.getByText('Export ready')).toBeVisible();
  const files = await unzip((await download.path())!);
  // A watermarked file is re-encoded as JPEG whatever it was.
  expect([...files.keys()]).toEqual(['room.jpg']);
  const jpeg = files.get('room.jpg')!;
  expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);

  // The picture as the browser decodes it: the bottom-right corner (where the engine puts the
  // mark: 148 × 20 px, 12 px in, for 480 × 320) is darkened; the rest is the upload's colour.
  const light = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/jpeg;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const mean = (x: number, y: number, w: number, h: number) => {
      const d = ctx.getImageData(x, y, w, h).data;
      let sum = 0;
      for (let i = 0; i < d.length; i += 4) sum += (d[i]! + d[i + 1]! + d[i + 2]!) / 3;
      return sum / (d.length / 4);
    };
    return {
      size: [img.naturalWidth, img.naturalHeight],
      corner: mean(320, 288, 148, 20),
      elsewhere: mean(12, 12, 148, 20),
    };
  }, jpeg.toString('base64'));
  expect(light.size).toEqual([480, 320]);
  expect(light.elsewhere).toBeGreaterThan(230);
  expect(light.corner).toBeLessThan(190);
  expect(consoleErrors).toEqual([]);
});

test('Try It Now refused by the per-address sign-in limit says why and how long to wait', async ({
  browser,
}) => {
  // A server of its own whose sign-in limit one earlier request from this address uses up, as
  // when many visitors share one address.
  const { context, close } = await startOwnServer(browser, {
    name: 'limit',
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1' },
  });
  try {
    const page = await context.newPage();
    await page.request.get('/api/v1/auth/csrf/');
    const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const first = await page.request.post('/api/v1/auth/session', {
      headers: { 'X-CSRFToken': csrf },
      data: { idToken: 'someone-else-behind-this-address' },
    });
    expect(first.status()).toBe(401);

    await page.goto('/');
    await page.getByRole('button', { name: 'Try It Now - No Signup!' }).click();
    await expect(
      page.getByRole('heading', {
        name: /^Failed to start (playground )?session\. Please try again\.$/,
      }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText(/The server said: “Too many requests; try again in \d+ seconds”/),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /You can try again in \d+ seconds?\./ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Try Again \(\d+\)$/ })).toBeDisabled();
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: join(SHOTS, `try-it-now-refused-${width}.png`) });
    }
  } finally {
    await close();
  }
});
