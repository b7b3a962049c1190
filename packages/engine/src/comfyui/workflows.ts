import type { DiffusionRequest } from '../generative/prompts.ts';

/** A ComfyUI API-format graph: node id → {class_type, inputs}; links are [nodeId, outputIndex]. */
export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** Image-to-image on a Stable Diffusion checkpoint: the source, encoded, partly re-noised. */
export function img2imgWorkflow(
  image: string,
  checkpoint: string,
  d: DiffusionRequest & { seed: number },
): Workflow {
  return {
    '1': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: checkpoint } },
    '2': { class_type: 'LoadImage', inputs: { image } },
    '3': { class_type: 'VAEEncode', inputs: { pixels: ['2', 0], vae: ['1', 2] } },
    '4': { class_type: 'CLIPTextEncode', inputs: { text: d.prompt, clip: ['1', 1] } },
    '5': { class_type: 'CLIPTextEncode', inputs: { text: d.negativePrompt, clip: ['1', 1] } },
    '6': {
      class_type: 'KSampler',
      inputs: {
        seed: d.seed,
        steps: 30,
        cfg: d.guidanceScale,
        sampler_name: 'dpmpp_2m',
        scheduler: 'karras',
        denoise: d.strength,
        model: ['1', 0],
        positive: ['4', 0],
        negative: ['5', 0],
        latent_image: ['3', 0],
      },
    },
    '7': { class_type: 'VAEDecode', inputs: { samples: ['6', 0], vae: ['1', 2] } },
    '8': { class_type: 'SaveImage', inputs: { images: ['7', 0], filename_prefix: 'hds' } },
  };
}

/** A 4× upscaling model, scaled back by half when 2× is asked. */
export function upscaleWorkflow(image: string, model: string, scale: 2 | 4): Workflow {
  const graph: Workflow = {
    '1': { class_type: 'LoadImage', inputs: { image } },
    '2': { class_type: 'UpscaleModelLoader', inputs: { model_name: model } },
    '3': {
      class_type: 'ImageUpscaleWithModel',
      inputs: { upscale_model: ['2', 0], image: ['1', 0] },
    },
    '5': { class_type: 'SaveImage', inputs: { images: ['3', 0], filename_prefix: 'hds' } },
  };
  if (scale === 2) {
    graph['4'] = {
      class_type: 'ImageScaleBy',
      inputs: { image: ['3', 0], upscale_method: 'lanczos', scale_by: 0.5 },
    };
    graph['5']!.inputs.images = ['4', 0];
  }
  return graph;
}
