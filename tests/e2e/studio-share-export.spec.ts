import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import yauzl from 'yauzl';
import { expect, me, test } from '../support/fixtures.ts';

const HD = '/api/v1/home-design';

/** A tiny distinct PNG (solid colour), written by hand: a project of many images in a second. */
function tinyPng(i: number): Buffer {
  const [w, h] = [24, 16];
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      raw[o] = (i * 37) % 256;
      raw[o + 1] = (i * 71) % 256;
      raw[o + 2] = (i * 113 + x) % 256;
    }
  }
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
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** The entries of a zip file: name and uncompressed size, read with yauzl. */
function zipEntries(path: string): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: { name: string; size: number }[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        entries.push({ name: e.fileName, size: e.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A guest whose first projects list has made the Sample Project; returns its id and a CSRF token. */
async function guest(page: Page) {
  await page.goto('/app/playground');
  await expect.poll(async () => (await me(page)).user?.isAnonymous).toBe(true);
  let sampleId = '';
  await expect
    .poll(async () => {
      const list = await (await page.request.get(`${HD}/projects/`)).json();
      sampleId = list.results.find((p: { is_sample: boolean }) => p.is_sample)?.id ?? '';
      return sampleId;
    })
    .not.toBe('');
  await page.request.get('/api/v1/auth/csrf/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return { sampleId, csrf };
}

/**
 * Issue 23: a share link's QR code in Share Settings decodes to the link it shows and downloads
 * as PNG and SVG; 'Export project' downloads a zip of the project's pictures with progress.
 */
test('a QR code decodes to its link, and a project exports as a zip', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { sampleId, csrf } = await guest(page);
  const boards = await (await page.request.get(`${HD}/boards/?project=${sampleId}`)).json();
  const board = boards.results[0] as { id: string };
  const made = await page.request.post(`${HD}/boards/${board.id}/share_links/`, {
    headers: { 'X-CSRFToken': csrf },
    data: { permission: 'view', expires_in_days: null, resource_type: 'board' },
  });
  expect(made.status()).toBe(201);

  await page.goto(`/app/boards/${board.id}`);
  await page.getByRole('tab', { name: 'Share Settings' }).click();
  const view = page.getByRole('region', { name: 'View Only' });
  const shown = await view.getByRole('textbox', { name: 'View Only link' }).inputValue();
  expect(shown).toMatch(/\/app\/share\/board\/[\w-]{22,}$/);
  await view.getByRole('button', { name: 'QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code: View Only link' });
  const img = dialog.getByRole('img', { name: `QR code for ${shown}` });
  await expect(img).toBeVisible();

  // The pixels as the browser drew them, decoded here with jsQR.
  const pixels = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { w: data.width, h: data.height, rgba: Array.from(data.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.w, pixels.h);
  expect(code?.data).toBe(shown);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('view-only-link-qr.png');
  expect(
    readFileSync((await png.path())!)
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('view-only-link-qr.svg');
  expect(readFileSync((await svg.path())!, 'utf8')).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Export the Sample Project: a zip of its four pictures.
  await page.goto(`/app/projects/${sampleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Project' })).toBeVisible();
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export project' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('Sample_Project.zip');
  const entries = await zipEntries((await zip.path())!);
  expect(entries).toHaveLength(4);
  for (const e of entries) {
    expect(e.name).toMatch(/^[\w.-]+\.(jpg|jpeg|png|webp)$/);
    expect(e.size).toBeGreaterThan(1000);
  }
  await expect(page.getByText('Export ready')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** Issue 23: the project page asks the server for its images a page at a time. */
test('the project page pages a large project from the server', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const { csrf } = await guest(page);
  const project = await (
    await page.request.post(`${HD}/projects/`, {
      headers: { 'X-CSRFToken': csrf },
      data: { title: 'Long listing' },
    })
  ).json();
  for (let start = 0; start < 30; start += 10) {
    const form = new FormData();
    for (let i = start; i < start + 10; i++) {
      form.append(
        'files',
        new Blob([new Uint8Array(tinyPng(i))], { type: 'image/png' }),
        `room-${i + 1}.png`,
      );
    }
    const res = await page.request.post(`${HD}/projects/${project.id}/upload_images/`, {
      headers: { 'X-CSRFToken': csrf },
      multipart: form,
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Every images call the page makes, to see it asks the server page by page.
  const calls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === `${HD}/images/`) calls.push(url);
  });
  await page.goto(`/app/projects/${project.id}`);
  await expect(page.getByRole('tab', { name: 'Images 30' })).toBeVisible({ timeout: 30_000 });
  const grid = page.getByRole('grid', { name: 'Project images' });
  await expect(grid.getByRole('row')).toHaveCount(24, { timeout: 30_000 });
  await expect(page.getByText('Showing 24 of 30 images')).toBeVisible();
  expect(
    calls.map((u) => [u.searchParams.get('project'), u.searchParams.get('page_size')]),
  ).toEqual([[project.id, '24']]);
  // By keyboard: a pointer click lands while the grid grows and Playwright clicks again.
  await page.getByRole('button', { name: 'Load more images' }).focus();
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('row')).toHaveCount(30, { timeout: 30_000 });
  // Two pages, the second by cursor (a page asked again — the query's retry of a request that
  // failed under load — is the same page, not a third).
  const pages = [...new Set(calls.map(String))].map((u) => new URL(u));
  expect(pages).toHaveLength(2);
  expect(pages[1]!.searchParams.get('cursor')).toBeTruthy();
  await expect(grid.getByRole('img', { name: 'room-30.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more images' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
