/** Potted plants assembled from clustered leaf geometry. */
import * as THREE from 'three';
import type { Rng } from '../random.ts';
import { cyl, lathe, merge, tint, tube, xform } from '../shapes.ts';
import type { World } from '../world.ts';
import { blob } from './common.ts';

export type PlantKind =
  'fig' | 'monstera' | 'snake' | 'olive' | 'palm' | 'trailing' | 'fern' | 'cactus' | 'grass';
export type PotKind = 'cylinder' | 'tapered' | 'bowl' | 'basket' | 'urn';

/** A leaf: a pointed ellipse bent along and across its length. Base at origin, tip along +y. */
function leafGeometry(
  len: number,
  wid: number,
  curl: number,
  droop: number,
  segs = 6,
): THREE.BufferGeometry {
  const pos: number[] = [];
  const idx: number[] = [];
  const across = 4;
  for (let i = 0; i <= segs; i++) {
    const t = i / segs;
    const half = (wid / 2) * Math.sin(Math.PI * Math.pow(t, 0.8)) * (t < 0.05 ? 0.3 : 1);
    for (let j = 0; j <= across; j++) {
      const s = (j / across) * 2 - 1;
      const x = s * half;
      const y = t * len;
      const z = curl * (s * s) * wid - droop * t * t * len;
      pos.push(x, y, z);
    }
  }
  for (let i = 0; i < segs; i++) {
    for (let j = 0; j < across; j++) {
      const a = i * (across + 1) + j;
      const b = a + across + 1;
      idx.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setIndex(idx);
  g.computeVertexNormals();
  return g;
}

function potGeometry(kind: PotKind, r: number, h: number): THREE.BufferGeometry {
  switch (kind) {
    case 'cylinder':
      return lathe(
        [
          [0.001, 0],
          [r, 0],
          [r, h],
          [r * 0.92, h],
          [r * 0.92, h * 0.85],
          [0.001, h * 0.85],
        ],
        36,
      );
    case 'tapered':
      return lathe(
        [
          [0.001, 0],
          [r * 0.7, 0],
          [r, h * 0.95],
          [r * 1.04, h],
          [r * 0.94, h],
          [r * 0.9, h * 0.85],
          [0.001, h * 0.85],
        ],
        36,
      );
    case 'bowl':
      return lathe(
        [
          [0.001, 0],
          [r * 0.5, 0],
          [r * 0.95, h * 0.5],
          [r, h],
          [r * 0.92, h],
          [0.001, h * 0.8],
        ],
        36,
      );
    case 'basket':
      return lathe(
        [
          [0.001, 0],
          [r * 0.85, 0],
          [r, h],
          [r * 0.95, h],
          [0.001, h * 0.85],
        ],
        36,
      );
    case 'urn':
      return lathe(
        [
          [0.001, 0],
          [r * 0.45, 0],
          [r * 0.5, h * 0.1],
          [r * 0.95, h * 0.55],
          [r * 0.8, h * 0.88],
          [r * 0.9, h],
          [r * 0.82, h],
          [0.001, h * 0.85],
        ],
        36,
      );
  }
}

export interface PlantOptions {
  kind: PlantKind;
  height: number;
  pot: PotKind;
  potMat: THREE.Material;
  potR?: number;
  leaf?: number;
}

export function plant(world: World, rng: Rng, o: PlantOptions): THREE.Group {
  const g = new THREE.Group();
  const potR = o.potR ?? Math.max(0.09, Math.min(0.26, o.height * 0.16));
  const potH = potR * (o.pot === 'bowl' ? 0.9 : 1.5);
  g.add(world.mesh(potGeometry(o.pot, potR, potH), o.potMat));
  const soil = world.std({ color: 0x3b2c20, roughness: 1 });
  g.add(world.mesh(cyl(potR * 0.9, potR * 0.9, 0.01, 24), soil, [0, potH * 0.86, 0]));
  const base = new THREE.Color(o.leaf ?? 0x3c6a30);
  const leaves: THREE.BufferGeometry[] = [];
  const stems: THREE.BufferGeometry[] = [];
  const top = potH * 0.86;
  const hue = (c: THREE.Color) =>
    c.clone().offsetHSL(rng.range(-0.02, 0.02), rng.range(-0.1, 0.05), rng.range(-0.08, 0.06));
  const addLeaf = (
    geo: THREE.BufferGeometry,
    at: THREE.Vector3,
    yaw: number,
    pitch: number,
    roll: number,
    c: THREE.Color,
  ) => {
    geo.applyMatrix4(
      new THREE.Matrix4().makeRotationFromEuler(new THREE.Euler(pitch, yaw, roll, 'YXZ')),
    );
    geo.translate(at.x, at.y, at.z);
    leaves.push(tint(geo, hue(c)));
  };
  const h = o.height - potH;
  if (o.kind === 'fig' || o.kind === 'olive') {
    const trunkH = h * (o.kind === 'fig' ? 0.55 : 0.5);
    const lean = rng.range(-0.08, 0.08);
    stems.push(
      tube(
        [
          [0, top, 0],
          [lean * 0.5, top + trunkH * 0.5, 0.02],
          [lean, top + trunkH, 0],
        ],
        o.kind === 'olive' ? 0.022 : 0.016,
        8,
        true,
      ),
    );
    const n = o.kind === 'fig' ? 34 : 520;
    const crownR = o.kind === 'fig' ? h * 0.28 : h * 0.3;
    const cy = top + trunkH + crownR * 0.8;
    const branches = o.kind === 'olive' ? 7 : 5;
    const tips: THREE.Vector3[] = [];
    for (let b = 0; b < branches; b++) {
      const a = (b / branches) * Math.PI * 2 + rng.range(-0.3, 0.3);
      const tip = new THREE.Vector3(
        lean + Math.cos(a) * crownR * 0.7,
        cy + rng.range(-0.4, 0.6) * crownR,
        Math.sin(a) * crownR * 0.7,
      );
      tips.push(tip);
      stems.push(
        tube(
          [
            [lean, top + trunkH, 0],
            [tip.x * 0.6 + lean * 0.4, (tip.y + top + trunkH) / 2, tip.z * 0.6],
            [tip.x, tip.y, tip.z],
          ],
          0.008,
          6,
          true,
        ),
      );
    }
    for (let i = 0; i < n; i++) {
      const tip = tips[i % tips.length]!;
      const spread = crownR * (o.kind === 'fig' ? 0.55 : 0.6);
      const p = new THREE.Vector3(
        tip.x + rng.gauss() * spread * 0.45,
        tip.y + rng.gauss() * spread * 0.35,
        tip.z + rng.gauss() * spread * 0.45,
      );
      const geo =
        o.kind === 'fig'
          ? leafGeometry(0.26, 0.19, 0.12, 0.15)
          : leafGeometry(0.065, 0.013, 0.05, 0.1, 3);
      addLeaf(
        geo,
        p,
        rng.range(0, Math.PI * 2),
        rng.range(-1.4, 0.2),
        rng.range(-0.4, 0.4),
        o.kind === 'olive' ? new THREE.Color(0x8a9670) : base,
      );
    }
  } else if (o.kind === 'monstera' || o.kind === 'fern' || o.kind === 'palm') {
    const n = o.kind === 'monstera' ? 13 : o.kind === 'palm' ? 9 : 22;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 * 2.618 + rng.range(-0.2, 0.2);
      const tilt = rng.range(0.25, o.kind === 'fern' ? 1.2 : 0.9);
      const len = h * rng.range(o.kind === 'monstera' ? 0.55 : 0.6, 0.95);
      const end = new THREE.Vector3(
        Math.cos(a) * Math.sin(tilt) * len,
        top + Math.cos(tilt) * len,
        Math.sin(a) * Math.sin(tilt) * len,
      );
      const mid = new THREE.Vector3(end.x * 0.45, top + (end.y - top) * 0.65, end.z * 0.45);
      stems.push(
        tube(
          [
            [0, top, 0],
            [mid.x, mid.y, mid.z],
            [end.x, end.y, end.z],
          ],
          o.kind === 'fern' ? 0.003 : 0.006,
          5,
          true,
        ),
      );
      if (o.kind === 'monstera') {
        const size = rng.range(0.26, 0.38) * Math.min(1.2, h / 0.8);
        addLeaf(
          leafGeometry(size, size * 0.95, 0.08, 0.2, 6),
          end,
          -a - Math.PI / 2,
          -tilt - rng.range(0.3, 0.8),
          rng.range(-0.3, 0.3),
          base,
        );
      } else {
        // Pinnate frond: leaflets along the stem.
        const dir = end.clone().sub(mid).normalize();
        const k = o.kind === 'palm' ? 16 : 12;
        for (let j = 1; j <= k; j++) {
          const t = j / (k + 1);
          const p = new THREE.Vector3()
            .lerpVectors(mid, end, t * 0.9 + 0.1)
            .addScaledVector(dir, 0);
          const l = (o.kind === 'palm' ? 0.22 : 0.1) * (1 - t * 0.6);
          for (const side of [-1, 1]) {
            addLeaf(
              leafGeometry(l, l * 0.2, 0.05, 0.3, 3),
              p,
              -a - Math.PI / 2 + side * 1.1,
              -tilt - 0.6,
              side * 0.4,
              base,
            );
          }
        }
      }
    }
  } else if (o.kind === 'snake') {
    const n = 14;
    for (let i = 0; i < n; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(0, potR * 0.6);
      const len = h * rng.range(0.55, 1);
      const c = new THREE.Color(0x3d5a2a).lerp(new THREE.Color(0x6f8a3a), rng.float() * 0.5);
      addLeaf(
        leafGeometry(len, rng.range(0.05, 0.075), 0.25, rng.range(0.02, 0.08), 8),
        new THREE.Vector3(Math.cos(a) * r, top, Math.sin(a) * r),
        a,
        rng.range(-0.15, 0.15),
        rng.range(-0.1, 0.1),
        c,
      );
    }
  } else if (o.kind === 'grass') {
    // Ornamental grass: many thin arching blades.
    for (let i = 0; i < 70; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(0, potR * 0.7);
      const len = h * rng.range(0.6, 1.1);
      const c = new THREE.Color(0x7d8a4a).lerp(new THREE.Color(0xb7a86a), rng.float() * 0.6);
      addLeaf(
        leafGeometry(len, 0.012, 0.1, rng.range(0.2, 0.5), 6),
        new THREE.Vector3(Math.cos(a) * r, top, Math.sin(a) * r),
        a,
        rng.range(-0.5, 0.1),
        rng.range(-0.2, 0.2),
        c,
      );
    }
  } else if (o.kind === 'trailing') {
    const n = 9;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + rng.range(-0.2, 0.2);
      const len = rng.range(0.3, 0.75);
      const pts: [number, number, number][] = [];
      for (let k = 0; k <= 6; k++) {
        const t = k / 6;
        const rr = potR * 0.7 + t * 0.12;
        pts.push([Math.cos(a) * rr, top + 0.03 - t * t * len, Math.sin(a) * rr]);
      }
      stems.push(tube(pts, 0.003, 4, true));
      for (let k = 0; k < 8; k++) {
        const p = pts[Math.min(6, Math.floor((k / 8) * 7))]!;
        addLeaf(
          leafGeometry(0.06, 0.045, 0.05, 0.1, 3),
          new THREE.Vector3(p[0], p[1], p[2]),
          a + rng.range(-1, 1),
          rng.range(0.6, 1.8),
          0,
          base,
        );
      }
    }
    for (let k = 0; k < 18; k++) {
      const a = rng.range(0, Math.PI * 2);
      addLeaf(
        leafGeometry(0.07, 0.05, 0.05, 0.1, 3),
        new THREE.Vector3(Math.cos(a) * potR * 0.5, top, Math.sin(a) * potR * 0.5),
        a,
        rng.range(-0.9, -0.2),
        0,
        base,
      );
    }
  } else {
    // Columnar cactus.
    const cm = world.std({ color: 0x4e6b3a, roughness: 0.8 });
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.05, 0],
            [0.055, h * 0.8],
            [0.03, h],
            [0.001, h],
          ],
          12,
        ),
        cm,
        [0, top, 0],
      ),
    );
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.035, 0],
            [0.035, h * 0.35],
            [0.02, h * 0.45],
            [0.001, h * 0.45],
          ],
          10,
        ),
        cm,
        [0.08, top + h * 0.3, 0],
      ),
    );
  }
  if (stems.length) {
    const stemMat = world.std({
      color: o.kind === 'fig' || o.kind === 'olive' ? 0x5a4634 : 0x4f6a34,
      roughness: 0.9,
    });
    g.add(world.mesh(merge(stems), stemMat));
  }
  if (leaves.length) {
    const leafMat = world.std({ vertexColors: true, roughness: 0.55, side: THREE.DoubleSide });
    g.add(world.mesh(merge(leaves), leafMat));
  }
  g.add(blob(world, potR * 2, potR * 2, 0.55));
  return g;
}

export function plantOnPedestal(
  world: World,
  rng: Rng,
  o: PlantOptions,
  standMat: THREE.Material,
  standH: number,
): THREE.Group {
  const g = new THREE.Group();
  const p = plant(world, rng, o);
  p.position.y = standH;
  g.add(p);
  g.add(world.mesh(cyl(0.16, 0.16, standH, 24), standMat, [0, standH / 2, 0]));
  g.add(blob(world, 0.34, 0.34, 0.5));
  return g;
}

export { xform };
