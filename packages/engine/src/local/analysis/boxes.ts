import type { DetectedObject } from '../../data.ts';

/** A detection's box grown by `grow` of its size plus 4 px a side, clipped to the picture. */
export function grownBox(o: DetectedObject, grow: number, width: number, height: number) {
  const gx = Math.round(o.box.width * grow) + 4;
  const gy = Math.round(o.box.height * grow) + 4;
  return {
    x0: Math.max(0, o.box.x - gx),
    y0: Math.max(0, o.box.y - gy),
    x1: Math.min(width, o.box.x + o.box.width + gx),
    y1: Math.min(height, o.box.y + o.box.height + gy),
  };
}

/** Whether a thing that stays holds one that goes (the table under a vase): over half its box. */
export const holdsRemoved = (o: DetectedObject, removed: DetectedObject[]) =>
  removed.some((r) => boxInside(r.box, o.box) > 0.5);

/** Share of box a's area that lies inside box b. */
export function boxInside(a: DetectedObject['box'], b: DetectedObject['box']): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? (w * h) / (a.width * a.height) : 0;
}

/** How many of the detections' grown boxes cover each pixel. */
export function boxCoverage(
  width: number,
  height: number,
  objects: DetectedObject[],
  grow: number,
) {
  const count = new Uint8Array(width * height);
  for (const o of objects) {
    const { x0, y0, x1, y1 } = grownBox(o, grow, width, height);
    for (let y = y0; y < y1; y++)
      for (let i = y * width + x0; i < y * width + x1; i++) count[i] = Math.min(255, count[i]! + 1);
  }
  return count;
}
