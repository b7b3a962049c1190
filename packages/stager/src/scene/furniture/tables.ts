/** Tables, storage, rugs, shelving. Origin: floor centre; fronts face +z. */
import * as THREE from 'three';
import type { Rng } from '../random.ts';
import { box, cyl, lathe, rbox, tube } from '../shapes.ts';
import type { Palette } from '../styles.ts';
import { rug as rugTexture } from '../textures.ts';
import type { RGB, RugKind } from '../textures.ts';
import type { World } from '../world.ts';
import { blob, bookRow, bookStack, legs, vase } from './common.ts';
import type { VaseShape } from './common.ts';

export type CoffeeKind = 'industrial' | 'round' | 'travertine' | 'simple';

export function coffeeTable(world: World, pal: Palette, kind: CoffeeKind): THREE.Group {
  const g = new THREE.Group();
  if (kind === 'industrial') {
    const W = 1.2;
    const D = 0.62;
    const H = 0.42;
    g.add(world.mesh(rbox(W, 0.05, D, 0.008), pal.wood, [0, H - 0.025, 0]));
    g.add(world.mesh(rbox(W - 0.08, 0.025, D - 0.08, 0.006), pal.wood, [0, 0.12, 0]));
    for (const s of [-1, 1]) {
      g.add(
        world.mesh(
          tube(
            [
              [s * (W / 2 - 0.05), 0, -D / 2 + 0.04],
              [s * (W / 2 - 0.05), H - 0.05, -D / 2 + 0.04],
              [s * (W / 2 - 0.05), H - 0.05, D / 2 - 0.04],
              [s * (W / 2 - 0.05), 0, D / 2 - 0.04],
            ],
            0.014,
            6,
          ),
          pal.metal,
        ),
      );
      g.add(world.mesh(box(0.025, 0.025, D - 0.08), pal.metal, [s * (W / 2 - 0.05), 0.1, 0]));
    }
    g.add(blob(world, W, D, 0.45));
  } else if (kind === 'round') {
    g.add(world.mesh(cyl(0.46, 0.46, 0.05, 48), pal.woodDark, [0, 0.36, 0]));
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.38, 0],
            [0.34, 0.06],
            [0.3, 0.33],
            [0.001, 0.33],
          ],
          40,
        ),
        pal.woodDark,
      ),
    );
    g.add(blob(world, 0.9, 0.9, 0.5));
  } else if (kind === 'travertine') {
    const top = world.mesh(cyl(0.5, 0.5, 0.06, 56), pal.stone, [0, 0.36, 0]);
    top.scale.set(1.25, 1, 0.9);
    g.add(top);
    const base = world.mesh(cyl(0.3, 0.34, 0.33, 40), pal.stone, [0, 0.165, 0]);
    base.scale.set(1.2, 1, 0.85);
    g.add(base);
    g.add(blob(world, 1.1, 0.8, 0.55));
  } else {
    g.add(world.mesh(rbox(1.1, 0.04, 0.55, 0.01), pal.wood, [0, 0.4, 0]));
    g.add(legs(world, 'wood', pal.wood, 1.1, 0.55, 0.38, 0.06));
    g.add(blob(world, 1.1, 0.55, 0.45));
  }
  return g;
}

export function sideTable(
  world: World,
  pal: Palette,
  kind: 'metal' | 'wood' | 'drum',
  h = 0.55,
): THREE.Group {
  const g = new THREE.Group();
  if (kind === 'metal') {
    g.add(world.mesh(cyl(0.22, 0.22, 0.02, 32), pal.metal, [0, h - 0.01, 0]));
    g.add(world.mesh(cyl(0.012, 0.012, h, 8), pal.metal, [0, h / 2, 0]));
    g.add(world.mesh(cyl(0.17, 0.17, 0.015, 32), pal.metal, [0, 0.0075, 0]));
  } else if (kind === 'drum') {
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.2, 0],
            [0.17, h * 0.5],
            [0.2, h],
            [0.001, h],
          ],
          32,
        ),
        pal.cane,
      ),
    );
  } else {
    g.add(world.mesh(cyl(0.24, 0.24, 0.03, 32), pal.wood, [0, h - 0.015, 0]));
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.16, 0],
            [0.05, 0.05],
            [0.03, h * 0.5],
            [0.05, h - 0.03],
            [0.001, h - 0.03],
          ],
          24,
        ),
        pal.wood,
      ),
    );
  }
  g.add(blob(world, 0.42, 0.42, 0.4));
  return g;
}

export function diningTable(
  world: World,
  pal: Palette,
  kind: 'trestle' | 'round' | 'farm',
  w = 1.8,
  d = 0.9,
): THREE.Group {
  const g = new THREE.Group();
  const H = 0.75;
  if (kind === 'round') {
    g.add(world.mesh(cyl(w / 2, w / 2, 0.045, 56), pal.wood, [0, H - 0.022, 0]));
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.32, 0],
            [0.3, 0.04],
            [0.08, 0.12],
            [0.06, H - 0.1],
            [0.14, H - 0.05],
            [0.001, H - 0.05],
          ],
          32,
        ),
        pal.woodDark,
      ),
    );
    g.add(blob(world, w, w, 0.4));
  } else if (kind === 'trestle') {
    g.add(world.mesh(rbox(w, 0.05, d, 0.01), pal.wood, [0, H - 0.025, 0]));
    for (const s of [-1, 1]) {
      g.add(
        world.mesh(box(0.05, H - 0.05, 0.05), pal.metal, [s * (w / 2 - 0.15), (H - 0.05) / 2, 0]),
      );
      g.add(world.mesh(box(0.05, 0.05, d - 0.1), pal.metal, [s * (w / 2 - 0.15), 0.025, 0]));
      g.add(world.mesh(box(0.05, 0.05, d - 0.1), pal.metal, [s * (w / 2 - 0.15), H - 0.075, 0]));
    }
    g.add(world.mesh(box(w - 0.3, 0.04, 0.04), pal.metal, [0, 0.3, 0]));
    g.add(blob(world, w, d, 0.4));
  } else {
    g.add(world.mesh(rbox(w, 0.06, d, 0.012), pal.wood, [0, H - 0.03, 0]));
    g.add(world.mesh(rbox(w - 0.16, 0.1, d - 0.12, 0.005), pal.wood, [0, H - 0.11, 0]));
    g.add(legs(world, 'turned', pal.woodDark, w - 0.06, d - 0.06, H - 0.06, 0.05));
    g.add(blob(world, w, d, 0.4));
  }
  return g;
}

export interface ShelfOptions {
  w: number;
  h: number;
  d?: number;
  kind: 'pipe' | 'bookcase' | 'open' | 'ladder';
  shelves?: number;
  /** Add items (books, vases) on the shelves. */
  fill?: boolean;
}

export function shelving(world: World, pal: Palette, rng: Rng, o: ShelfOptions): THREE.Group {
  const g = new THREE.Group();
  const d = o.d ?? 0.34;
  const n = o.shelves ?? 5;
  const boardMat = o.kind === 'open' ? world.std({ color: 0xf1ede4, roughness: 0.6 }) : pal.wood;
  const ys: number[] = [];
  for (let i = 0; i < n; i++) ys.push(0.08 + (i * (o.h - 0.12)) / (n - 1));
  if (o.kind === 'pipe') {
    for (const sx of [-1, 1]) {
      for (const sz of [-1, 1])
        g.add(
          world.mesh(cyl(0.014, 0.014, o.h, 10), pal.metal, [
            sx * (o.w / 2 - 0.04),
            o.h / 2,
            sz * (d / 2 - 0.04),
          ]),
        );
    }
    for (const y of ys) g.add(world.mesh(rbox(o.w, 0.035, d, 0.006), pal.wood, [0, y, 0]));
  } else if (o.kind === 'ladder') {
    for (const s of [-1, 1]) {
      const rail = world.mesh(box(0.04, o.h, 0.04), pal.woodDark, [
        s * (o.w / 2 - 0.02),
        o.h / 2,
        0,
      ]);
      g.add(rail);
    }
    ys.forEach((y, i) => {
      const dd = d * (1 - (i / n) * 0.5);
      g.add(
        world.mesh(rbox(o.w - 0.05, 0.025, dd, 0.006), pal.woodDark, [0, y, (dd - d) / 2 + 0.02]),
      );
    });
  } else {
    const t = 0.025;
    for (const s of [-1, 1])
      g.add(world.mesh(rbox(t, o.h, d, 0.004), boardMat, [s * (o.w / 2 - t / 2), o.h / 2, 0]));
    g.add(world.mesh(box(o.w, o.h, 0.01), boardMat, [0, o.h / 2, -d / 2 + 0.005]));
    for (const y of ys)
      g.add(world.mesh(rbox(o.w - 2 * t, t, d - 0.01, 0.003), boardMat, [0, y, 0.005]));
    g.add(world.mesh(rbox(o.w, t, d, 0.004), boardMat, [0, o.h - t / 2, 0]));
  }
  if (o.fill !== false) {
    for (let i = 0; i < n - 1; i++) {
      const y = ys[i]! + 0.02;
      const gap = ys[i + 1]! - ys[i]! - 0.04;
      let x = -o.w / 2 + 0.06;
      while (x < o.w / 2 - 0.12) {
        const r = rng.float();
        if (r < 0.5) {
          const bw = Math.min(rng.range(0.2, 0.45), o.w / 2 - 0.06 - x);
          if (bw < 0.1) break;
          const row = bookRow(world, rng, pal.books, bw, Math.min(gap, 0.3));
          row.position.set(x + bw / 2, y, 0);
          g.add(row);
          x += bw + 0.03;
        } else if (r < 0.72) {
          const shape = rng.pick<VaseShape>(['bottle', 'bulb', 'jug', 'cylinder']);
          const h = Math.min(gap * 0.8, rng.range(0.12, 0.24));
          const v = vase(world, rng.pick(pal.ceramics), shape, h);
          v.position.set(x + 0.07, y, rng.range(-0.03, 0.03));
          g.add(v);
          x += 0.17;
        } else if (r < 0.86) {
          const st = bookStack(world, rng, pal.books, rng.int(2, 4));
          st.position.set(x + 0.13, y, 0);
          g.add(st);
          x += 0.3;
        } else {
          const bw = rng.range(0.18, 0.26);
          const bh = Math.min(gap * 0.7, 0.16);
          g.add(
            world.mesh(rbox(bw, bh, d * 0.7, 0.01), o.kind === 'pipe' ? pal.metal : pal.cane, [
              x + bw / 2,
              y + bh / 2,
              0,
            ]),
          );
          x += bw + 0.04;
        }
      }
    }
  }
  g.add(blob(world, o.w, d, 0.45));
  return g;
}

export function rugMesh(
  world: World,
  rng: Rng,
  spec: { kind: RugKind; colours: RGB[] },
  w: number,
  d: number,
  round = false,
): THREE.Group {
  const g = new THREE.Group();
  const tex = rugTexture(rng.int(0, 1 << 30), spec.kind, spec.colours, [w, d]);
  tex.map.offset.set(0.5, 0.5);
  tex.normalMap?.offset.set(0.5, 0.5);
  const mat = world.std({ tex, roughness: 1, normalScale: 0.6 });
  const geo = round ? cyl(w / 2, w / 2, 0.012, 64) : rbox(w, 0.012, d, 0.005, 1);
  if (round) {
    // Planar UVs for the disc.
    const pos = geo.getAttribute('position');
    const uv = geo.getAttribute('uv');
    for (let i = 0; i < pos.count; i++) uv.setXY(i, pos.getX(i), -pos.getZ(i));
  }
  const m = world.mesh(geo, mat, [0, 0.006, 0]);
  m.castShadow = false;
  g.add(m);
  return g;
}

export function nightstand(
  world: World,
  pal: Palette,
  kind: 'metal' | 'wood' | 'cane',
): THREE.Group {
  const g = new THREE.Group();
  const W = 0.5;
  const D = 0.4;
  const H = 0.55;
  if (kind === 'metal') {
    g.add(legs(world, 'metal', pal.metal, W, D, H, 0.015));
    g.add(world.mesh(rbox(W, 0.03, D, 0.005), pal.wood, [0, H - 0.015, 0]));
    g.add(world.mesh(rbox(W - 0.03, 0.02, D - 0.03, 0.004), pal.wood, [0, 0.15, 0]));
    g.add(world.mesh(rbox(W - 0.04, 0.14, D - 0.04, 0.005), pal.wood, [0, H - 0.1, 0]));
  } else {
    g.add(legs(world, 'wood', pal.woodDark, W, D, 0.14, 0.04));
    const body = kind === 'cane' ? pal.woodLight : pal.wood;
    g.add(world.mesh(rbox(W, H - 0.14, D, 0.01), body, [0, 0.14 + (H - 0.14) / 2, 0]));
    g.add(
      world.mesh(
        rbox(W - 0.05, (H - 0.2) / 2 - 0.02, 0.015, 0.004),
        kind === 'cane' ? pal.cane : body,
        [0, 0.17 + (H - 0.2) * 0.25, D / 2 + 0.005],
      ),
    );
    g.add(
      world.mesh(
        rbox(W - 0.05, (H - 0.2) / 2 - 0.02, 0.015, 0.004),
        kind === 'cane' ? pal.cane : body,
        [0, 0.17 + (H - 0.2) * 0.75, D / 2 + 0.005],
      ),
    );
    g.add(
      world.mesh(
        cyl(0.012, 0.012, 0.02, 12),
        pal.brass,
        [0, 0.17 + (H - 0.2) * 0.75, D / 2 + 0.02],
        [Math.PI / 2, 0, 0],
      ),
    );
  }
  g.add(blob(world, W, D, 0.45));
  return g;
}

export function dresser(
  world: World,
  pal: Palette,
  w = 1.3,
  h = 0.82,
  drawers: [number, number] = [2, 3],
): THREE.Group {
  const g = new THREE.Group();
  const D = 0.48;
  g.add(legs(world, 'wood', pal.woodDark, w, D, 0.12, 0.05));
  g.add(world.mesh(rbox(w, h - 0.12, D, 0.01), pal.wood, [0, 0.12 + (h - 0.12) / 2, 0]));
  const [cols, rows] = drawers;
  const dw = (w - 0.06) / cols;
  const dh = (h - 0.18) / rows;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const x = -w / 2 + 0.03 + dw * (i + 0.5);
      const y = 0.15 + dh * (j + 0.5);
      g.add(world.mesh(rbox(dw - 0.012, dh - 0.012, 0.02, 0.004), pal.wood, [x, y, D / 2 + 0.005]));
      g.add(
        world.mesh(
          rbox(0.12, 0.015, 0.02, 0.006),
          pal.metal === pal.brass ? pal.brass : pal.metal,
          [x, y + dh * 0.15, D / 2 + 0.025],
        ),
      );
    }
  }
  g.add(blob(world, w, D, 0.45));
  return g;
}

export function mediaConsole(world: World, pal: Palette, w = 1.8): THREE.Group {
  const g = dresser(world, pal, w, 0.55, [3, 1]);
  return g;
}

/** A flat-screen TV standing on a surface (origin at the bottom of the stand). */
export function television(world: World, w = 1.25): THREE.Group {
  const g = new THREE.Group();
  const h = w * 0.5625;
  const body = world.std({ color: 0x111214, roughness: 0.35, metalness: 0.3 });
  const screen = world.std({ color: 0x050607, roughness: 0.08, metalness: 0.2 });
  g.add(world.mesh(rbox(w, h, 0.035, 0.005), body, [0, h / 2 + 0.08, 0]));
  g.add(world.mesh(box(w - 0.02, h - 0.02, 0.002), screen, [0, h / 2 + 0.08, 0.018]));
  g.add(world.mesh(box(0.3, 0.012, 0.2), body, [0, 0.006, 0]));
  g.add(world.mesh(box(0.05, 0.09, 0.02), body, [0, 0.05, -0.01]));
  return g;
}
