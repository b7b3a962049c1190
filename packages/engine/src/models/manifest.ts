/**
 * The public checkpoints `npm run models -- install` fetches, pinned in the repo. Each file names
 * its URL, the path it takes under MODELS_DIR, its licence and its SHA-256. A hash is recorded
 * only where it was read from the publisher; `sha256: null` means "to be pinned": install then
 * refuses the file unless the operator passes `--accept-unpinned`, which records the hash it
 * computed in MODELS_DIR/pins.json so every later check holds the file to it.
 */

export const MODEL_KINDS = ['segmentation', 'depth', 'click', 'inpaint'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

export interface ModelFile {
  /** Path under MODELS_DIR. */
  file: string;
  url: string;
  /** Bytes, when the publisher lists them; null until pinned. */
  size: number | null;
  /** Lower-case hex, as the publisher lists it (Hugging Face: the file's LFS "SHA256"); null: to be pinned. */
  sha256: string | null;
}

export interface ModelEntry {
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
    kind: 'segmentation',
    checkpoint: 'Xenova/segformer-b0-finetuned-ade-512-512 (SegFormer-B0, ADE20K, ONNX)',
    licence: 'NVIDIA Source Code License for SegFormer (non-commercial research use)',
    approxSize: '≈15 MB',
    serves: 'Segmenter: wall, floor, ceiling, window, door, sky, curtain, furniture (ADE20K 150)',
    files: {
      model: {
        file: 'segmentation/segformer-b0-ade/model.onnx',
        url: `${HF}/Xenova/segformer-b0-finetuned-ade-512-512/resolve/main/onnx/model.onnx`,
        size: null,
        sha256: null,
      },
    },
  },
  depth: {
    kind: 'depth',
    checkpoint: 'onnx-community/depth-anything-v2-small (Depth Anything V2 Small, ONNX)',
    licence: 'Apache-2.0',
    approxSize: '≈100 MB',
    serves: "DepthEstimator: relative depth, scaled to the room box's floor for the stager",
    files: {
      model: {
        file: 'depth/depth-anything-v2-small/model.onnx',
        url: `${HF}/onnx-community/depth-anything-v2-small/resolve/main/onnx/model.onnx`,
        size: null,
        sha256: null,
      },
    },
  },
  click: {
    kind: 'click',
    checkpoint: 'Xenova/slimsam-77-uniform (SlimSAM, SAM-style encoder + prompt decoder, ONNX)',
    licence: 'Apache-2.0',
    approxSize: '≈40 MB',
    serves: 'ClickSegmenter: one click selects an object or a surface',
    files: {
      encoder: {
        file: 'click/slimsam-77-uniform/vision_encoder.onnx',
        url: `${HF}/Xenova/slimsam-77-uniform/resolve/main/onnx/vision_encoder.onnx`,
        size: null,
        sha256: null,
      },
      decoder: {
        file: 'click/slimsam-77-uniform/prompt_encoder_mask_decoder.onnx',
        url: `${HF}/Xenova/slimsam-77-uniform/resolve/main/onnx/prompt_encoder_mask_decoder.onnx`,
        size: null,
        sha256: null,
      },
    },
  },
  inpaint: {
    kind: 'inpaint',
    checkpoint: 'Carve/LaMa-ONNX lama_fp32 (LaMa big-lama, 512 × 512, ONNX)',
    licence: 'Apache-2.0',
    approxSize: '≈210 MB',
    serves: 'Inpainter: object removal, declutter, empty room, watermark removal (tiled)',
    files: {
      model: {
        file: 'inpaint/lama/lama_fp32.onnx',
        url: `${HF}/Carve/LaMa-ONNX/resolve/main/lama_fp32.onnx`,
        size: null,
        sha256: null,
      },
    },
  },
};

/** The command that installs a kind, as the messages and `/capabilities/` quote it. */
export const installCommand = (kind: ModelKind) => `npm run models -- install ${kind}`;
