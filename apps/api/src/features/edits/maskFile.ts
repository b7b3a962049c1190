import sharp, { type Metadata } from 'sharp';
import { MASK_MAX_BYTES, maskMessages } from '@hds/api-client/contract';
import { HttpError } from '../../lib/httpError.ts';
import type { Mask as MaskRaster } from '@hds/engine';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface CheckedMask {
  png: Buffer;
  width: number;
  height: number;
  /** Share of pixels at 128 or more. */
  coverage: number;
}

/**
 * Checks an uploaded mask against the version it is drawn on: a PNG, one channel, the version's
 * exact size and not empty. Every refusal is a 4xx a user can act on.
 */
export async function checkMaskPng(
  data: Buffer,
  version: { width: number; height: number },
): Promise<CheckedMask> {
  if (data.length > MASK_MAX_BYTES) throw new HttpError(413, maskMessages.tooLarge);
  if (data.length < PNG_SIGNATURE.length || !data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new HttpError(400, maskMessages.notPng);
  }
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new HttpError(400, maskMessages.notPng);
  }
  if (meta.format !== 'png') throw new HttpError(400, maskMessages.notPng);
  if (meta.channels !== 1) throw new HttpError(400, maskMessages.notSingleChannel);
  // sharp hands a 16-bit PNG's raw bytes over as pixels (two per value): refuse it, not misread it.
  if (meta.depth !== 'uchar') throw new HttpError(400, maskMessages.not8Bit);
  if (meta.width !== version.width || meta.height !== version.height) {
    throw new HttpError(400, maskMessages.wrongSize(version.width, version.height));
  }
  const raster = await decodeMaskPng(data).catch(() => {
    throw new HttpError(400, maskMessages.notPng);
  });
  let inside = 0;
  for (const v of raster.data) if (v >= 128) inside++;
  if (!inside) throw new HttpError(400, maskMessages.empty);
  return {
    png: data,
    width: raster.width,
    height: raster.height,
    coverage: inside / raster.data.length,
  };
}

/** The mask's pixels, one byte each (255 = the edit may change it). */
export async function decodeMaskPng(png: Buffer): Promise<MaskRaster> {
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}
