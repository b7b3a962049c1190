import { maxUpscaleScale, type UpscaleScale, type Version } from '@hds/api-client';

/**
 * The largest upscale of a version, for the upscale card: the server's `max_upscale`, else
 * worked out from the version's size; undefined while neither is known (every scale offered).
 */
export function maxUpscaleOf(
  v: Pick<Version, 'width' | 'height' | 'max_upscale'> | null | undefined,
): UpscaleScale | null | undefined {
  if (!v) return undefined;
  if (v.max_upscale !== undefined) return v.max_upscale;
  return v.width && v.height ? maxUpscaleScale(v.width, v.height) : undefined;
}
