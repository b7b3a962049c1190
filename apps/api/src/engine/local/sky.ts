import type { OperationArgs } from '@hds/api-client';
import sharp from 'sharp';
import { EngineError, type DetectedObject } from '../types.ts';
import {
  clamp255,
  downscale,
  luma,
  maskArea,
  morph,
  refineAlpha,
  resizeMask,
  type Box,
  type Mask,
  type Raster,
} from './raster.ts';
import { paintCity } from './cityView.ts';
import { fbm } from './noise.ts';
import { toLab } from './regions.ts';
import { FURNITURE } from './removal.ts';
import type { Segmentation } from './segment.ts';
import { paneMask, windowBoxes } from './windowPanes.ts';

type SkyType = OperationArgs['sky_replacement']['sky_type'];
type View = OperationArgs['window_view']['view'];
type RGB = [number, number, number];

interface SkyRecipe {
  top: RGB;
  horizon: RGB;
  /** Cloud cover 0…1 and colour. */
  cover: number;
  cloud: RGB;
  cloudShade: RGB;
  /** Warm cast laid over the rest of the picture to match the light. */
  cast: RGB;
  sun?: { x: number; y: number; color: RGB };
}

const SKIES: Record<SkyType, SkyRecipe> = {
  sunny: { top: [58, 124, 212], horizon: [176, 208, 240], cover: 0.12, cloud: [255, 255, 255], cloudShade: [214, 222, 236], cast: [1.03, 1.01, 0.97], sun: { x: 0.8, y: 0.12, color: [255, 250, 230] } },
  blue_sky: { top: [66, 128, 206], horizon: [186, 214, 240], cover: 0.25, cloud: [255, 255, 255], cloudShade: [204, 214, 230], cast: [1, 1, 1] },
  clear_blue: { top: [40, 106, 200], horizon: [168, 204, 242], cover: 0, cloud: [255, 255, 255], cloudShade: [255, 255, 255], cast: [0.99, 1, 1.02] },
  dramatic: { top: [38, 52, 78], horizon: [150, 150, 160], cover: 0.62, cloud: [200, 198, 200], cloudShade: [70, 76, 92], cast: [0.92, 0.93, 0.97] },
  sunset: { top: [52, 64, 128], horizon: [250, 164, 96], cover: 0.3, cloud: [255, 176, 128], cloudShade: [150, 84, 110], cast: [1.08, 0.98, 0.86], sun: { x: 0.3, y: 0.85, color: [255, 214, 150] } },
  partly_cloudy: { top: [80, 134, 204], horizon: [190, 212, 236], cover: 0.45, cloud: [250, 250, 252], cloudShade: [170, 180, 198], cast: [0.99, 1, 1.01] },
}; // prettier-ignore

/** Paints a sky of the given type at w × h. */
export function paintSky(type: SkyType, w: number, h: number, seed = 7): Raster {
  const s = SKIES[type];
  const noise = fbm(w, h, seed, 3, 6);
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const t = (y / Math.max(1, h - 1)) ** 0.8;
    // Clouds flatten towards the horizon; stretch the noise there.
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      let col: RGB = [0, 1, 2].map((c) => s.top[c]! + (s.horizon[c]! - s.top[c]!) * t) as RGB;
      if (s.sun) {
        const dx = x / w - s.sun.x;
        const dy = (y / h - s.sun.y) * (h / w);
        const g = Math.exp(-(dx * dx + dy * dy) / 0.02);
        col = [0, 1, 2].map((c) => col[c]! + (s.sun!.color[c]! - col[c]!) * g * 0.8) as RGB;
      }
      if (s.cover > 0) {
        const n = noise[p]!;
        const edge = 1 - s.cover;
        const k = Math.min(1, Math.max(0, (n - edge) / 0.12));
        if (k > 0) {
          const shade = Math.min(1, Math.max(0, (n - edge) / 0.35));
          const cloud = [0, 1, 2].map(
            (c) => s.cloud[c]! + (s.cloudShade[c]! - s.cloud[c]!) * shade,
          ) as RGB;
          col = [0, 1, 2].map((c) => col[c]! + (cloud[c]! - col[c]!) * k * 0.95) as RGB;
        }
      }
      out[p * 3] = clamp255(col[0]);
      out[p * 3 + 1] = clamp255(col[1]);
      out[p * 3 + 2] = clamp255(col[2]);
    }
  }
  return { width: w, height: h, data: out };
}

/** Bounding rows/columns of a mask. */
function bounds(m: Mask): Box | null {
  let x0 = m.width;
  let y0 = m.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < m.height; y++)
    for (let x = 0; x < m.width; x++)
      if (m.data[y * m.width + x]! >= 128) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

async function upscaleRaster(r: Raster, w: number, h: number): Promise<Raster> {
  const data = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return { width: w, height: h, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/**
 * Replaces the segmented sky with a painted one. Exposure matches: the new sky is scaled so its
 * mean luminance equals the old sky's (a blown-out interior window stays bright), and the rest of
 * the picture takes the new light's colour cast.
 */
export async function replaceSky(
  image: Raster,
  seg: Segmentation,
  type: SkyType,
  seed?: number,
): Promise<Raster> {
  const { width: w, height: h, data } = image;
  if (maskArea(seg.sky) < 20) throw new EngineError('No sky was found in this picture.');
  const alpha = refineAlpha(image, await resizeMask(seg.sky, w, h, Math.max(1.5, w / 500)), 40);
  const b = bounds(alpha)!;
  const bw = b.x1 - b.x0 + 1;
  const bh = b.y1 - b.y0 + 1;
  const small = paintSky(
    type,
    Math.min(480, bw),
    Math.max(8, Math.round((Math.min(480, bw) * bh) / bw)),
    seed ?? 7,
  );
  const sky = await upscaleRaster(small, bw, bh);
  let oldL = 0;
  let newL = 0;
  let n = 0;
  for (let y = b.y0; y <= b.y1; y += 2)
    for (let x = b.x0; x <= b.x1; x += 2) {
      const p = y * w + x;
      if (alpha.data[p]! < 200) continue;
      const q = ((y - b.y0) * bw + (x - b.x0)) * 3;
      oldL += luma(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!);
      newL += luma(sky.data[q]!, sky.data[q + 1]!, sky.data[q + 2]!);
      n++;
    }
  const gain = n ? Math.min(1.6, Math.max(0.6, oldL / Math.max(1, newL))) : 1;
  // Interiors are exposed for the room: the sky through the window is brighter than outdoors.
  const expo = seg.exterior ? Math.sqrt(gain) : gain;
  const cast = SKIES[type].cast;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const i = p * 3;
      const a = alpha.data[p]! / 255;
      let r = data[i]! * cast[0];
      let g = data[i + 1]! * cast[1];
      let bl = data[i + 2]! * cast[2];
      if (a > 0 && x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1) {
        const q = ((y - b.y0) * bw + (x - b.x0)) * 3;
        r = r * (1 - a) + sky.data[q]! * expo * a;
        g = g * (1 - a) + sky.data[q + 1]! * expo * a;
        bl = bl * (1 - a) + sky.data[q + 2]! * expo * a;
      }
      out[i] = clamp255(r);
      out[i + 1] = clamp255(g);
      out[i + 2] = clamp255(bl);
    }
  }
  return { width: w, height: h, data: out };
}

const VIEWS: Record<View, { sky: SkyType; ground: RGB; far: RGB; near: RGB; horizon: number; rough: number }> = {
  garden: { sky: 'blue_sky', ground: [92, 150, 70], far: [70, 118, 64], near: [52, 98, 44], horizon: 0.5, rough: 0.18 },
  city: { sky: 'partly_cloudy', ground: [120, 124, 130], far: [150, 158, 172], near: [96, 100, 112], horizon: 0.62, rough: 0.0 },
  ocean: { sky: 'clear_blue', ground: [34, 96, 150], far: [70, 130, 176], near: [30, 84, 134], horizon: 0.5, rough: 0.0 },
  mountains: { sky: 'sunny', ground: [96, 124, 80], far: [120, 136, 168], near: [84, 100, 96], horizon: 0.62, rough: 0.35 },
  forest: { sky: 'partly_cloudy', ground: [60, 96, 50], far: [44, 84, 52], near: [28, 62, 34], horizon: 0.45, rough: 0.25 },
}; // prettier-ignore

/** Paints an outdoor view (sky, a far band, the near ground) at w × h. */
export function paintView(view: View, w: number, h: number, seed = 11): Raster {
  const v = VIEWS[view];
  const sky = paintSky(v.sky, w, h, seed);
  if (view === 'city') {
    paintCity(sky, seed + 4, v.horizon);
    return sky;
  }
  const ridge = fbm(w, 1, seed + 1, 4, 5);
  const ridgeNear = fbm(w, 1, seed + 2, 8, 4);
  const tex = fbm(w, h, seed + 3, 24, 3);
  const out = sky.data;
  for (let x = 0; x < w; x++) {
    const farY = (v.horizon - v.rough * (ridge[x]! - 0.3) - (view === 'mountains' ? 0.15 : 0)) * h;
    const nearY = (v.horizon + 0.06 - v.rough * 0.5 * (ridgeNear[x]! - 0.3)) * h;
    for (let y = 0; y < h; y++) {
      const p = y * w + x;
      const t = tex[p]! - 0.5;
      let col: RGB | null = null;
      if (y >= nearY) col = v.near;
      else if (y >= farY) col = v.far;
      if (view === 'ocean' && y >= v.horizon * h) col = v.ground;
      if (!col) continue;
      const shade = 1 + t * 0.5 - (view === 'ocean' ? 0 : (y / h - v.horizon) * 0.1);
      out[p * 3] = clamp255(col[0] * shade);
      out[p * 3 + 1] = clamp255(col[1] * shade);
      out[p * 3 + 2] = clamp255(col[2] * shade);
    }
  }
  return sky;
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
 * Replaces what is seen through the windows: indoors the glass of each window (paneAlpha), on a
 * façade a reflection in the panes (facadeAlpha). Frames and bars stay. `objects` are the
 * detections: furniture in front of the glass keeps its pixels.
 */
export async function replaceWindowView(
  image: Raster,
  seg: Segmentation,
  view: View,
  seed?: number,
  objects: DetectedObject[] = [],
): Promise<Raster> {
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
  const b = seg.exterior ? winBounds : bounds(glass);
  if (!b) throw new EngineError('No window was found in this picture.');
  const bw = b.x1 - b.x0 + 1;
  const bh = b.y1 - b.y0 + 1;
  const painted = await upscaleRaster(
    paintView(
      view,
      Math.min(480, bw),
      Math.max(8, Math.round((Math.min(480, bw) * bh) / bw)),
      seed ?? 11,
    ),
    bw,
    bh,
  );
  const soft = await resizeMask(glass, w, h, 0.8);
  // Facade windows reflect the view rather than show it.
  const strength = seg.exterior ? 0.35 : 1;
  let oldL = 0;
  let newL = 0;
  for (let y = b.y0; y <= b.y1; y += 2)
    for (let x = b.x0; x <= b.x1; x += 2) {
      const p = y * w + x;
      if (alphaRaw[p]! < 128) continue;
      const q = ((y - b.y0) * bw + x - b.x0) * 3;
      oldL += luma(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!);
      newL += luma(painted.data[q]!, painted.data[q + 1]!, painted.data[q + 2]!);
    }
  const gain = seg.exterior ? 1 : Math.min(1.5, Math.max(0.7, oldL / Math.max(1, newL)));
  const out = new Uint8Array(data);
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      const p = y * w + x;
      const a = ((seg.exterior ? Math.min(soft.data[p]!, win.data[p]!) : soft.data[p]!) / 255) * strength; // prettier-ignore
      if (a <= 0) continue;
      const q = ((y - b.y0) * bw + x - b.x0) * 3;
      for (let c = 0; c < 3; c++)
        out[p * 3 + c] = clamp255(data[p * 3 + c]! * (1 - a) + painted.data[q + c]! * gain * a);
    }
  return { width: w, height: h, data: out };
}
