import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import { HD, finishedEdit, openSample } from '../support/edits.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 28 on the real stack: the engine's automatic region shown before an edit, corrected by
 * the user, and followed exactly. The truth of what is where comes from the sample scenes' own
 * ground-truth masks (rendered with the pictures), not from the engine under test.
 */
const samples = new URL('../../apps/api/assets/samples/', import.meta.url);
const truth = (path: string) =>
  readFileSync(fileURLToPath(new URL(path, samples))).toString('base64');

interface Preview {
  width: number;
  height: number;
  grid_width: number;
  grid_height: number;
  mask: string;
  regions: string;
  region_count: number;
}

async function previewOf(reply: Promise<Response>) {
  const preview = (await (await reply).json()) as Preview;
  const bytes = Buffer.from(preview.regions, 'base64');
  const regions = new Uint16Array(preview.grid_width * preview.grid_height);
  for (let i = 0; i < regions.length; i++) regions[i] = bytes.readUInt16LE(2 * i);
  return { ...preview, cells: Buffer.from(preview.mask, 'base64'), ids: regions };
}

/** Truth masks (PNG, base64) sampled on the preview's grid in the browser: 1 where any covers a cell. */
function gridOf(page: Page, pngs: string[], gw: number, gh: number) {
  return page.evaluate(
    async ({ pngs, gw, gh }) => {
      const canvas = document.createElement('canvas');
      canvas.width = gw;
      canvas.height = gh;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const out = new Array<number>(gw * gh).fill(0);
      for (const png of pngs) {
        // From bytes, not a data: URL, which the studio's CSP does not let fetch() read.
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        ctx.clearRect(0, 0, gw, gh);
        ctx.drawImage(bitmap, 0, 0, gw, gh);
        const { data } = ctx.getImageData(0, 0, gw, gh);
        for (let i = 0; i < out.length; i++) if (data[4 * i]! >= 128) out[i] = 1;
      }
      return out;
    },
    { pngs, gw, gh },
  );
}

/** A point of the region near its middle, in page coordinates of the editor's picture. */
async function pointOf(page: Page, p: Awaited<ReturnType<typeof previewOf>>, region: number) {
  const cells: number[] = [];
  p.ids.forEach((id, i) => id === region && cells.push(i));
  const cx = cells.reduce((s, i) => s + (i % p.grid_width), 0) / cells.length;
  const cy = cells.reduce((s, i) => s + Math.floor(i / p.grid_width), 0) / cells.length;
  // The cell of the region closest to its centroid: a concave region's centroid may lie outside it.
  const best = cells.reduce((a, i) => {
    const d = (k: number) =>
      ((k % p.grid_width) - cx) ** 2 + (Math.floor(k / p.grid_width) - cy) ** 2;
    return d(i) < d(a) ? i : a;
  });
  const stage = page.getByRole('application');
  await stage.scrollIntoViewIfNeeded();
  const box = (await stage.locator('canvas').boundingBox())!;
  return {
    x: box.x + (((best % p.grid_width) + 0.5) / p.grid_width) * box.width,
    y: box.y + ((Math.floor(best / p.grid_width) + 0.5) / p.grid_height) * box.height,
  };
}

/**
 * Compares two versions in the browser, full size, over regions given by truth PNGs (base64) and
 * the mask the edit used: mean absolute RGB change inside `keep` (outside the mask), inside
 * `change` (inside the mask), and how much of `keep` the mask covered.
 */
function compare(
  page: Page,
  args: {
    before: string;
    after: string;
    mask: string;
    keep: string[];
    change: string[];
    /** Only rows above this share of the height count for `keep`. */
    keepAbove?: number;
    /** Pixels this far from a region's edge are left out (JPEG blocks straddle edges). */
    margin: number;
  },
) {
  return page.evaluate(async (a) => {
    // A URL of this origin, or a truth PNG as base64 (bytes, not a data: URL: the CSP).
    const pixels = async (src: string, w?: number, h?: number) => {
      const blob = /^(\/|https?:)/.test(src)
        ? await (await fetch(src)).blob()
        : new Blob([Uint8Array.from(atob(src), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      const canvas = document.createElement('canvas');
      canvas.width = w ?? bitmap.width;
      canvas.height = h ?? bitmap.height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      return {
        data: ctx.getImageData(0, 0, canvas.width, canvas.height).data,
        w: canvas.width,
        h: canvas.height,
      };
    };
    const before = await pixels(a.before);
    const after = await pixels(a.after, before.w, before.h);
    const { w, h } = before;
    const union = async (pngs: string[]) => {
      const m = new Uint8Array(w * h);
      for (const png of pngs) {
        const { data } = await pixels(png, w, h);
        for (let i = 0; i < m.length; i++) if (data[4 * i]! >= 128) m[i] = 1;
      }
      return m;
    };
    const inside = (m: Uint8Array, x: number, y: number) => {
      const r = a.margin;
      return (
        m[y * w + x] === 1 &&
        x >= r &&
        y >= r &&
        x < w - r &&
        y < h - r &&
        m[y * w + x - r] === 1 &&
        m[y * w + x + r] === 1 &&
        m[(y - r) * w + x] === 1 &&
        m[(y + r) * w + x] === 1
      );
    };
    const maskPx = (await pixels(a.mask, w, h)).data;
    const masked = (i: number) => maskPx[4 * i]! >= 128;
    const keep = await union(a.keep);
    const change = await union(a.change);
    const diff = (i: number) =>
      (Math.abs(before.data[4 * i]! - after.data[4 * i]!) +
        Math.abs(before.data[4 * i + 1]! - after.data[4 * i + 1]!) +
        Math.abs(before.data[4 * i + 2]! - after.data[4 * i + 2]!)) /
      3;
    let keepN = 0,
      keepMasked = 0,
      keepDiff = 0,
      changeN = 0,
      changeDiff = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (keep[i] && y < (a.keepAbove ?? 1) * h) {
          keepN++;
          if (masked(i)) keepMasked++;
          else if (inside(keep, x, y)) keepDiff += diff(i);
        }
        if (masked(i) && inside(change, x, y)) {
          changeN++;
          changeDiff += diff(i);
        }
      }
    }
    let keepInner = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        if (
          keep[y * w + x] &&
          y < (a.keepAbove ?? 1) * h &&
          !masked(y * w + x) &&
          inside(keep, x, y)
        )
          keepInner++;
    return {
      keepMaskedShare: keepN ? keepMasked / keepN : 0,
      keepMeanChange: keepInner ? keepDiff / keepInner : 0,
      keepPixels: keepInner,
      changeMeanChange: changeN ? changeDiff / changeN : 0,
      changePixels: changeN,
    };
  }, args);
}

test.describe.configure({ timeout: 180_000 });
// The whole picture on screen, so every region and stroke is under the pointer.
test.use({ viewport: { width: 1440, height: 1000 } });

test('wall colour: preview the mask, click the upper cabinets out of it, apply — the cabinets stay as they were', async ({
  page,
  consoleErrors,
}) => {
  const imageId = await openSample(page, 'Kitchen Before');
  const navy = page.getByRole('radio', { name: 'Navy' });
  await navy.focus();
  await page.keyboard.press('Space');
  await expect(navy).toBeChecked();
  const reply = page.waitForResponse((r) => r.url().includes('/mask_preview/'));
  await page.getByRole('button', { name: 'Preview Mask' }).click();
  const preview = await previewOf(reply);
  const editor = page.getByRole('application', { name: /^Wall mask on/ });
  await expect(editor).toBeVisible();
  // The summary under the picture (the live region that says it again comes after it).
  const summary = page.getByText(/^Wall mask: \d+ regions?, \d+ % of the image$/).first();
  await expect(summary).toBeVisible();

  // The upper cabinets, from the scene's truth: cabinets above the counter (the upper 45 %).
  const cabinetFiles = [1, 2, 3, 4, 5].map((n) =>
    truth(`kitchen/empty_daylight.masks/objects/cabinet_${n}.png`),
  );
  const cabinets = await gridOf(page, cabinetFiles, preview.grid_width, preview.grid_height);
  const upper = (i: number) =>
    cabinets[i] === 1 && Math.floor(i / preview.grid_width) < 0.45 * preview.grid_height;
  const wallFile = truth('kitchen/empty_daylight.masks/walls.png');
  const walls = await gridOf(page, [wallFile], preview.grid_width, preview.grid_height);
  const stats = new Map<number, { n: number; masked: number; cabinet: number; wall: number }>();
  preview.ids.forEach((id, i) => {
    const s = stats.get(id) ?? { n: 0, masked: 0, cabinet: 0, wall: 0 };
    s.n++;
    if (preview.cells[i]) s.masked++;
    if (upper(i)) s.cabinet++;
    if (walls[i]) s.wall++;
    stats.set(id, s);
  });
  // What the issue saw: the automatic wall mask takes in cabinet doors. Each such region is
  // clicked out; the click segmenter (issue #38) takes what the click lands on up to its edges.
  const toRemove = [...stats].filter(([, s]) => s.masked / s.n >= 0.5 && s.cabinet / s.n >= 0.6);
  expect(toRemove.length).toBeGreaterThan(0);
  // And wall the engine left out is clicked in (sizeable regions that are nearly all wall).
  const cells = preview.grid_width * preview.grid_height;
  const toAdd = [...stats].filter(
    ([, s]) => s.masked / s.n < 0.5 && s.wall / s.n >= 0.9 && s.n >= 0.002 * cells,
  );
  // The mask as the editor shows it: the preview's, then each click's answer. As a user would,
  // a region an earlier click already took out (or in) is not clicked again.
  let mask: Uint8Array = preview.cells;
  const inMask = (region: number) => {
    let n = 0;
    let inside = 0;
    preview.ids.forEach((id, i) => id === region && (n++, mask[i] && inside++));
    return inside * 2 >= n;
  };
  let clicked = 0;
  for (const [region, wanted] of [
    ...toRemove.map(([r]) => [r, false] as const),
    ...toAdd.map(([r]) => [r, true] as const),
  ]) {
    if (inMask(region) === wanted) continue;
    const before = await summary.textContent();
    const { x, y } = await pointOf(page, preview, region);
    const answer = page.waitForResponse((r) => r.url().includes('/mask_click/'));
    await page.mouse.click(x, y);
    const reply = await answer;
    expect(reply.status()).toBe(200);
    mask = Buffer.from(((await reply.json()) as { mask: string }).mask, 'base64');
    await expect(summary).not.toHaveText(before!);
    clicked++;
  }
  console.log(`masks e2e, kitchen: ${clicked} clicks for ${toRemove.length + toAdd.length} regions`); // prettier-ignore
  expect(clicked).toBeGreaterThan(0);
  // Undo and redo the last click by keyboard: the summary comes back to the same words.
  const afterClicks = await summary.textContent();
  await page.keyboard.press('Control+z');
  await expect(summary).not.toHaveText(afterClicks!);
  await page.keyboard.press('Control+Shift+z');
  await expect(summary).toHaveText(afterClicks!);

  await page
    .getByRole('region', { name: 'Edit the wall mask' })
    .getByRole('button', { name: 'Apply Wall Color' })
    .click();
  const { made, source } = await finishedEdit(page, imageId, 'wall_color');
  expect(made.params.mask_id).toEqual(expect.any(String));
  const result = await compare(page, {
    before: source.storage_url!,
    after: made.storage_url!,
    mask: `${HD}/masks/${String(made.params.mask_id)}/png/`,
    keep: cabinetFiles,
    keepAbove: 0.45,
    change: [wallFile],
    margin: 6,
  });
  console.log('masks e2e, kitchen:', JSON.stringify(result));
  // The cabinets were left out of the mask and kept their pixels (JPEG re-encoding aside)...
  expect(result.keepMaskedShare).toBeLessThan(0.05);
  expect(result.keepPixels).toBeGreaterThan(10_000);
  expect(result.keepMeanChange).toBeLessThan(3);
  // ...while the walls inside it, the ones clicked in too, turned navy.
  expect(result.changePixels).toBeGreaterThan(50_000 + (toAdd.length ? 100_000 : 0));
  expect(result.changeMeanChange).toBeGreaterThan(40);

  // Refine reopens the mask the edit used, over the version it was made from.
  await page.getByRole('button', { name: 'Refine' }).click();
  const again = page.getByRole('region', { name: 'Edit the wall mask' });
  await expect(again.getByText(/^Wall mask: /).first()).toHaveText(afterClicks!);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('object removal by brush: paint over the rug, remove exactly that', async ({
  page,
  consoleErrors,
}) => {
  const imageId = await openSample(page, 'Living room After');
  await page.getByRole('button', { name: 'Object Removal' }).click();
  const reply = page.waitForResponse((r) => r.url().includes('/mask_preview/'));
  await page.getByRole('button', { name: 'Brush to Remove' }).click();
  const preview = await previewOf(reply);
  const editor = page.getByRole('application', { name: /^Removal mask on/ });
  await expect(editor).toBeVisible();
  await expect(editor).toHaveAttribute('data-tool', 'brush');
  const rugFile = truth('living_room/furnished_industrial_daylight.masks/objects/rug_1.png');
  const rug = await gridOf(page, [rugFile], preview.grid_width, preview.grid_height);
  // A brush of 6 cells' radius, by keyboard on its slider.
  const radius = 6;
  await page.getByRole('slider', { name: 'Brush size' }).focus();
  await page.keyboard.press('Home');
  for (let i = 1; i < radius; i++) await page.keyboard.press('ArrowRight');
  await editor.scrollIntoViewIfNeeded();
  const box = (await editor.locator('canvas').boundingBox())!;
  const at = (gx: number, gy: number) => ({
    x: box.x + ((gx + 0.5) / preview.grid_width) * box.width,
    y: box.y + ((gy + 0.5) / preview.grid_height) * box.height,
  });
  // Strokes along the rug's rows, closer than a brush's width, from its first to its last cell.
  for (let gy = 0; gy < preview.grid_height; gy += radius + 2) {
    const row = rug.slice(gy * preview.grid_width, (gy + 1) * preview.grid_width);
    const first = row.indexOf(1);
    const last = row.lastIndexOf(1);
    if (first < 0 || last - first < 4) continue;
    const a = at(first + radius / 2, gy);
    const b = at(last - radius / 2, gy);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
  }
  await expect(page.getByText(/^Removal mask: .*% of the image$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove Painted Area' }).click();
  const { made, source } = await finishedEdit(page, imageId, 'object_removal');
  const result = await compare(page, {
    before: source.storage_url!,
    after: made.storage_url!,
    mask: `${HD}/masks/${String(made.params.mask_id)}/png/`,
    keep: [truth('living_room/furnished_industrial_daylight.masks/walls.png')],
    change: [rugFile],
    margin: 6,
  });
  console.log('masks e2e, living room:', JSON.stringify(result));
  // The rug's pixels were replaced; the walls, never brushed, are as they were.
  expect(result.changePixels).toBeGreaterThan(50_000);
  expect(result.changeMeanChange).toBeGreaterThan(20);
  expect(result.keepMaskedShare).toBeLessThan(0.002);
  expect(result.keepMeanChange).toBeLessThan(3);
  expect(consoleErrors).toEqual([]);
});
