import type { RasterMemo, Raster, Segmentation } from '../../data.ts';
import { estimateCamera, floorEdge, uprights, type CameraEstimate } from './camera.ts';
import { wallCorners } from './wallCorners.ts';

/** The width of the copy the upright edges are found on. */
const UPRIGHT_SIDE = 800;

const kept = new WeakMap<Segmentation, Promise<CameraEstimate>>();

/**
 * An interior's camera and walls' lines (`estimateCamera` on the layout stage's lines, the floor's
 * edge and the upright edges), at the segmentation's scale. Worked out once per segmentation: the
 * room-box depth and the stager's room both read it.
 */
export function roomLines(
  image: Raster,
  seg: Segmentation,
  memo: RasterMemo,
): Promise<CameraEstimate> {
  let found = kept.get(seg);
  if (!found) {
    found = (async () => {
      const { width: w, height: h } = seg.small;
      const edge = floorEdge(await memo.blurredLab(seg.small, 1), w, h);
      // The uprights from a copy twice as sharp: their slant is a few pixels over their length.
      const sharp = await memo.downscaled(image, UPRIGHT_SIDE);
      const lab = await memo.blurredLab(sharp, 1);
      const ups = uprights(lab, sharp.width, sharp.height, seg.layout, w);
      const corners = wallCorners(seg.layout.ceiling, seg.small);
      return estimateCamera(seg.layout, corners, w, h, edge, ups);
    })();
    kept.set(seg, found);
    found.catch(() => kept.delete(seg));
  }
  return found;
}
