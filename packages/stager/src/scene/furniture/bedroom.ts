/** Beds. Origin: floor centre of the bed; the headboard is at -z, the foot at +z. */
import * as THREE from 'three';
import type { Rng } from '../random.ts';
import { box, cyl, rbox } from '../shapes.ts';
import type { Palette } from '../styles.ts';
import type { World } from '../world.ts';
import { blob, legs } from './common.ts';

export type HeadboardKind = 'slats' | 'cane' | 'upholstered' | 'plain' | 'iron';

export function bed(
  world: World,
  pal: Palette,
  rng: Rng,
  o: {
    w: number;
    l: number;
    headboard: HeadboardKind;
    throwMat?: THREE.Material;
    pillows?: number;
  },
): THREE.Group {
  const g = new THREE.Group();
  const { w, l } = o;
  const frameH = 0.3;
  const frameMat = o.headboard === 'iron' ? pal.metal : pal.wood;
  if (o.headboard === 'iron') {
    g.add(legs(world, 'metal', pal.metal, w, l, frameH, 0.03));
    g.add(world.mesh(box(w, 0.04, l), pal.metal, [0, frameH - 0.02, 0]));
  } else {
    g.add(world.mesh(rbox(w + 0.06, 0.22, l + 0.04, 0.015), frameMat, [0, 0.05 + 0.11, 0]));
    g.add(legs(world, 'block', pal.woodDark, w, l, 0.06, 0.06));
  }
  const mattressTop = frameH + 0.22;
  g.add(
    world.mesh(
      rbox(w - 0.02, 0.22, l - 0.04, 0.05, 3),
      world.std({ color: 0xf3f1ec, roughness: 0.9 }),
      [0, frameH + 0.11, 0],
    ),
  );
  // Duvet: slightly wider than the mattress, hanging over the sides, folded back at the top.
  const duvetL = l * 0.78;
  g.add(
    world.mesh(rbox(w + 0.1, 0.1, duvetL, 0.045, 3), pal.bedding, [
      0,
      mattressTop - 0.02,
      l / 2 - duvetL / 2 + 0.03,
    ]),
  );
  for (const s of [-1, 1]) {
    g.add(
      world.mesh(rbox(0.04, 0.3, duvetL, 0.018, 2), pal.bedding, [
        s * (w / 2 + 0.04),
        mattressTop - 0.16,
        l / 2 - duvetL / 2 + 0.03,
      ]),
    );
  }
  g.add(
    world.mesh(rbox(w + 0.1, 0.3, 0.04, 0.018, 2), pal.bedding, [
      0,
      mattressTop - 0.16,
      l / 2 + 0.04,
    ]),
  );
  g.add(
    world.mesh(rbox(w + 0.08, 0.07, 0.3, 0.03, 3), pal.bedding, [
      0,
      mattressTop + 0.03,
      l / 2 - duvetL + 0.12,
    ]),
  );
  // Pillows against the headboard.
  const n = o.pillows ?? 2;
  const pw = (w - 0.1) / n;
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + 0.05 + pw * (i + 0.5);
    const p = world.mesh(rbox(pw - 0.04, 0.16, 0.42, 0.07, 3), pal.linen, [
      x,
      mattressTop + 0.1,
      -l / 2 + 0.3,
    ]);
    p.rotation.x = -0.35;
    g.add(p);
  }
  for (let i = 0; i < 2; i++) {
    const c = world.mesh(rbox(0.45, 0.42, 0.13, 0.06, 3), pal.cushions[i % pal.cushions.length]!, [
      (i - 0.5) * 0.5 + rng.range(-0.03, 0.03),
      mattressTop + 0.22,
      -l / 2 + 0.52,
    ]);
    c.rotation.set(-0.3, rng.range(-0.15, 0.15), rng.range(-0.1, 0.1));
    g.add(c);
  }
  if (o.throwMat) {
    g.add(
      world.mesh(rbox(w + 0.12, 0.045, 0.55, 0.02, 2), o.throwMat, [
        0,
        mattressTop + 0.045,
        l / 2 - 0.35,
      ]),
    );
    g.add(
      world.mesh(rbox(w + 0.12, 0.28, 0.03, 0.012, 2), o.throwMat, [
        0,
        mattressTop - 0.1,
        l / 2 + 0.07,
      ]),
    );
  }
  // Headboard.
  const hb = new THREE.Group();
  const hbH = 1.15;
  if (o.headboard === 'slats') {
    const n2 = Math.floor((w + 0.2) / 0.11);
    for (let i = 0; i < n2; i++) {
      hb.add(
        world.mesh(rbox(0.09, hbH, 0.04, 0.006), pal.wood, [
          -(w + 0.2) / 2 + 0.055 + i * 0.11,
          hbH / 2,
          0,
        ]),
      );
    }
    hb.add(world.mesh(box(w + 0.24, 0.04, 0.06), pal.metal, [0, hbH - 0.02, 0.01]));
  } else if (o.headboard === 'cane') {
    hb.add(world.mesh(rbox(w + 0.2, hbH, 0.05, 0.02), pal.woodDark, [0, hbH / 2, 0]));
    hb.add(world.mesh(box(w + 0.04, hbH - 0.28, 0.02), pal.cane, [0, hbH / 2 + 0.06, 0.02]));
  } else if (o.headboard === 'upholstered') {
    const s = new THREE.Shape();
    const hw = (w + 0.2) / 2;
    s.moveTo(-hw, 0);
    s.lineTo(hw, 0);
    s.lineTo(hw, hbH - 0.3);
    s.quadraticCurveTo(hw, hbH + 0.05, 0, hbH + 0.08);
    s.quadraticCurveTo(-hw, hbH + 0.05, -hw, hbH - 0.3);
    s.lineTo(-hw, 0);
    const geo = new THREE.ExtrudeGeometry(s, {
      depth: 0.08,
      bevelEnabled: true,
      bevelSize: 0.03,
      bevelThickness: 0.03,
      bevelSegments: 3,
      curveSegments: 24,
    });
    hb.add(world.mesh(geo, pal.upholsteryAlt, [0, 0, -0.06]));
  } else if (o.headboard === 'iron') {
    for (const s of [-1, 1])
      hb.add(world.mesh(cyl(0.02, 0.02, hbH, 10), pal.metal, [s * (w / 2 + 0.02), hbH / 2, 0]));
    hb.add(
      world.mesh(
        cyl(0.015, 0.015, w + 0.04, 8),
        pal.metal,
        [0, hbH - 0.05, 0],
        [0, 0, Math.PI / 2],
      ),
    );
    hb.add(
      world.mesh(cyl(0.012, 0.012, w + 0.04, 8), pal.metal, [0, 0.62, 0], [0, 0, Math.PI / 2]),
    );
    for (let i = 1; i < 9; i++)
      hb.add(
        world.mesh(cyl(0.008, 0.008, hbH - 0.62, 6), pal.metal, [
          -w / 2 + (i * w) / 9,
          0.62 + (hbH - 0.67) / 2,
          0,
        ]),
      );
  } else {
    hb.add(world.mesh(rbox(w + 0.1, 1.0, 0.06, 0.02), pal.wood, [0, 0.5, 0]));
  }
  hb.position.set(0, 0, -l / 2 - 0.04);
  g.add(hb);
  g.add(blob(world, w + 0.1, l + 0.1, 0.55));
  return g;
}
