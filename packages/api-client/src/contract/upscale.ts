import { UPLOAD_MAX_PIXELS } from './images.ts';

/** The scales the upscale edit offers (spec part 1 §3: "Upscale: scale"), smallest first. */
export const UPSCALE_SCALES = [2, 4] as const;
export type UpscaleScale = (typeof UPSCALE_SCALES)[number];

/**
 * The largest result an upscale may make: every result is stored through the same pipeline as
 * an upload, whose pixel limit it must pass.
 */
export const UPSCALE_MAX_OUTPUT_PIXELS = UPLOAD_MAX_PIXELS;

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} MP`;

/** Whether an upscale of a `width` × `height` picture by `scale` stays within the limit. */
export function upscaleFits(width: number, height: number, scale: number): boolean {
  return width * scale * (height * scale) <= UPSCALE_MAX_OUTPUT_PIXELS;
}

/**
 * The largest scale a `width` × `height` picture can be upscaled by, or null when even the
 * smallest would be too large. Sent as `max_upscale` on every version, so the upscale card can
 * show it before the user clicks.
 */
export function maxUpscaleScale(width: number, height: number): UpscaleScale | null {
  let best: UpscaleScale | null = null;
  for (const scale of UPSCALE_SCALES) if (upscaleFits(width, height, scale)) best = scale;
  return best;
}

export const upscaleMessages = {
  /** The 400 of an upscale asked for at a scale that would pass the limit. */
  tooLarge(width: number, height: number, scale: number): string {
    const best = maxUpscaleScale(width, height);
    const advice =
      best === null
        ? 'This image is too large to upscale.'
        : `Choose ×${best}${best > UPSCALE_SCALES[0] ? ' or less' : ''}.`;
    return (
      `At ×${scale} this image would be ${width * scale} × ${height * scale} px; ` +
      `the largest is ${megapixels(UPSCALE_MAX_OUTPUT_PIXELS)}. ${advice}`
    );
  },
  /** Beside a scale the card disables for this picture. */
  scaleTooLarge: (scale: number) =>
    `×${scale} would exceed ${megapixels(UPSCALE_MAX_OUTPUT_PIXELS)} for this photo`,
  /** When no scale fits. */
  noScale: `This photo is too large to upscale: the result would exceed ${megapixels(UPSCALE_MAX_OUTPUT_PIXELS)}`,
} as const;
