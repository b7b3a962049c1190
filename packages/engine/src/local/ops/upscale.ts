import sharp from 'sharp';
import { upscaleFits, upscaleMessages } from '@hds/api-client/contract';
import { EngineError } from '../../types.ts';
import type { LocalOperation } from '../operation.ts';

/**
 * Lanczos resampling, then an unsharp mask tuned to the scale (restores the edge contrast the
 * interpolation spreads out, without haloes on flat walls), and a high-quality JPEG.
 */
export async function upscale(source: Buffer, scale: 2 | 4): Promise<Buffer> {
  const meta = await sharp(source)
    .rotate()
    .metadata()
    .catch(() => {
      throw new EngineError('The image could not be read (not a JPEG, PNG or WebP picture).');
    });
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new EngineError('The image could not be read.');
  // The result is stored like an upload, under the same pixel limit: fail before the work.
  // (Submission refuses such a job already; this covers a job queued before that check.)
  if (!upscaleFits(width, height, scale)) {
    throw new EngineError(upscaleMessages.tooLarge(width, height, scale));
  }
  return sharp(source, { limitInputPixels: false })
    .rotate()
    .resize(width * scale, height * scale, { kernel: 'lanczos3' })
    .sharpen({ sigma: 0.6 * scale, m1: 0.4, m2: 1.6, x1: 2, y2: 8, y3: 12 })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** upscale: the file itself, enlarged (no decode to pixels first). */
export const upscaleOperation: LocalOperation<'upscale'> = (scene, args) =>
  upscale(scene.source, args.scale);
