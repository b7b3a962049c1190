import { fbm, rng } from '../raster/noise.ts';
import { clamp255, type Raster } from '../raster/raster.ts';

type RGB = [number, number, number];

/** Façade colours: sandstone, brick, concrete, blue glass, cream render, slate. */
const FACADES: RGB[] = [
  [196, 178, 152],
  [164, 94, 76],
  [150, 152, 156],
  [104, 128, 152],
  [214, 204, 186],
  [96, 100, 110],
];
const GLASS: RGB = [58, 72, 92];
const TREES: RGB = [46, 82, 48];

/**
 * A daytime city seen from a window, painted over `sky` (in place): a far row of towers faded
 * into the sky's haze, a near row of buildings in façade colours with rows of windows and a
 * shaded side, and street trees along the bottom. `horizon` is the street level's height as a
 * share of the picture.
 */
export function paintCity(sky: Raster, seed: number, horizon: number): void {
  const { width: w, height: h, data } = sky;
  const rand = rng(seed);
  const grain = fbm(w, h, seed + 1, 32, 2);
  // The sky's colour at street level, which distance fades everything towards.
  const at = Math.round(horizon * h) * w * 3;
  const haze: RGB = [data[at]!, data[at + 1]!, data[at + 2]!];
  const put = (x: number, y: number, c: RGB, shade = 1) => {
    const p = (y * w + x) * 3;
    const g = 1 + (grain[y * w + x]! - 0.5) * 0.08;
    for (let k = 0; k < 3; k++) data[p + k] = clamp255(c[k]! * shade * g);
  };
  const mix = (a: RGB, b: RGB, t: number): RGB => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
    a[2] + (b[2] - a[2]) * t,
  ];
  const cell = Math.max(3, Math.round(w / 70));
  /** One building: its façade, a darker side face, and a grid of windows. */
  const building = (x0: number, x1: number, top: number, colour: RGB, fade: number) => {
    const side = Math.max(1, Math.round((x1 - x0) * 0.18));
    const faceRight = rand() < 0.5;
    const glass = mix(GLASS, haze, fade);
    const wall = mix(colour, haze, fade);
    const lamp = mix([222, 206, 160], haze, fade);
    const lit = rand() < 0.5;
    for (let x = Math.max(0, x0); x < Math.min(w, x1); x++) {
      const onSide = faceRight ? x >= x1 - side : x < x0 + side;
      for (let y = Math.max(0, top); y < h; y++) {
        // Windows on the front face only, in rows and columns a cell apart, off the edges.
        const fx = x - (faceRight ? x0 : x0 + side);
        const fy = y - top;
        const window =
          !onSide &&
          fy > cell &&
          fx > cell / 2 &&
          fx % cell < cell * 0.55 &&
          fy % cell < cell * 0.5;
        if (window) put(x, y, lit && (fx * 7 + fy * 3) % 11 === 0 ? lamp : glass);
        else put(x, y, wall, onSide ? 0.78 : 1 - 0.12 * (fy / Math.max(1, h - top)));
      }
    }
  };
  // Far towers: tall, narrow, faded into the sky's haze.
  for (let x = -Math.round(w * 0.05); x < w;) {
    const bw = Math.round(w * (0.05 + rand() * 0.07));
    const top = Math.round((horizon - 0.18 - rand() * 0.32) * h);
    building(x, x + bw, top, FACADES[Math.floor(rand() * FACADES.length)]!, 0.55);
    x += bw + Math.round(rand() * w * 0.03);
  }
  // Near buildings: wider, lower, full colour.
  for (let x = -Math.round(w * 0.08); x < w;) {
    const bw = Math.round(w * (0.12 + rand() * 0.14));
    const top = Math.round((horizon - 0.02 - rand() * 0.2) * h);
    building(x, x + bw, top, FACADES[Math.floor(rand() * FACADES.length)]!, 0.12);
    x += bw;
  }
  // Street trees along the bottom: a ragged canopy line.
  const canopy = fbm(w, 1, seed + 2, 10, 4);
  const leaf = fbm(w, h, seed + 3, 40, 3);
  for (let x = 0; x < w; x++) {
    const y0 = Math.round((horizon + 0.16 + (canopy[x]! - 0.5) * 0.12) * h);
    for (let y = Math.max(0, y0); y < h; y++) put(x, y, TREES, 0.75 + leaf[y * w + x]! * 0.5);
  }
}
