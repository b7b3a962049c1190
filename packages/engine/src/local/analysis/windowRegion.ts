import { EngineError } from '../../types.ts';
import type { DetectedObject, RGB, Segmentation } from '../../data.ts';
import {
  bounds,
  checkAbort,
  downscale,
  maskArea,
  morph,
  resizeMask,
  type Box,
  type Mask,
  type Raster,
} from '../raster/raster.ts';
import { FURNITURE } from './categories.ts';
import { toLab } from './regions.ts';
import type { SceneAnalysis } from './scene.ts';
import { paneMask, windowBoxes } from './windowPanes.ts';

/** Where a view is painted: the alpha (0…255), the glass it was softened from and its box. */
export interface ViewRegion {
  alpha: Mask;
  glass: Mask;
  box: Box;
}

/**
 * Façade windows: inside each window rectangle, what differs from the frame's colour `med` is
 * glass, and so are broad frame-coloured areas (a pale sky); thin frame-coloured lines are
 * mullions and stay.
 */
function facadeAlpha(image: Raster, win: Mask, sky: Mask, med: RGB, b: Box): Uint8Array {
  const { width: w, height: h, data } = image;
  const alphaRaw = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) {
    if (win.data[p]! < 128) continue;
    const i = p * 3;
    const d =
      Math.abs(data[i]! - med[0]) +
      Math.abs(data[i + 1]! - med[1]) +
      Math.abs(data[i + 2]! - med[2]);
    alphaRaw[p] = d > 60 || sky.data[p]! > 128 ? 255 : 0;
  }
  // (Worked out on the windows' bounding box, sampled down to ≤ 1600 px: at 12 MP the whole
  // frame took many seconds.)
  const st = Math.max(1, Math.ceil(Math.max(w, h) / 1600));
  const sw = Math.ceil((b.x1 - b.x0 + 1) / st);
  const sh = Math.ceil((b.y1 - b.y0 + 1) / st);
  const frameLike = new Uint8Array(sw * sh);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) {
      const p = (b.y0 + y * st) * w + b.x0 + x * st;
      if (win.data[p]! >= 128 && !alphaRaw[p]) frameLike[y * sw + x] = 255;
    }
  const bar = Math.max(2, Math.round(Math.min(w, h) / 220 / st));
  const broad = morph(morph({ width: sw, height: sh, data: frameLike }, -bar), bar);
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      const p = y * w + x;
      if (win.data[p]! >= 128 && broad.data[Math.floor((y - b.y0) / st) * sw + Math.floor((x - b.x0) / st)]) alphaRaw[p] = 255; // prettier-ignore
    }
  return alphaRaw;
}

/**
 * Interior windows: each window's glass (windowPanes.ts), found at ≤ 1600 px on a box a little
 * wider than the segmentation's rectangle so the whole frame is inside it.
 */
async function paneAlpha(
  image: Raster,
  seg: Segmentation,
  med: RGB,
  objects: DetectedObject[],
): Promise<Uint8Array> {
  const { width: w, height: h, data } = image;
  const alpha = new Uint8Array(w * h);
  const s = Math.min(1, 1600 / Math.max(w, h));
  const margin = Math.round(Math.max(w, h) * 0.012);
  const lab = toLab({ width: 1, height: 1, data: new Uint8Array(med) });
  const frame: [number, number, number] = [lab[0]!, lab[1]!, lab[2]!];
  const k = seg.small.width / w;
  for (const box of windowBoxes(seg.windows, w, h)) {
    const x0 = Math.max(0, box.x0 - margin);
    // A pale sky above the trees can be as white as the wall, and the segmentation's rectangle
    // may stop under it: look up to the ceiling line, so the frame's top is inside the box.
    let ceiling = box.y0;
    for (let x = box.x0; x <= box.x1; x += 4)
      ceiling = Math.min(ceiling, (seg.layout.ceiling[Math.floor(x * k)] ?? 0) / k + 2);
    const y0 = Math.max(0, Math.round(Math.min(ceiling, box.y0 - margin)));
    const x1 = Math.min(w - 1, box.x1 + margin);
    const y1 = Math.min(h - 1, box.y1 + margin);
    const cw = x1 - x0 + 1;
    const ch = y1 - y0 + 1;
    const crop = new Uint8Array(cw * ch * 3);
    for (let y = 0; y < ch; y++)
      crop.set(data.subarray(((y0 + y) * w + x0) * 3, ((y0 + y) * w + x1 + 1) * 3), y * cw * 3);
    const work = await downscale({ width: cw, height: ch, data: crop }, Math.max(cw, ch) * s);
    // A side at the picture's edge cuts the window: what reaches it is not past the frame.
    // (Where the view itself runs to it: reaching up to a ceiling out of the picture does not
    // open the top.)
    const open = {
      left: box.x0 - margin <= 0,
      top: box.y0 - margin <= 0,
      right: box.x1 + margin >= w - 1,
      bottom: box.y1 + margin >= h - 1,
    };
    const q = work.width / cw;
    const inner = {
      x0: Math.round((box.x0 - x0) * q),
      y0: Math.round((box.y0 - y0) * q),
      x1: Math.round((box.x1 - x0) * q),
      y1: Math.round((box.y1 - y0) * q),
    };
    // Furniture in front of the glass stays (a monitor, a lamp); a plant's leaves look like the
    // garden and are left to the colour test and the plants' own rule (paneMask), and small
    // things are too often a tree's crown.
    const inCrop = (o: DetectedObject) => ({
      x0: Math.round((o.box.x - x0) * q),
      y0: Math.round((o.box.y - y0) * q),
      x1: Math.round((o.box.x + o.box.width - x0) * q),
      y1: Math.round((o.box.y + o.box.height - y0) * q),
    });
    const keep = objects
      .filter((o) => FURNITURE.has(o.category) && o.category !== 'plant')
      .map(inCrop);
    const plants = objects.filter((o) => o.category === 'plant').map(inCrop);
    const panes = paneMask(work, { frame, open, inner, keep, plants });
    const full = await resizeMask(panes, cw, ch);
    for (let y = 0; y < ch; y++)
      for (let x = 0; x < cw; x++) {
        const p = (y0 + y) * w + x0 + x;
        alpha[p] = Math.max(alpha[p]!, full.data[y * cw + x]!);
      }
  }
  return alpha;
}

/**
 * The window panes the engine finds, at full size: indoors the glass of each window (paneAlpha),
 * on a façade the panes in the window rectangles (facadeAlpha). `alpha` is where replaceWindowView
 * paints the view, and window_view's automatic mask (issue #28).
 */
export async function windowGlass(
  image: Raster,
  seg: Segmentation,
  objects: DetectedObject[] = [],
): Promise<ViewRegion> {
  const { width: w, height: h, data } = image;
  if (maskArea(seg.windows) < 20) throw new EngineError('No window was found in this picture.');
  const win = await resizeMask(seg.windows, w, h);
  // Sky seen through the window is view even when it is as pale as a white frame.
  const sky = await resizeMask(seg.sky, w, h, 1);
  // Frame colour: the median colour on the window rectangles' rim (indoors only a fallback:
  // each window reads its own around the view).
  const rim: number[][] = [[], [], []];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (win.data[p]! < 128) continue;
      if (
        win.data[p - 1]! < 128 ||
        win.data[p + 1]! < 128 ||
        win.data[p - w]! < 128 ||
        win.data[p + w]! < 128
      )
        for (let c = 0; c < 3; c++) rim[c]!.push(data[p * 3 + c]!);
    }
  const med = rim.map((a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? 0) as RGB;
  const winBounds = bounds(win);
  const alphaRaw = seg.exterior
    ? facadeAlpha(image, win, sky, med, winBounds!)
    : await paneAlpha(image, seg, med, objects);
  const glass = { width: w, height: h, data: alphaRaw };
  const box = seg.exterior ? winBounds : bounds(glass);
  if (!box) throw new EngineError('No window was found in this picture.');
  const alpha = await resizeMask(glass, w, h, 0.8);
  // Facade windows stop at their rectangles.
  if (seg.exterior) for (let p = 0; p < w * h; p++) alpha.data[p] = Math.min(alpha.data[p]!, win.data[p]!); // prettier-ignore
  return { alpha, glass, box };
}

/** window_view's region on a scene: the panes, the furniture in front of them kept out. */
export async function windowRegion(scene: SceneAnalysis, signal?: AbortSignal): Promise<Mask> {
  const img = await scene.image();
  const objects = await scene.furniture();
  const seg = await scene.segmentation({ withFurniture: true });
  checkAbort(signal);
  return (await windowGlass(img, seg, objects)).alpha;
}
