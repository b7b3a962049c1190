import { describe, expect, it } from 'vitest';
import { watershedSegmenter } from '../src/local/analysis/clickSegment.ts';
import { roomBoxDepth } from '../src/local/analysis/depth.ts';
import { createLocalEngine } from '../src/local/index.ts';
import { classicalInpainter, classicalSegmenter } from '../src/local/stages.ts';
import { createEngineRegistry } from '../src/registry.ts';
import { SEAMS, SeamConfigError, seamsFromEnv, type SeamTable } from '../src/seams.ts';
import type { Inpainter } from '../src/types.ts';
import { ctx, fixedDetector, rgb, sampleBuffer, SOFA_AND_POUF } from './local/samples.ts';

const MAGENTA = [255, 0, 255] as const;

/** Paints every hole pixel magenta. */
const magenta: Inpainter = {
  inpaint: (image, hole) => {
    const data = new Uint8Array(image.data);
    for (let i = 0; i < hole.data.length; i++) if (hole.data[i]! >= 128) data.set(MAGENTA, i * 3);
    return Promise.resolve({ width: image.width, height: image.height, data });
  },
};

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

describe('seams chosen by configuration', () => {
  it('without configuration, each seam is its first implementation', () => {
    const seams = seamsFromEnv({});
    // auto: the model when MODELS_DIR holds it, else the heuristics (test/models/seams.test.ts).
    expect(seams.names).toEqual({
      segmenter: 'auto',
      inpainter: 'auto',
      detector: 'centernet',
      depth: 'auto',
      clickSegmenter: 'auto',
    });
    expect(seamsFromEnv({ ENGINE_CLICK_SEGMENTER: 'watershed' }).clickSegmenter).toBe(watershedSegmenter); // prettier-ignore
    expect(typeof seams.detector).toBe('function');
    const classical = seamsFromEnv({ ENGINE_SEGMENTER: 'classical', ENGINE_INPAINTER: 'classical', ENGINE_DEPTH: 'room-box' }); // prettier-ignore
    expect(classical.segmenter).toBe(classicalSegmenter);
    expect(classical.inpainter).toBe(classicalInpainter);
    expect(classical.depth).toBe(roomBoxDepth);
  });

  it('reads each seam from its variable, in any case and with spaces', () => {
    const env = { ENGINE_SEGMENTER: ' Classical ', ENGINE_DEPTH: 'ROOM-BOX', ENGINE_DETECTOR: '' };
    expect(seamsFromEnv(env).names).toEqual({
      segmenter: 'classical',
      inpainter: 'auto',
      detector: 'centernet',
      depth: 'room-box',
      clickSegmenter: 'auto',
    });
  });

  it('an unknown name is refused with the variable, the value and the choices', () => {
    expect(() => seamsFromEnv({ ENGINE_INPAINTER: 'patchmatch' })).toThrow(SeamConfigError);
    expect(() => seamsFromEnv({ ENGINE_INPAINTER: 'patchmatch' })).toThrow(
      'ENGINE_INPAINTER=patchmatch names no inpainter of this engine: choose auto, classical or lama.',
    );
    expect(() => seamsFromEnv({ ENGINE_CLICK_SEGMENTER: 'grabcut' })).toThrow(
      'ENGINE_CLICK_SEGMENTER=grabcut names no click segmenter of this engine: choose auto, watershed or sam.',
    );
    expect(() => seamsFromEnv({ ENGINE_DEPTH: 'midas' })).toThrow(
      'ENGINE_DEPTH=midas names no depth estimator of this engine: choose auto, room-box or depth-anything.',
    );
  });

  it('the engine registry does not start with an unknown name, and says what it chose', async () => {
    await expect(createEngineRegistry({ ENGINE_SEGMENTER: 'sam' })).rejects.toThrow(
      'ENGINE_SEGMENTER=sam names no segmenter of this engine: choose auto, classical or segformer.',
    );
    const registry = await createEngineRegistry({ ENGINE_DEPTH: 'room-box' });
    expect(registry.seams.depth).toBe('room-box');
  });

  it(
    'the local engine runs with the configured implementation; a context’s own still wins',
    {
      timeout: 90_000,
    },
    async () => {
      const table: SeamTable = {
        ...SEAMS,
        inpainter: { ...SEAMS.inpainter, implementations: { ...SEAMS.inpainter.implementations, magenta: () => magenta } }, // prettier-ignore
      };
      const seams = seamsFromEnv({ ENGINE_INPAINTER: 'magenta' }, table);
      const engine = createLocalEngine({ seams });
      const id = 'living_room/furnished_bohemian_daylight';
      const args = { categories: ['couch'] };
      const detector = fixedDetector(SOFA_AND_POUF);
      const configured = await engine.run('object_removal', sampleBuffer(id), args, ctx(detector));
      expect(await magentaShare(configured.data)).toBeGreaterThan(0.5);
      const given = await engine.run('object_removal', sampleBuffer(id), args, {
        ...ctx(detector),
        inpainter: classicalInpainter,
      });
      expect(await magentaShare(given.data)).toBeLessThan(0.01);
    },
  );
});
