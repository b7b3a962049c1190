import { describe, expect, it } from 'vitest';
import { rasterMemo, type RasterMemo } from '../../src/local/analysis/memo.ts';
import { toLab } from '../../src/local/analysis/regions.ts';
import { sceneAnalysis } from '../../src/local/analysis/scene.ts';
import { segment, type Segmentation } from '../../src/local/analysis/segment.ts';
import { decode, type Raster } from '../../src/local/raster/raster.ts';
import { ctx, fixedDetector, sampleBuffer, SOFA_AND_POUF } from './samples.ts';

const ID = 'living_room/furnished_bohemian_daylight';

/** A memo that records, per request, what it returned. */
function spying(inner: RasterMemo) {
  const asked: { key: string; value: unknown }[] = [];
  const memo: RasterMemo = {
    lab: (r) => {
      const value = inner.lab(r);
      asked.push({ key: 'lab', value });
      return value;
    },
    blurred: async (r, sigma) => {
      const value = await inner.blurred(r, sigma);
      asked.push({ key: `blurred ${sigma}`, value });
      return value;
    },
    blurredLab: async (r, sigma) => {
      const value = await inner.blurredLab(r, sigma);
      asked.push({ key: `blurredLab ${sigma}`, value });
      return value;
    },
    downscaled: async (r, side) => {
      const value = await inner.downscaled(r, side);
      asked.push({ key: `downscaled ${side}`, value });
      return value;
    },
  };
  return { memo, asked };
}

const masks = (s: Segmentation) =>
  [s.sky, s.windows, s.walls, s.curtains].map((m) => Buffer.from(m.data).toString('base64'));

describe('the job memo of Lab, blurs and downscales (issue #24)', { timeout: 60_000 }, () => {
  it('keeps one result per raster and key, and none across rasters', async () => {
    const r: Raster = { width: 2, height: 1, data: new Uint8Array([250, 10, 10, 10, 10, 250]) };
    const memo = rasterMemo();
    const lab = memo.lab(r);
    expect(memo.lab(r)).toBe(lab);
    expect([...lab]).toEqual([...toLab(r)]);
    // Another raster object with the same pixels is another raster (a crop, a later result).
    expect(memo.lab({ ...r })).not.toBe(lab);
    expect(await memo.blurredLab(r, 1)).toBe(await memo.blurredLab(r, 1));
    expect(await memo.blurredLab(r, 1)).not.toBe(await memo.blurredLab(r, 0.7));
    expect(await memo.downscaled(r, 400)).toBe(r);
  });

  it('the segmentation takes its working copy and its blurred Lab once, with the same result', async () => {
    const image = await decode(sampleBuffer(ID));
    const { memo, asked } = spying(rasterMemo());
    const seg = await segment(image, { memo });
    // The blurred Lab of the working copy serves the segmentation and the room layout: one array.
    const blurredLab1 = asked.filter((a) => a.key === 'blurredLab 1');
    expect(blurredLab1.length).toBeGreaterThanOrEqual(2);
    expect(new Set(blurredLab1.map((a) => a.value)).size).toBe(1);
    expect(await memo.downscaled(image, 400)).toBe(seg.small);
    // Without a memo the segmentation makes its own, and finds the same.
    const alone = await segment(image);
    expect(masks(alone)).toEqual(masks(seg));
    expect([...alone.layout.ceiling]).toEqual([...seg.layout.ceiling]);
  });

  it("a job's scene shares the working copy between the segmentations with and without furniture", async () => {
    const scene = sceneAnalysis(sampleBuffer(ID), ctx(fixedDetector(SOFA_AND_POUF)));
    const bare = await scene.segmentation();
    const furnished = await scene.segmentation({ withFurniture: true });
    expect(furnished.small).toBe(bare.small);
    expect(await scene.downscaled(await scene.image(), 400)).toBe(bare.small);
    expect(masks(bare)).toEqual(masks(await segment(await scene.image())));
  });
});
