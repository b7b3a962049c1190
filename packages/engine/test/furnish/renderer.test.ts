/**
 * The stager's renderer in real headless Chromium: its camera lands pieces exactly where
 * projection.ts says, the colour pass has straight alpha on a transparent background, the shadow
 * pass darkens the floor around the pieces only, and the driver queues, times out and reports
 * a missing Chromium. Skips (with a message) when there is no Chromium on this machine.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type {
  CameraModel,
  Placement,
  StagingRenderRequest,
  StagingStyle,
} from '@hds/stager/contract';
import { pieceById } from '@hds/stager/catalogue';
import { footprint } from '@hds/stager/floorGeometry';
import { project } from '../../src/local/furnish/projection.ts';
import {
  chromiumAvailability,
  createStagingRenderer,
  defaultChromiumPath,
} from '../../src/local/furnish/renderer.ts';
import { EngineError } from '../../src/types.ts';

const chromium = chromiumAvailability(defaultChromiumPath());
if (!chromium.available) {
  console.warn(`staging renderer tests skipped: ${chromium.reason}`);
}
const withChromium = chromium.available ? describe : describe.skip;

/** A camera off the image centre, rolled a little: the projection must honour all of it. */
const CAMERA: CameraModel = {
  width: 480,
  imageHeight: 320,
  focalPx: 330,
  cx: 250,
  cy: 150,
  pitch: 0.3,
  roll: 0.04,
  eyeHeight: 1.45,
};

const LIGHT = {
  direction: [0.3, 0.8, -0.5] as [number, number, number],
  kelvin: 5600,
  exposure: 1,
};

function request(placements: Placement[], style: StagingStyle = 'modern'): StagingRenderRequest {
  return { camera: CAMERA, style, placements, light: LIGHT, seed: 3 };
}

/** Signed distance (px) from p to the convex polygon's boundary: > 0 inside. */
function insideDistance(poly: [number, number][], x: number, y: number): number {
  let area = 0;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i]!;
    const [bx, by] = poly[(i + 1) % poly.length]!;
    area += ax * by - bx * ay;
  }
  const sign = Math.sign(area);
  let d = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i]!;
    const [bx, by] = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(bx - ax, by - ay);
    const cross = ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / len;
    d = Math.min(d, sign * cross);
  }
  return d;
}

withChromium('staging renderer (headless Chromium)', () => {
  const renderer = createStagingRenderer({ idleMs: 5_000 });
  afterAll(() => renderer.close());

  it(
    'draws a rug exactly on the pixels project() gives its corners (off-centre, rolled camera)',
    {
      timeout: 300_000,
    },
    async () => {
      const rug = pieceById('rug_living')!;
      const placement: Placement = {
        pieceId: 'rug_living',
        x: 0.4,
        z: -3.6,
        rotationY: 0.5,
        scale: 1,
      };
      const res = await renderer.render(request([placement]));
      expect(res.width).toBe(CAMERA.width);
      expect(res.height).toBe(CAMERA.imageHeight);
      expect(res.color.length).toBe(CAMERA.width * CAMERA.imageHeight * 4);
      expect(res.shadow.length).toBe(CAMERA.width * CAMERA.imageHeight);
      // The rug's top face is 12 mm above the floor (rugMesh).
      const corners = footprint(placement.x, placement.z, rug.width, rug.depth, 0.5).map(
        ([x, z]) => {
          const p = project(CAMERA, [x, 0.012, z])!;
          return [p.x, p.y] as [number, number];
        },
      );
      let inside = 0;
      let wrong = 0;
      let worst = 0;
      for (let y = 0; y < res.height; y++) {
        for (let x = 0; x < res.width; x++) {
          const d = insideDistance(corners, x + 0.5, y + 0.5);
          const covered = res.color[(y * res.width + x) * 4 + 3]! >= 128;
          if (covered) inside++;
          if (covered !== d > 0) {
            worst = Math.max(worst, Math.abs(d));
            if (Math.abs(d) > 1.5) wrong++;
          }
        }
      }
      expect(inside).toBeGreaterThan(5_000);
      expect(wrong).toBe(0);
      expect(worst).toBeLessThanOrEqual(1.5);
    },
  );

  it(
    'returns straight alpha on a transparent background and a shadow around the pieces',
    {
      timeout: 300_000,
    },
    async () => {
      const placements: Placement[] = [
        { pieceId: 'sofa', x: -0.3, z: -4, rotationY: 0, scale: 1 },
        { pieceId: 'plant_large', x: 1.4, z: -4.2, rotationY: 0, scale: 1 },
      ];
      const res = await renderer.render(request(placements));
      const n = res.width * res.height;
      let opaque = 0;
      let clear = 0;
      let partial = 0;
      for (let i = 0; i < n; i++) {
        const a = res.color[i * 4 + 3]!;
        if (a === 255) opaque++;
        else if (a === 0) {
          clear++;
          // Transparent pixels carry no colour.
          expect(res.color[i * 4]! + res.color[i * 4 + 1]! + res.color[i * 4 + 2]!).toBe(0);
        } else partial++;
      }
      expect(opaque).toBeGreaterThan(n * 0.03);
      expect(clear).toBeGreaterThan(n * 0.3);
      // Antialiased edges only: a thin band.
      expect(partial).toBeLessThan(opaque * 0.2);
      // The sofa's seat is coloured, not black or white (un-premultiplied, tone-mapped).
      const seat = project(CAMERA, [-0.3, 0.45, -4 + 0.2])!;
      const si = (Math.round(seat.y) * res.width + Math.round(seat.x)) * 4;
      expect(res.color[si + 3]).toBe(255);
      const lum = (res.color[si]! + res.color[si + 1]! + res.color[si + 2]!) / 3;
      expect(lum).toBeGreaterThan(15);
      expect(lum).toBeLessThan(245);
      // Shadow: dark right at the sofa's foot (contact), none in the far corners of the frame.
      const foot = project(CAMERA, [-0.3, 0, -4 + 0.55])!;
      const fi = Math.round(foot.y) * res.width + Math.round(foot.x);
      expect(res.shadow[fi]!).toBeGreaterThan(40);
      expect(res.shadow[0]).toBe(0);
      expect(res.shadow[n - 1]).toBe(0);
      let shaded = 0;
      for (let i = 0; i < n; i++) if (res.shadow[i]! > 10) shaded++;
      expect(shaded).toBeGreaterThan(n * 0.01);
      expect(shaded).toBeLessThan(n * 0.5);
      console.log(
        `staging render 480×320: ${res.ms} ms in the browser; cold start ${renderer.coldStartMs} ms`,
      );
    },
  );

  it('renders one request at a time and cancels on abort', { timeout: 300_000 }, async () => {
    const one: Placement[] = [{ pieceId: 'side_table', x: 0, z: -3, rotationY: 0, scale: 1 }];
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(renderer.render(request(one), ctrl.signal)).rejects.toThrow(EngineError);
    const [a, b] = await Promise.all([
      renderer.render(request(one)),
      renderer.render(request(one, 'minimalist')),
    ]);
    expect(a.color.some((v) => v > 0)).toBe(true);
    expect(b.color.some((v) => v > 0)).toBe(true);
    // Another style (minimalist: the modern palette in pale wood), other colours.
    expect(Buffer.compare(Buffer.from(a.color), Buffer.from(b.color))).not.toBe(0);
  });

  it('refuses a malformed camera', async () => {
    const bad = { ...request([]), camera: { ...CAMERA, width: 0 } };
    await expect(renderer.render(bad)).rejects.toThrow(EngineError);
  });
});

describe('staging renderer without Chromium', () => {
  it('says why it is unavailable and refuses to render', async () => {
    const r = createStagingRenderer({ chromiumPath: '/nonexistent/chromium' });
    const a = r.availability();
    expect(a.available).toBe(false);
    if (!a.available) expect(a.reason).toMatch(/Chromium.*\/nonexistent\/chromium.*CHROMIUM_PATH/);
    await expect(r.render(request([]))).rejects.toThrow(/Chromium/);
  });
});
