import { createHash } from 'node:crypto';
import type { Tensor } from 'onnxruntime-node';
import type { Mask, Raster } from '../data.ts';
import { defaultBackend, withModel, type ModelBackend } from './backend.ts';
import { ort } from './runtime.ts';
import { IMAGENET, toNCHW } from './tensor.ts';

/** SAM's encoder side: the picture's longer side resized to it, the rest padded. */
export const SAM_SIDE = 1024;

/** A click on the picture's grid (the mask editor's): positive adds, negative takes away. */
export interface Click {
  x: number;
  y: number;
  positive: boolean;
}

/** What the mask editor's click seam asks for (types.ts `ClickSegmenter`). */
export interface ClickSelect {
  select(picture: Raster, mask: Mask, clicks: readonly Click[]): Promise<Mask>;
}

interface Embedding {
  key: string;
  feeds: Record<string, Tensor>;
  scale: number;
}

/**
 * SAM-style click selection (SlimSAM: an image encoder run once per picture, a prompt decoder
 * per click). The newest click's point goes to the decoder; of its three masks the one with the
 * best predicted IoU is taken, and of that the part joined to the click: it is added to the mask
 * for a positive click, taken out for a negative one.
 */
export function samClick(b: ModelBackend = defaultBackend(), fallback?: ClickSelect): ClickSelect {
  // The last picture's embedding: every click on the same picture reuses it.
  let last: Embedding | null = null;
  return {
    async select(picture, mask, clicks) {
      const click = clicks[clicks.length - 1];
      if (!click) return mask;
      const r = await withModel(b, 'click', async (s, pool) => {
        const { Tensor } = await ort();
        const key = fingerprint(picture);
        if (last?.key !== key) {
          const scale = SAM_SIDE / Math.max(picture.width, picture.height);
          const w = Math.round(picture.width * scale);
          const h = Math.round(picture.height * scale);
          const resized = await toNCHW(picture, w, h, IMAGENET);
          // Padded on the right and at the bottom with zeros (the normalised mean), as SAM's own.
          const input = new Float32Array(3 * SAM_SIDE * SAM_SIDE);
          for (let c = 0; c < 3; c++)
            for (let y = 0; y < h; y++)
              input.set(resized.subarray(c * w * h + y * w, c * w * h + (y + 1) * w), c * SAM_SIDE * SAM_SIDE + y * SAM_SIDE); // prettier-ignore
          const out = await pool.run(s.encoder!, {
            pixel_values: new Tensor('float32', input, [1, 3, SAM_SIDE, SAM_SIDE]),
          });
          last = { key, scale, feeds: { image_embeddings: out.image_embeddings!, image_positional_embeddings: out.image_positional_embeddings! } }; // prettier-ignore
        }
        const emb = last;
        const out = await pool.run(s.decoder!, {
          ...emb.feeds,
          input_points: new Tensor('float32', Float32Array.from([(click.x + 0.5) * emb.scale, (click.y + 0.5) * emb.scale]), [1, 1, 1, 2]), // prettier-ignore
          input_labels: new Tensor('int64', BigInt64Array.from([1n]), [1, 1, 1]),
        });
        return pickMask(out.pred_masks!, out.iou_scores!, picture, emb.scale, click);
      });
      if (!r.ok) {
        if (fallback) return fallback.select(picture, mask, clicks);
        throw new Error(r.reason);
      }
      const data = new Uint8Array(mask.data);
      for (let i = 0; i < data.length; i++) if (r.value[i]) data[i] = click.positive ? 255 : 0;
      return { width: mask.width, height: mask.height, data };
    },
  };
}

function fingerprint(r: Raster): string {
  return createHash('sha1').update(`${r.width}x${r.height}`).update(r.data).digest('hex');
}

/** The best of the decoder's masks on the picture's grid, kept to the part joined to the click. */
function pickMask(
  masks: Tensor,
  ious: Tensor,
  picture: Raster,
  scale: number,
  click: Click,
): Uint8Array {
  const [, , n, mh, mw] = masks.dims as number[];
  const iou = ious.data as Float32Array;
  let best = 0;
  for (let k = 1; k < n!; k++) if (iou[k]! > iou[best]!) best = k;
  const logits = (masks.data as Float32Array).subarray(best * mh! * mw!, (best + 1) * mh! * mw!);
  // The masks cover the padded 1024 square: a picture pixel maps through the resize scale.
  const { width: w, height: h } = picture;
  const k = (mw! / SAM_SIDE) * scale;
  const inside = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = Math.min(mh! - 1, Math.floor((y + 0.5) * k)) * mw!;
    for (let x = 0; x < w; x++)
      inside[y * w + x] = logits[row + Math.min(mw! - 1, Math.floor((x + 0.5) * k))]! > 0 ? 1 : 0;
  }
  // The part joined to the click: a flood fill from it (4-connected).
  const out = new Uint8Array(w * h);
  const start = Math.round(click.y) * w + Math.round(click.x);
  if (!inside[start]) return out;
  const stack = [start];
  out[start] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j >= 0 && j < w * h && inside[j] && !out[j]) {
        out[j] = 1;
        stack.push(j);
      }
    }
  }
  return out;
}
