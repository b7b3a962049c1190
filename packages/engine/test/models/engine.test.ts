import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/local/index.ts';
import { seamsFromEnv } from '../../src/seams.ts';
import { ctx, fixedDetector, rgb, sampleBuffer, SOFA_AND_POUF } from '../local/samples.ts';
import { tinyLama, tinyModelsDir } from './tiny.ts';

// The model decides inside today's operations: object removal through the configured seams runs
// the LaMa interface on the hole the detector's sofa gives (the tiny model paints it mid-grey).
const saved = process.env.MODELS_DIR;
const dirs: string[] = [];
afterEach(() => {
  if (saved === undefined) delete process.env.MODELS_DIR;
  else process.env.MODELS_DIR = saved;
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

async function greyShare(jpeg: Buffer): Promise<number> {
  const out = await rgb(jpeg);
  const { x, y, width, height } = SOFA_AND_POUF[0]!.box;
  let hit = 0;
  for (let yy = y + 20; yy < y + height - 20; yy++)
    for (let xx = x + 20; xx < x + width - 20; xx++) {
      const i = (yy * out.width + xx) * 3;
      if ([0, 1, 2].every((c) => Math.abs(out.data[i + c]! - 128) <= 6)) hit++;
    }
  return hit / ((width - 40) * (height - 40));
}

describe('models inside the local engine', () => {
  it(
    'object removal fills the hole with the installed inpainting model',
    { timeout: 90_000 },
    async () => {
      const dir = tinyModelsDir({ inpaint: { model: tinyLama() } });
      dirs.push(dir);
      process.env.MODELS_DIR = dir;
      const engine = createLocalEngine({ seams: seamsFromEnv({}) });
      const args = { categories: ['couch'] };
      const id = 'living_room/furnished_bohemian_daylight';
      const out = await engine.run('object_removal', sampleBuffer(id), args, ctx(fixedDetector(SOFA_AND_POUF))); // prettier-ignore
      expect(await greyShare(out.data)).toBeGreaterThan(0.5);
    },
  );
});
