import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { DetectedObject, EngineContext, ObjectDetector } from '../../src/types.ts';

/**
 * The sample renders and their ground-truth masks. They stay in apps/api/assets/samples, where
 * tools/sample-scenes writes them and the server serves them as the sample project; the engine's
 * tests and benches read them there as files.
 */
export const SAMPLES_ROOT = fileURLToPath(
  new URL('../../../../apps/api/assets/samples/', import.meta.url),
);
const ROOT = SAMPLES_ROOT;

interface ManifestObject {
  category: string;
  mask: string;
  bbox: [number, number, number, number];
}
interface Render {
  id: string;
  file: string;
  masks: Record<'walls' | 'floor' | 'ceiling' | 'windows' | 'sky', string>;
  objects: ManifestObject[];
}
const manifest = JSON.parse(readFileSync(ROOT + 'manifest.json', 'utf8')) as { renders: Render[] };

export function render(id: string): Render {
  const r = manifest.renders.find((x) => x.id === id);
  if (!r) throw new Error(`no sample ${id}`);
  return r;
}

export const sampleBuffer = (id: string): Buffer => readFileSync(ROOT + render(id).file);

/** A ground-truth mask as 0/1 bytes, optionally resized (nearest) to w × h. */
export async function groundTruth(path: string, w?: number, h?: number): Promise<Uint8Array> {
  let img = sharp(ROOT + path).greyscale();
  if (w && h) img = img.resize(w, h, { fit: 'fill', kernel: 'nearest' });
  const data = await img.raw().toBuffer();
  return Uint8Array.from(data, (v) => (v > 127 ? 1 : 0));
}

export async function rgb(buf: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export function iou(a: Uint8Array, b: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! > 0;
    const y = b[i]! > 0;
    if (x && y) inter++;
    if (x || y) union++;
  }
  return union ? inter / union : 0;
}

/** Grows a 0/1 mask by r pixels (square). */
export function dilate(m: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const out = new Uint8Array(m.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!m[y * w + x]) continue;
      for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++)
        out.fill(1, yy * w + Math.max(0, x - r), yy * w + Math.min(w, x + r + 1));
    }
  return out;
}

/**
 * Where an edit changed a picture, against a ground-truth mask: the share of the mask's pixels
 * changed and the share of all changed pixels outside the mask (a pixel counts as changed when
 * its RGB moved by more than 30 in sum). The engine tests and bench/quality.ts both measure so.
 */
export function changeAgainst(
  before: { data: Uint8Array },
  after: { data: Uint8Array },
  target: Uint8Array,
): { cover: number; spill: number } {
  let inside = 0;
  let outside = 0;
  let area = 0;
  for (let p = 0; p < target.length; p++) {
    let d = 0;
    for (let c = 0; c < 3; c++) d += Math.abs(before.data[p * 3 + c]! - after.data[p * 3 + c]!);
    if (target[p]) area++;
    if (d > 30) {
      if (target[p]) inside++;
      else outside++;
    }
  }
  return { cover: area ? inside / area : 0, spill: outside / Math.max(1, inside + outside) };
}

/** Mean absolute per-channel difference of two same-size RGB pictures over pixels where pick(i). */
export function meanDiff(a: Uint8Array, b: Uint8Array, pick: (i: number) => boolean): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length / 3; i++) {
    if (!pick(i)) continue;
    sum +=
      Math.abs(a[i * 3]! - b[i * 3]!) +
      Math.abs(a[i * 3 + 1]! - b[i * 3 + 1]!) +
      Math.abs(a[i * 3 + 2]! - b[i * 3 + 2]!);
    n++;
  }
  return n ? sum / n / 3 : 0;
}

/** A detector that reports the ground-truth boxes of a render (tests removal without the model). */
export function truthDetector(id: string): ObjectDetector {
  return {
    detect: () =>
      Promise.resolve(
        render(id).objects.map((o): DetectedObject => ({
          category: o.category,
          score: 1,
          box: { x: o.bbox[0], y: o.bbox[1], width: o.bbox[2], height: o.bbox[3] },
        })),
      ),
  };
}

/** A detector that reports these objects (a real detector's boxes, written down). */
export const fixedDetector = (found: DetectedObject[]): ObjectDetector => ({
  detect: () => Promise.resolve(found),
});

/** A detection of `category` with its box in full-resolution pixels. */
export const detection = (category: string, score: number, x: number, y: number, width: number, height: number): DetectedObject => ({ category, score, box: { x, y, width, height } }); // prettier-ignore

/** The real detector's boxes in the bohemian living room for the sofa and the pouf (a chair). */
export const SOFA_AND_POUF: DetectedObject[] = [
  detection('couch', 0.4, 82, 574, 485, 201),
  detection('chair', 0.19, 389, 780, 172, 163),
];

export const ctx = (detector?: ObjectDetector): EngineContext => ({
  signal: new AbortController().signal,
  ...(detector ? { detector } : {}),
});
