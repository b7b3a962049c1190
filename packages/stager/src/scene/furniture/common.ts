/** Small shared pieces: contact shadows, legs, books, vases. */
import * as THREE from 'three';
import type { Rng } from '../random.ts';
import { box, cyl, lathe, merge, rbox, tint, tube, xform } from '../shapes.ts';
import { cached, contactShadow } from '../textures.ts';
import { World } from '../world.ts';

/** A soft dark patch under furniture standing on the floor (ambient occlusion stand-in). */
export function blob(world: World, w: number, d: number, opacity = 0.6, y = 0.004): THREE.Mesh {
  const tex = cached('contact', contactShadow);
  const mat = world.track(
    new THREE.MeshBasicMaterial({
      color: 0x000000,
      alphaMap: tex.map,
      transparent: true,
      opacity,
      depthWrite: false,
    }),
  );
  mat.polygonOffset = true;
  mat.polygonOffsetFactor = -2;
  mat.polygonOffsetUnits = -2;
  const geo = new THREE.PlaneGeometry(w * 1.35 + 0.15, d * 1.35 + 0.15);
  const m = world.mesh(geo, mat, [0, y, 0], [-Math.PI / 2, 0, 0], false);
  m.receiveShadow = false;
  m.renderOrder = 1;
  World.noId(m);
  return m;
}

export type LegKind = 'metal' | 'wood' | 'turned' | 'hairpin' | 'block';

/** Four legs at the corners of a w x d footprint, `h` tall, inset by `inset`. */
export function legs(
  world: World,
  kind: LegKind,
  mat: THREE.Material,
  w: number,
  d: number,
  h: number,
  inset = 0.06,
): THREE.Group {
  const g = new THREE.Group();
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const x = sx * (w / 2 - inset);
      const z = sz * (d / 2 - inset);
      let geo: THREE.BufferGeometry;
      if (kind === 'metal') geo = box(0.025, h, 0.025);
      else if (kind === 'hairpin') {
        geo = tube(
          [
            [0, h / 2, 0],
            [sx * 0.02, -h / 2 + 0.01, sz * 0.06],
            [0, -h / 2, sz * 0.09],
          ],
          0.006,
          6,
        );
      } else if (kind === 'turned') {
        geo = xform(
          lathe(
            [
              [0.001, 0],
              [0.018, 0],
              [0.02, h * 0.1],
              [0.016, h * 0.3],
              [0.026, h * 0.55],
              [0.018, h * 0.75],
              [0.024, h * 0.95],
              [0.024, h],
              [0.001, h],
            ],
            12,
          ),
          [0, -h / 2, 0],
        );
      } else if (kind === 'block') geo = rbox(0.06, h, 0.06, 0.008);
      else geo = xform(cyl(0.022, 0.014, h, 12), [0, 0, 0], [sz * 0.08, 0, -sx * 0.08]);
      g.add(world.mesh(geo, mat, [x, h / 2, z]));
    }
  }
  return g;
}

/** A row of books standing on a shelf, as one vertex-coloured mesh; returns its width. */
export function bookRow(
  world: World,
  rng: Rng,
  colours: number[],
  width: number,
  maxH = 0.28,
): THREE.Mesh {
  const parts: THREE.BufferGeometry[] = [];
  let x = -width / 2;
  while (x < width / 2 - 0.03) {
    const t = rng.range(0.018, 0.05);
    if (x + t > width / 2) break;
    const h = rng.range(maxH * 0.68, maxH);
    const d = rng.range(0.14, 0.2);
    const c = new THREE.Color(rng.pick(colours)).offsetHSL(
      0,
      rng.range(-0.05, 0.05),
      rng.range(-0.06, 0.06),
    );
    parts.push(tint(xform(rbox(t, h, d, 0.003, 1), [x + t / 2, h / 2, 0]), c));
    // Pages at the top edge.
    parts.push(
      tint(
        xform(box(t * 0.8, 0.004, d * 0.94), [x + t / 2, h + 0.001, 0.005]),
        new THREE.Color(0xe8e2d4),
      ),
    );
    x += t + 0.001;
    if (rng.chance(0.08)) x += rng.range(0.04, 0.09);
  }
  return world.mesh(merge(parts), world.std({ vertexColors: true, roughness: 0.75 }));
}

/** A stack of books lying flat. */
export function bookStack(world: World, rng: Rng, colours: number[], n: number): THREE.Mesh {
  const parts: THREE.BufferGeometry[] = [];
  let y = 0;
  for (let i = 0; i < n; i++) {
    const t = rng.range(0.025, 0.045);
    const w = rng.range(0.2, 0.3);
    const d = rng.range(0.15, 0.22);
    const c = new THREE.Color(rng.pick(colours));
    parts.push(
      tint(
        xform(
          rbox(w, t, d, 0.003, 1),
          [rng.range(-0.015, 0.015), y + t / 2, 0],
          [0, rng.range(-0.2, 0.2), 0],
        ),
        c,
      ),
    );
    y += t;
  }
  return world.mesh(merge(parts), world.std({ vertexColors: true, roughness: 0.75 }));
}

export type VaseShape = 'bottle' | 'bulb' | 'cylinder' | 'bowl' | 'amphora' | 'jug';

export function vaseGeometry(shape: VaseShape, h: number): THREE.BufferGeometry {
  const profiles: Record<VaseShape, [number, number][]> = {
    bottle: [
      [0.001, 0],
      [0.05, 0],
      [0.065, 0.05],
      [0.07, 0.3],
      [0.05, 0.55],
      [0.022, 0.7],
      [0.02, 0.95],
      [0.026, 1],
      [0.02, 1],
    ],
    bulb: [
      [0.001, 0],
      [0.06, 0],
      [0.1, 0.2],
      [0.11, 0.45],
      [0.08, 0.75],
      [0.05, 0.9],
      [0.055, 1],
      [0.045, 1],
    ],
    cylinder: [
      [0.001, 0],
      [0.07, 0],
      [0.07, 1],
      [0.064, 1],
    ],
    bowl: [
      [0.001, 0],
      [0.08, 0],
      [0.15, 0.3],
      [0.19, 0.8],
      [0.2, 1],
      [0.185, 1],
      [0.17, 0.8],
      [0.001, 0.25],
    ],
    amphora: [
      [0.001, 0],
      [0.03, 0],
      [0.05, 0.08],
      [0.11, 0.35],
      [0.115, 0.55],
      [0.07, 0.8],
      [0.045, 0.9],
      [0.06, 1],
      [0.05, 1],
    ],
    jug: [
      [0.001, 0],
      [0.07, 0],
      [0.1, 0.3],
      [0.095, 0.6],
      [0.06, 0.85],
      [0.07, 1],
      [0.06, 1],
    ],
  };
  const s = h;
  return lathe(
    profiles[shape].map(
      ([r, y]) => [r * s * (shape === 'bowl' ? 1.2 : 1.6), y * s] as [number, number],
    ),
    28,
  );
}

export function vase(world: World, mat: THREE.Material, shape: VaseShape, h: number): THREE.Mesh {
  return world.mesh(vaseGeometry(shape, h), mat);
}

/** Tapered hollow shade (lamp) profile as a lathe. */
export function shadeGeometry(
  rBottom: number,
  rTop: number,
  h: number,
  thickness = 0.004,
): THREE.BufferGeometry {
  return lathe(
    [
      [rBottom, 0],
      [rTop, h],
      [rTop - thickness, h],
      [rBottom - thickness, 0.002],
    ],
    36,
  );
}

export function hairpinFrame(
  world: World,
  mat: THREE.Material,
  w: number,
  d: number,
  h: number,
): THREE.Group {
  return legs(world, 'hairpin', mat, w, d, h, 0.08);
}
