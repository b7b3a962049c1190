import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/local/index.ts';
import { classicalSegmenter } from '../../src/local/stages.ts';
import type { Inpainter, Segmenter } from '../../src/types.ts';
import { ctx, fixedDetector, rgb, sampleBuffer, SOFA_AND_POUF } from './samples.ts';

const engine = createLocalEngine();
const MAGENTA = [255, 0, 255] as const;
const ID = 'living_room/furnished_bohemian_daylight';

/** Fills every hole pixel with magenta and records what it was asked to fill. */
function magentaInpainter() {
  const holes: number[] = [];
  const inpainter: Inpainter = {
    inpaint: (image, hole) => {
      const data = new Uint8Array(image.data);
      let n = 0;
      for (let i = 0; i < hole.data.length; i++) {
        if (hole.data[i]! < 128) continue;
        n++;
        data.set(MAGENTA, i * 3);
      }
      holes.push(n);
      return Promise.resolve({ width: image.width, height: image.height, data });
    },
  };
  return { inpainter, holes };
}

/** Share of the sofa's box that came out magenta (JPEG: near, not exact). */
async function magentaShare(jpeg: Buffer): Promise<number> {
  const out = await rgb(jpeg);
  const { x, y, width, height } = SOFA_AND_POUF[0]!.box;
  let hit = 0;
  for (let yy = y + 20; yy < y + height - 20; yy++)
    for (let xx = x + 20; xx < x + width - 20; xx++) {
      const i = (yy * out.width + xx) * 3;
      if (out.data[i]! > 200 && out.data[i + 1]! < 60 && out.data[i + 2]! > 200) hit++;
    }
  return hit / ((width - 40) * (height - 40));
}

// The seams of issue #24: a model-backed stage replaces one classical stage while the rest of
// the operation (detection, masks, the floor's frame, compositing) stays as it is.
describe('local engine: stages given through the context', { timeout: 90_000 }, () => {
  it('object removal fills the hole with the inpainter it is given', async () => {
    const { inpainter, holes } = magentaInpainter();
    const res = await engine.run(
      'object_removal',
      sampleBuffer(ID),
      { categories: ['couch'] },
      {
        ...ctx(fixedDetector(SOFA_AND_POUF)),
        inpainter,
      },
    );
    expect(holes.length).toBeGreaterThan(0);
    expect(holes.reduce((a, b) => a + b, 0)).toBeGreaterThan(10_000);
    expect(await magentaShare(res.data)).toBeGreaterThan(0.5);
  });

  it('wall colour asks the segmenter it is given', async () => {
    let calls = 0;
    const segmenter: Segmenter = {
      segment: (image, opts) => {
        calls++;
        return classicalSegmenter.segment(image, opts);
      },
    };
    await engine.run('wall_color', sampleBuffer(ID), { color: 'sage', strength: 0.8, guidance_scale: 7.5 }, { ...ctx(), segmenter }); // prettier-ignore
    expect(calls).toBe(1);
  });
});
