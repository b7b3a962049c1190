import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MANIFEST, type ModelKind } from '../../src/models/manifest.ts';
import { onnxModel, type Initializer } from './onnx.ts';

// Tiny models with the real checkpoints' input and output names and shapes. Their weights make
// the answer predictable from the colours of the input, so a test can tell a right layout from a
// wrong one.

const vec = (n: number, f: (i: number) => number) =>
  Float32Array.from({ length: n }, (_, i) => f(i));

/** ADE20K class → a weight per normalised channel (R, G, B) and a bias. */
const SEG_WEIGHTS: Record<number, [number, number, number, number]> = {
  0: [1, -1, -1, 0], // wall: red
  18: [-1, 1, -1, 0], // curtain: green
  2: [-1, -1, 1, 0], // sky: blue
  8: [1, 1, 1, -3], // windowpane: white
  12: [-1, -1, -1, -3], // person: black
};

/** SegFormer-B0 ADE20K's interface: pixel_values [1,3,512,512] → logits [1,150,128,128]. */
export function tinySegformer(): Uint8Array {
  const w = new Float32Array(150 * 3);
  const b = vec(150, () => -4);
  for (const [k, [r, g, bl, bias]] of Object.entries(SEG_WEIGHTS)) {
    w.set([r, g, bl], Number(k) * 3);
    b[Number(k)] = bias;
  }
  return onnxModel({
    inputs: [{ name: 'pixel_values', shape: ['batch_size', 3, 'height', 'width'] }],
    outputs: [{ name: 'logits', shape: ['batch_size', 150, 'h4', 'w4'] }],
    initializers: [
      { name: 'w', dims: [150, 3, 1, 1], values: w },
      { name: 'b', dims: [150], values: b },
    ],
    nodes: [
      { op: 'AveragePool', inputs: ['pixel_values'], outputs: ['p'], attrs: { kernel_shape: [4, 4], strides: [4, 4] } }, // prettier-ignore
      { op: 'Conv', inputs: ['p', 'w', 'b'], outputs: ['logits'] },
    ],
  });
}

/** LaMa's interface: image [1,3,512,512] 0…1, mask [1,1,512,512] 0/1 → output 0…255; the hole becomes mid-grey. */
export function tinyLama(): Uint8Array {
  const scalar = (name: string, v: number): Initializer => ({ name, dims: [1], values: [v] });
  return onnxModel({
    inputs: [
      { name: 'image', shape: [1, 3, 512, 512] },
      { name: 'mask', shape: [1, 1, 512, 512] },
    ],
    outputs: [{ name: 'output', shape: [1, 3, 512, 512] }],
    initializers: [scalar('one', 1), scalar('half', 0.5), scalar('k', 255)],
    nodes: [
      { op: 'Sub', inputs: ['one', 'mask'], outputs: ['keep'] },
      { op: 'Mul', inputs: ['image', 'keep'], outputs: ['a'] },
      { op: 'Mul', inputs: ['mask', 'half'], outputs: ['b'] },
      { op: 'Add', inputs: ['a', 'b'], outputs: ['c'] },
      { op: 'Mul', inputs: ['c', 'k'], outputs: ['output'] },
    ],
  });
}

/**
 * MI-GAN pipeline v2's interface: image uint8 [1,3,h,w] and mask uint8 [1,1,h,w] (0 = hole,
 * 255 = kept) → result uint8 [1,3,h,w], the picture with its hole filled; here the hole becomes 200.
 */
export function tinyMigan(): Uint8Array {
  const scalar = (name: string, v: number): Initializer => ({ name, dims: [1], values: [v] });
  return onnxModel({
    inputs: [
      { name: 'image', type: 'uint8', shape: ['batch_size', 3, 'height', 'width'] },
      { name: 'mask', type: 'uint8', shape: ['batch_size', 1, 'height', 'width'] },
    ],
    outputs: [{ name: 'result', type: 'uint8', shape: ['batch_size', 3, 'height', 'width'] }],
    initializers: [scalar('k', 255), scalar('one', 1), scalar('fill', 200)],
    nodes: [
      { op: 'Cast', inputs: ['image'], outputs: ['img'], attrs: { to: 1 } },
      { op: 'Cast', inputs: ['mask'], outputs: ['m'], attrs: { to: 1 } },
      { op: 'Div', inputs: ['m', 'k'], outputs: ['keep'] },
      { op: 'Sub', inputs: ['one', 'keep'], outputs: ['gap'] },
      { op: 'Mul', inputs: ['img', 'keep'], outputs: ['a'] },
      { op: 'Mul', inputs: ['gap', 'fill'], outputs: ['b'] },
      { op: 'Add', inputs: ['a', 'b'], outputs: ['c'] },
      { op: 'Cast', inputs: ['c'], outputs: ['result'], attrs: { to: 2 } },
    ],
  });
}

/** Depth Anything's interface: pixel_values [1,3,518,518] → predicted_depth [1,518,518] (disparity: the blue channel + 3). */
export function tinyDepthAnything(): Uint8Array {
  return onnxModel({
    inputs: [{ name: 'pixel_values', shape: ['batch_size', 3, 'height', 'width'] }],
    outputs: [{ name: 'predicted_depth', shape: ['batch_size', 'height', 'width'] }],
    initializers: [
      { name: 'w', dims: [1, 3, 1, 1], values: [0, 0, 1] },
      { name: 'b', dims: [1], values: [3] },
      { name: 'axes', dims: [1], values: [1], int64: true },
    ],
    nodes: [
      { op: 'Conv', inputs: ['pixel_values', 'w', 'b'], outputs: ['d'] },
      { op: 'Squeeze', inputs: ['d', 'axes'], outputs: ['predicted_depth'] },
    ],
  });
}

/**
 * SlimSAM's interface. Encoder: pixel_values [1,3,1024,1024] → image_embeddings and
 * image_positional_embeddings [1,256,64,64] (channel 0: the 16 px cell's mean red). Decoder:
 * those, input_points [1,1,N,2] and input_labels [1,1,N] → pred_masks [1,1,3,256,256] (each the
 * red channel again, so red things are "selected") and iou_scores [1,1,3].
 */
export function tinySam(): { encoder: Uint8Array; decoder: Uint8Array } {
  const w = new Float32Array(256 * 3);
  w[0] = 1;
  const encoder = onnxModel({
    inputs: [{ name: 'pixel_values', shape: [1, 3, 1024, 1024] }],
    outputs: [
      { name: 'image_embeddings', shape: [1, 256, 64, 64] },
      { name: 'image_positional_embeddings', shape: [1, 256, 64, 64] },
    ],
    initializers: [
      { name: 'w', dims: [256, 3, 1, 1], values: w },
      { name: 'zero', dims: [1], values: [0] },
    ],
    nodes: [
      { op: 'AveragePool', inputs: ['pixel_values'], outputs: ['p'], attrs: { kernel_shape: [16, 16], strides: [16, 16] } }, // prettier-ignore
      { op: 'Conv', inputs: ['p', 'w'], outputs: ['image_embeddings'] },
      { op: 'Mul', inputs: ['image_embeddings', 'zero'], outputs: ['image_positional_embeddings'] },
    ],
  });
  const int64 = (name: string, values: number[]): Initializer => ({ name, dims: [values.length], values, int64: true }); // prettier-ignore
  const decoder = onnxModel({
    inputs: [
      { name: 'image_embeddings', shape: [1, 256, 64, 64] },
      { name: 'image_positional_embeddings', shape: [1, 256, 64, 64] },
      { name: 'input_points', shape: [1, 1, 'points', 2] },
      { name: 'input_labels', type: 'int64', shape: [1, 1, 'points'] },
    ],
    outputs: [
      { name: 'iou_scores', shape: [1, 1, 3] },
      { name: 'pred_masks', shape: [1, 1, 3, 256, 256] },
    ],
    initializers: [
      int64('starts', [0]),
      int64('ends', [1]),
      int64('axes', [1]),
      { name: 'scales', dims: [4], values: [1, 1, 4, 4] },
      int64('unsq', [1]),
      int64('unsq0', [0]),
      { name: 'rep', dims: [1, 3, 1, 1], values: [1, 0.5, 0.25] },
    ],
    nodes: [
      { op: 'Slice', inputs: ['image_embeddings', 'starts', 'ends', 'axes'], outputs: ['red'] },
      { op: 'Mul', inputs: ['red', 'rep'], outputs: ['r3'] },
      { op: 'Resize', inputs: ['r3', '', 'scales'], outputs: ['up'] },
      { op: 'Unsqueeze', inputs: ['up', 'unsq'], outputs: ['pred_masks'] },
      { op: 'ReduceMean', inputs: ['r3'], outputs: ['m'], attrs: { axes: [2, 3], keepdims: 0 } },
      { op: 'Unsqueeze', inputs: ['m', 'unsq0'], outputs: ['iou_scores'] },
    ],
  });
  return { encoder, decoder };
}

/** A model whose weights are `floats` float32 values (memory figures): y = x + w. */
export function ballast(floats: number): Uint8Array {
  return onnxModel({
    inputs: [{ name: 'x', shape: [1, floats] }],
    outputs: [{ name: 'y', shape: [1, floats] }],
    initializers: [{ name: 'w', dims: [1, floats], values: vec(floats, (i) => (i % 7) * 0.1) }],
    nodes: [{ op: 'Add', inputs: ['x', 'w'], outputs: ['y'] }],
  });
}

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A fresh MODELS_DIR holding the given kinds' tiny models at the manifest's paths, pinned in pins.json. */
export function tinyModelsDir(
  kinds: Partial<Record<ModelKind, Record<string, Uint8Array>>>,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'hds-models-'));
  const pins: Record<string, string> = {};
  for (const [kind, files] of Object.entries(kinds)) {
    for (const [role, bytes] of Object.entries(files)) {
      const f = MANIFEST[kind as ModelKind].files[role]!;
      mkdirSync(dirname(join(dir, f.file)), { recursive: true });
      writeFileSync(join(dir, f.file), bytes);
      pins[f.file] = sha256(bytes);
    }
  }
  writeFileSync(join(dir, 'pins.json'), JSON.stringify(pins));
  return dir;
}
