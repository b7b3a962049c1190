import { watermark } from '../fill/watermark.ts';
import type { LocalOperation } from '../operation.ts';

/** watermark: the text laid over the file itself. */
export const watermarkOperation: LocalOperation<'watermark'> = (scene, args) =>
  watermark(scene.source, args.text);
