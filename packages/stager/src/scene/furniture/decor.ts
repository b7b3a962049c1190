/** Wall art, mirrors, curtains and small accessories. Wall items: origin on the wall, facing +z. */
import * as THREE from 'three';
import type { Rng } from '../random.ts';
import { box, cyl, lathe, plane, rbox } from '../shapes.ts';
import type { Palette } from '../styles.ts';
import { artwork } from '../textures.ts';
import type { ArtKind, RGB } from '../textures.ts';
import type { World } from '../world.ts';

export function picture(
  world: World,
  rng: Rng,
  art: { kind: ArtKind; colours: RGB[] },
  w: number,
  h: number,
  frame: THREE.Material,
): THREE.Group {
  const g = new THREE.Group();
  const fw = 0.03;
  const depth = 0.03;
  g.add(world.mesh(rbox(w, fw, depth, 0.004), frame, [0, h / 2 - fw / 2, depth / 2]));
  g.add(world.mesh(rbox(w, fw, depth, 0.004), frame, [0, -h / 2 + fw / 2, depth / 2]));
  g.add(world.mesh(rbox(fw, h, depth, 0.004), frame, [-w / 2 + fw / 2, 0, depth / 2]));
  g.add(world.mesh(rbox(fw, h, depth, 0.004), frame, [w / 2 - fw / 2, 0, depth / 2]));
  const tex = artwork(rng.int(0, 1 << 30), art.kind, art.colours, (w - 2 * fw) / (h - 2 * fw));
  const canvasMat = world.std({ roughness: 0.8 });
  canvasMat.map = tex.map;
  const geo = new THREE.PlaneGeometry(w - 2 * fw, h - 2 * fw);
  g.add(world.mesh(geo, canvasMat, [0, 0, 0.012]));
  return g;
}

export function mirror(
  world: World,
  pal: Palette,
  w: number,
  h: number,
  kind: 'round' | 'arch' | 'rect',
  frame?: THREE.Material,
): THREE.Group {
  const g = new THREE.Group();
  const glass = world.std({ color: 0xdde3e4, roughness: 0.04, metalness: 1 });
  world.mirrors.push(glass);
  const fm = frame ?? pal.metal;
  if (kind === 'round') {
    g.add(world.mesh(new THREE.TorusGeometry(w / 2, 0.02, 10, 64), fm, [0, 0, 0.02]));
    g.add(world.mesh(new THREE.CircleGeometry(w / 2, 64), glass, [0, 0, 0.015]));
  } else if (kind === 'arch') {
    const s = new THREE.Shape();
    s.moveTo(-w / 2, -h / 2);
    s.lineTo(w / 2, -h / 2);
    s.lineTo(w / 2, h / 2 - w / 2);
    s.absarc(0, h / 2 - w / 2, w / 2, 0, Math.PI, false);
    s.lineTo(-w / 2, -h / 2);
    const frameGeo = new THREE.ExtrudeGeometry(s, {
      depth: 0.025,
      bevelEnabled: true,
      bevelSize: 0.01,
      bevelThickness: 0.01,
      bevelSegments: 2,
      curveSegments: 32,
    });
    g.add(world.mesh(frameGeo, fm, [0, 0, 0]));
    const inner = new THREE.Shape();
    const iw = w - 0.08;
    inner.moveTo(-iw / 2, -h / 2 + 0.04);
    inner.lineTo(iw / 2, -h / 2 + 0.04);
    inner.lineTo(iw / 2, h / 2 - w / 2);
    inner.absarc(0, h / 2 - w / 2, iw / 2, 0, Math.PI, false);
    inner.lineTo(-iw / 2, -h / 2 + 0.04);
    g.add(world.mesh(new THREE.ShapeGeometry(inner, 32), glass, [0, 0, 0.037]));
  } else {
    g.add(world.mesh(rbox(w, h, 0.03, 0.01), fm, [0, 0, 0.015]));
    g.add(world.mesh(new THREE.PlaneGeometry(w - 0.05, h - 0.05), glass, [0, 0, 0.031]));
  }
  return g;
}

/**
 * A gathered curtain panel hanging from `top` to the floor, `w` wide, centred on x = 0,
 * hanging in front of the wall (z = 0.08..0.14).
 */
export function curtain(
  world: World,
  mat: THREE.Material,
  w: number,
  top: number,
  folds = 9,
): THREE.Group {
  const g = new THREE.Group();
  const geo = plane(w, top - 0.02, folds * 6, 12);
  const pos = geo.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i);
    const y = pos.getY(i);
    const t = (y + (top - 0.02) / 2) / (top - 0.02);
    const amp = 0.035 * (0.7 + 0.3 * (1 - t));
    pos.setZ(i, Math.sin((x / w) * folds * Math.PI * 2) * amp);
  }
  geo.computeVertexNormals();
  const m = world.track((mat as THREE.MeshStandardMaterial).clone());
  m.side = THREE.DoubleSide;
  const mesh = world.mesh(geo, m, [0, (top - 0.02) / 2 + 0.01, 0.12]);
  g.add(mesh);
  return g;
}

export function curtainRod(world: World, mat: THREE.Material, w: number, y: number): THREE.Group {
  const g = new THREE.Group();
  g.add(world.mesh(cyl(0.012, 0.012, w, 10), mat, [0, y, 0.12], [0, 0, Math.PI / 2]));
  for (const s of [-1, 1]) {
    g.add(world.mesh(new THREE.SphereGeometry(0.022, 12, 8), mat, [s * (w / 2 + 0.02), y, 0.12]));
    g.add(world.mesh(box(0.015, 0.015, 0.12), mat, [s * (w / 2 - 0.08), y, 0.06]));
  }
  return g;
}

export function tray(world: World, mat: THREE.Material, w = 0.4, d = 0.28): THREE.Mesh {
  return world.mesh(rbox(w, 0.025, d, 0.008), mat, [0, 0.0125, 0]);
}

export function candle(world: World, h = 0.12): THREE.Mesh {
  return world.mesh(cyl(0.035, 0.035, h, 20), world.std({ color: 0xf2ede2, roughness: 0.6 }), [
    0,
    h / 2,
    0,
  ]);
}

export function bowl(world: World, mat: THREE.Material, r = 0.14): THREE.Mesh {
  return world.mesh(
    lathe(
      [
        [0.001, 0],
        [r * 0.45, 0],
        [r * 0.85, r * 0.25],
        [r, r * 0.5],
        [r * 0.94, r * 0.5],
        [r * 0.8, r * 0.27],
        [0.001, r * 0.06],
      ],
      32,
    ),
    mat,
  );
}

export function basket(world: World, pal: Palette, r = 0.2, h = 0.3): THREE.Group {
  const g = new THREE.Group();
  g.add(
    world.mesh(
      lathe(
        [
          [0.001, 0],
          [r * 0.9, 0],
          [r, h],
          [r * 0.96, h],
          [r * 0.86, 0.02],
          [0.001, 0.02],
        ],
        32,
      ),
      pal.cane,
    ),
  );
  return g;
}

/** A throw blanket folded over an edge (e.g. the foot of a bed). */
export function throwBlanket(world: World, mat: THREE.Material, w: number, d: number): THREE.Mesh {
  return world.mesh(rbox(w, 0.04, d, 0.015), mat);
}

export function tvOnWall(world: World, w = 1.3): THREE.Group {
  const g = new THREE.Group();
  const h = w * 0.5625;
  g.add(
    world.mesh(
      rbox(w, h, 0.03, 0.004),
      world.std({ color: 0x141517, roughness: 0.4, metalness: 0.4 }),
      [0, 0, 0.03],
    ),
  );
  g.add(
    world.mesh(
      new THREE.PlaneGeometry(w - 0.02, h - 0.02),
      world.std({ color: 0x06080a, roughness: 0.06 }),
      [0, 0, 0.046],
    ),
  );
  return g;
}

export function macrame(world: World, w = 0.5, h = 0.8): THREE.Group {
  const g = new THREE.Group();
  const m = world.std({ color: 0xe9dfcc, roughness: 1 });
  g.add(
    world.mesh(
      cyl(0.012, 0.012, w + 0.1, 8),
      world.std({ color: 0x8a6a48, roughness: 0.7 }),
      [0, h / 2, 0.03],
      [0, 0, Math.PI / 2],
    ),
  );
  const n = 14;
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + (i + 0.5) * (w / n);
    const len = h * (0.7 + 0.3 * Math.cos(((i - n / 2) / n) * Math.PI));
    g.add(world.mesh(cyl(0.006, 0.006, len, 5), m, [x, h / 2 - len / 2, 0.03]));
  }
  for (let r = 0; r < 4; r++) {
    for (let i = 0; i < n / 2 - r; i++) {
      const x = -w / 2 + (r + 0.5 + i * 2 + 0.5) * (w / n);
      g.add(
        world.mesh(new THREE.SphereGeometry(0.016, 8, 6), m, [x, h / 2 - 0.12 - r * 0.1, 0.035]),
      );
    }
  }
  return g;
}
