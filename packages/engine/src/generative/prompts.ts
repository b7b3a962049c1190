import {
  OPERATION_LABELS,
  WALL_COLORS,
  type EditOperation,
  type OperationArgs,
} from '@hds/api-client/contract';

/**
 * What a diffusion model is asked for each operation: shared by the Replicate and ComfyUI
 * adapters, which both run image-to-image (the source photo, a prompt, and how far to move).
 */
export interface DiffusionRequest {
  prompt: string;
  negativePrompt: string;
  /** 0…1: how much of the source is repainted (prompt strength / denoise). */
  strength: number;
  guidanceScale: number;
  seed: number | undefined;
}

const NEGATIVE =
  'blurry, distorted geometry, warped walls, low quality, deformed, cartoon, text, watermark, people';
const words = (s: string) => s.replace(/_/g, ' ');
const room = (r: string) => (r === 'general' ? 'room' : words(r));

/** Operations a diffusion model does; the rest (masks, upscale, watermarks) need other models. */
export const DIFFUSION_OPERATIONS = [
  'furniture',
  'style_transfer',
  'empty_room',
  'wall_color',
  'declutter',
  'lighting',
  'sky_replacement',
  'window_view',
] as const satisfies readonly EditOperation[];
export type DiffusionOperation = (typeof DIFFUSION_OPERATIONS)[number];

export const isDiffusionOperation = (op: EditOperation): op is DiffusionOperation =>
  (DIFFUSION_OPERATIONS as readonly EditOperation[]).includes(op);

export function diffusionRequest<O extends DiffusionOperation>(
  operation: O,
  input: OperationArgs[O],
): DiffusionRequest {
  // One switch over the union; the casts only narrow `input` to its operation's args.
  const base = { negativePrompt: NEGATIVE, guidanceScale: 7.5 };
  switch (operation) {
    case 'furniture': {
      const a = input as OperationArgs['furniture'];
      return {
        ...base,
        prompt: `a ${words(a.style)} ${words(a.room_type)}, virtually staged with ${words(a.style)} furniture and decor, photorealistic real-estate photograph, same room and camera`,
        strength: 0.8,
        seed: a.seed,
      };
    }
    case 'style_transfer': {
      const a = input as OperationArgs['style_transfer'];
      return {
        ...base,
        prompt: `the same room redesigned in ${words(a.style)} interior style, photorealistic interior photograph`,
        strength: a.strength,
        seed: a.seed,
      };
    }
    case 'empty_room': {
      const a = input as OperationArgs['empty_room'];
      return {
        ...base,
        negativePrompt: `furniture, rugs, decor, clutter, ${NEGATIVE}`,
        prompt: `an empty ${room(a.room_type)} with no furniture, bare floor and walls, photorealistic real-estate photograph`,
        strength: a.strength,
        guidanceScale: a.guidance_scale,
        seed: a.seed,
      };
    }
    case 'wall_color': {
      const a = input as OperationArgs['wall_color'];
      return {
        ...base,
        prompt: `the same room with the walls painted ${words(a.color)} (${WALL_COLORS[a.color]}), everything else unchanged, photorealistic`,
        strength: a.strength,
        guidanceScale: a.guidance_scale,
        seed: a.seed,
      };
    }
    case 'declutter': {
      const a = input as OperationArgs['declutter'];
      return {
        ...base,
        prompt: 'the same room, tidy and decluttered, clear surfaces, no personal items',
        strength: Math.min(a.strength, 0.6),
        seed: a.seed,
      };
    }
    case 'lighting': {
      const a = input as OperationArgs['lighting'];
      return {
        ...base,
        prompt: `the same room in ${words(a.type)} lighting, professional real-estate photograph`,
        strength: 0.45,
        seed: a.seed,
      };
    }
    case 'sky_replacement': {
      const a = input as OperationArgs['sky_replacement'];
      return {
        ...base,
        prompt: `the same house photographed under a ${words(a.sky_type)} sky, photorealistic exterior`,
        strength: 0.5,
        seed: a.seed,
      };
    }
    case 'window_view': {
      const a = input as OperationArgs['window_view'];
      return {
        ...base,
        prompt: `the same room with a ${a.view} view through the windows, photorealistic`,
        strength: 0.5,
        seed: a.seed,
      };
    }
  }
  throw new Error(`no prompt for ${OPERATION_LABELS[operation as EditOperation]}`);
}

/** The spec's "unconfigured" answer, naming both ways to configure a generative engine. */
export const needsGenerativeEngine = (operation: EditOperation) =>
  `${OPERATION_LABELS[operation]} needs a generative engine: set REPLICATE_API_TOKEN or COMFYUI_URL`;
