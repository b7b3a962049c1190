import type { Mask, Raster, Segmentation } from '../data.ts';
import { classicalSegmenter } from '../local/stages.ts';
import type { Segmenter } from '../types.ts';
import { ADE20K_LABELS, ADE20K_TO_CATEGORY, categoryIndex } from './ade20k.ts';
import { defaultBackend, withModel, type ModelBackend } from './backend.ts';
import { ort } from './runtime.ts';
import { argmaxResized, IMAGENET, toNCHW } from './tensor.ts';

/** SegFormer's input side (the ADE20K 512 × 512 checkpoints resize to it). */
export const SEGFORMER_SIDE = 512;

/** ADE20K class per pixel of a w × h grid, from the SegFormer checkpoint. */
export async function ade20kClasses(b: ModelBackend, image: Raster, w: number, h: number) {
  return withModel(b, 'segmentation', async (s, pool) => {
    const { Tensor } = await ort();
    const input = await toNCHW(image, SEGFORMER_SIDE, SEGFORMER_SIDE, IMAGENET);
    const out = await pool.run(s.model!, {
      pixel_values: new Tensor('float32', input, [1, 3, SEGFORMER_SIDE, SEGFORMER_SIDE]),
    });
    const logits = out.logits!;
    const [, classes, lh, lw] = logits.dims as number[];
    if (classes !== ADE20K_LABELS.length) throw new Error(`logits have ${classes} classes, not ADE20K's 150`); // prettier-ignore
    return argmaxResized(logits.data as Float32Array, classes, lh!, lw!, w, h);
  });
}

/**
 * The model decides which pixels are wall, window, sky and curtain; the classical segmentation
 * still gives the room's lines, whether it is an outdoor shot and what is seen through glass, and
 * the painters downstream are today's.
 */
export function composeSegmentation(base: Segmentation, classes: Uint8Array): Segmentation {
  const { width: w, height: h } = base.small;
  const mask = (): Mask => ({ width: w, height: h, data: new Uint8Array(w * h) });
  const walls = mask(), windows = mask(), sky = mask(), curtains = mask(); // prettier-ignore
  const [WALL, WINDOW, SKY, CURTAIN, OUTDOOR] = (['wall', 'window', 'sky', 'curtain', 'outdoor'] as const).map(categoryIndex); // prettier-ignore
  for (let i = 0; i < w * h; i++) {
    const c = ADE20K_TO_CATEGORY[classes[i]!]!;
    if (c === WALL) walls.data[i] = 255;
    else if (c === CURTAIN) curtains.data[i] = 255;
    else if (c === SKY) sky.data[i] = 255;
    // Indoors the view through the glass is part of the window (what window view replaces).
    if (c === WINDOW || (!base.exterior && (c === SKY || c === OUTDOOR))) windows.data[i] = 255;
  }
  return { ...base, walls, windows, sky, curtains };
}

/** The `segformer` Segmenter: the ADE20K model where installed, else the classical one. */
export function modelSegmenter(
  b: ModelBackend = defaultBackend(),
  classical: Segmenter = classicalSegmenter,
): Segmenter {
  // A job segments its picture twice (bare, and with the furniture cut out of the walls): the
  // model's classes do not depend on the furniture, so they are worked out once per picture.
  const memo = new WeakMap<Raster, Promise<Awaited<ReturnType<typeof ade20kClasses>>>>();
  return {
    async segment(image, opts) {
      const base = await classical.segment(image, opts);
      let classes = memo.get(image);
      if (!classes) {
        classes = ade20kClasses(b, image, base.small.width, base.small.height);
        memo.set(image, classes);
      }
      const c = await classes;
      return c.ok && c.value.length === base.small.width * base.small.height
        ? composeSegmentation(base, c.value)
        : base;
    },
  };
}
