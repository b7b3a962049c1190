import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HD, finishedEdit, openSample } from '../support/edits.ts';
import { expect, test } from '../support/fixtures.ts';
import { startOwnServer } from '../support/ownServer.ts';

/**
 * Issue 25 on the default install: no generative engine configured (the shared e2e stack has a
 * fake Replicate, which keeps precedence for staging), so this journey starts a server of its
 * own as `npm start` runs it — the local engine only — on the suite's Auth emulator. The truth of
 * where the floor is comes from the sample scene's own mask, not from the stager under test.
 */
const samples = new URL('../../apps/api/assets/samples/', import.meta.url);
const truth = (path: string) =>
  readFileSync(fileURLToPath(new URL(path, samples))).toString('base64');

test.describe.configure({ timeout: 180_000 });

/**
 * The style preview's derived images the suite's server has made so far (its data dir's
 * styled/), linked into this server's data dir: it would derive the same 768 files again at its
 * start (about 17 CPU-s) for a landing page this journey never opens. It skips what is there and
 * up to date, and derives whatever the other server has not finished yet.
 */
function reuseStyledImages(dataDir: string) {
  const from = join(process.env.E2E_DATA_DIR ?? '', 'styled');
  const to = join(dataDir, 'styled');
  mkdirSync(to, { recursive: true });
  let names: string[] = [];
  try {
    names = readdirSync(from).filter((n) => !n.endsWith('.tmp'));
  } catch {
    return;
  }
  for (const name of names) {
    try {
      linkSync(join(from, name), join(to, name));
    } catch {
      copyFileSync(join(from, name), join(to, name));
    }
  }
}

test('virtual staging on a fresh install: the empty living room is furnished as a new version', async ({
  browser,
}) => {
  const { context, close } = await startOwnServer(browser, {
    name: 'staging',
    localEngineOnly: true,
    prepare: reuseStyledImages,
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const imageId = await openSample(page, 'Living room Before');
    const caps = (await (await page.request.get(`${HD}/capabilities/`)).json()) as {
      operations: { operation: string; available: boolean; engine: string | null }[];
    };
    expect(caps.operations.find((o) => o.operation === 'furniture')).toMatchObject({
      available: true,
      engine: 'local',
    });

    await page
      .getByRole('button', { name: /Furniture/ })
      .first()
      .click();
    const add = page.getByRole('button', { name: 'Add Furniture' });
    await expect(add).toBeEnabled();
    await add.click();
    const { made, source } = await finishedEdit(page, imageId, 'furniture');
    expect(made.params).toMatchObject({ style: 'modern', room_type: 'living_room' });

    // Furniture stands on the floor: the floor changed, the ceiling did not.
    const change = await page.evaluate(
      async (a) => {
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
          return ctx.getImageData(0, 0, canvas.width, canvas.height);
        };
        const before = await pixels(a.before);
        const { width: w, height: h } = before;
        const after = await pixels(a.after, w, h);
        const mean = async (png: string) => {
          const m = (await pixels(png, w, h)).data;
          let n = 0;
          let sum = 0;
          let changed = 0;
          for (let i = 0; i < w * h; i++) {
            if (m[4 * i]! < 128) continue;
            let d = 0;
            for (let c = 0; c < 3; c++) d += Math.abs(before.data[4 * i + c]! - after.data[4 * i + c]!); // prettier-ignore
            n++;
            sum += d / 3;
            if (d / 3 > 30) changed++;
          }
          return { mean: sum / n, changedShare: changed / n };
        };
        return { floor: await mean(a.floor), ceiling: await mean(a.ceiling), size: [w, h] };
      },
      {
        before: source.storage_url!,
        after: made.storage_url!,
        floor: truth('living_room/empty_daylight.masks/floor.png'),
        ceiling: truth('living_room/empty_daylight.masks/ceiling.png'),
      },
    );
    console.log('staging e2e:', JSON.stringify(change));
    expect(change.floor.changedShare).toBeGreaterThan(0.05);
    expect(change.ceiling.mean).toBeLessThan(3);
    // The new version is shown and listed.
    await expect(page.getByRole('heading', { level: 2, name: 'Version History' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
