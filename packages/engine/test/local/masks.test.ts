import { describe, expect, it } from 'vitest';
import { sceneAnalysis } from '../../src/local/analysis/scene.ts';
import { objectRemoval } from '../../src/local/ops/removal.ts';
import { wallColor } from '../../src/local/ops/wallColor.ts';
import { decode, type Mask, type Raster } from '../../src/local/raster/raster.ts';
import type { EngineContext, Inpainter } from '../../src/types.ts';
import { ctx, groundTruth, render, sampleBuffer, truthDetector } from './samples.ts';

// Issue #28: an operation given the user's mask changes the pixels inside it and no other.
const EMPTY = 'living_room/empty_daylight';
const RUGGED = 'living_room/furnished_bohemian_daylight';

/** Pixels of `after` that differ from `before`, inside and outside the mask. */
function changes(before: Raster, after: Raster, mask: Mask) {
  let inside = 0;
  let insideChanged = 0;
  let outsideChanged = 0;
  for (let p = 0; p < mask.data.length; p++) {
    const i = p * 3;
    const changed =
      before.data[i] !== after.data[i] ||
      before.data[i + 1] !== after.data[i + 1] ||
      before.data[i + 2] !== after.data[i + 2];
    if (mask.data[p]! >= 128) {
      inside++;
      if (changed) insideChanged++;
    } else if (changed) outsideChanged++;
  }
  return { inside, insideChanged, outsideChanged };
}

/** The sample's true walls in the left 30 % of the picture: the left wall and no other. */
async function leftWall(image: Raster): Promise<Mask> {
  const walls = await groundTruth(render(EMPTY).masks.walls, image.width, image.height);
  const cut = Math.round(image.width * 0.3);
  const data = new Uint8Array(walls.length);
  for (let p = 0; p < walls.length; p++) if (walls[p] && p % image.width < cut) data[p] = 255;
  return { width: image.width, height: image.height, data };
}

const withMask = (mask: Mask, extra: Partial<EngineContext> = {}): EngineContext => ({
  ...ctx(),
  mask,
  ...extra,
});

describe('local engine: the user’s mask', { timeout: 90_000 }, () => {
  it('wall colour paints only inside the mask: the left wall changes, not one other pixel', async () => {
    const source = sampleBuffer(EMPTY);
    const before = await decode(source);
    const mask = await leftWall(before);
    const c = withMask(mask);
    const after = (await wallColor(sceneAnalysis(source, c), { color: 'navy', strength: 0.8, guidance_scale: 7.5 }, c)) as Raster; // prettier-ignore
    const d = changes(before, after, mask);
    expect(d.inside).toBeGreaterThan(before.width * before.height * 0.03);
    expect(d.outsideChanged).toBe(0);
    expect(d.insideChanged / d.inside).toBeGreaterThan(0.99);
  });

  it('object removal fills exactly the brushed region, and needs no category', async () => {
    const source = sampleBuffer(RUGGED);
    const before = await decode(source);
    // A brush stroke over the rug: its true mask, which the detector has no word for.
    const rugPath = render(RUGGED).objects.find((o) => o.category === 'rug')!.mask;
    const rug = await groundTruth(rugPath, before.width, before.height);
    const mask: Mask = { ...before, data: Uint8Array.from(rug, (v) => v * 255) };
    let asked: Mask | undefined;
    const recording: Inpainter = {
      inpaint: async (image, hole, opts) => {
        asked = hole;
        const { classicalInpainter } = await import('../../src/local/stages.ts');
        return classicalInpainter.inpaint(image, hole, opts);
      },
    };
    const c = withMask(mask, { inpainter: recording, detector: truthDetector(RUGGED) });
    const after = (await objectRemoval(sceneAnalysis(source, c), {}, c)) as Raster;
    // What the floor's own fill left is given to the inpainter: never a pixel off the stroke.
    expect(asked?.data.some((v, p) => v >= 128 && !rug[p])).toBe(false);
    const d = changes(before, after, mask);
    expect(d.outsideChanged).toBe(0);
    expect(d.insideChanged / d.inside).toBeGreaterThan(0.9);
  });
});
