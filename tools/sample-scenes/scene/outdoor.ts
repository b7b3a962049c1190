/** The outdoor world: a procedural sky dome, ground, trees, hedges and neighbouring houses. */
import * as THREE from 'three';
import { ID } from '../lib/specs.ts';
import { Rng } from '@hds/stager/scene/random.ts';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { cyl, merge, plane, tint, xform } from '@hds/stager/scene/shapes.ts';
import { vnoise } from '@hds/stager/scene/noise.ts';
import { cached, grass } from '@hds/stager/scene/textures.ts';
import type { World } from '@hds/stager/scene/world.ts';

export interface SkyParams {
  zenith: number;
  horizon: number;
  /** Direction towards the sun (normalised in the shader). */
  sunDir: THREE.Vector3;
  sunColor: number;
  /** Glow around the sun and the sun disc. */
  sunGlow: number;
  sunDisc: number;
  cloudCover: number;
  cloudLit: number;
  cloudShade: number;
  /** Overall brightness multiplier (HDR, before tone mapping). */
  intensity: number;
  seed: number;
}

const skyCache = new Map<string, THREE.DataTexture>();

function linear(hex: number): [number, number, number] {
  const c = new THREE.Color(hex);
  return [c.r, c.g, c.b];
}

/** Elevation range covered by the sky texture (degrees). */
const SKY_MIN_EL = -6;
const SKY_MAX_EL = 90;

/**
 * The sky as an HDR texture over the dome's own UVs (u = azimuth as in SphereGeometry, v =
 * elevation), computed in JS once per sky: SwiftShader shades every rasterised fragment, so an
 * analytic sky shader would be paid for behind every wall.
 */
function skyTexture(p: SkyParams): THREE.DataTexture {
  const key = JSON.stringify(p);
  const hit = skyCache.get(key);
  if (hit) return hit;
  const W = 2048;
  const H = 640;
  const data = new Uint16Array(W * H * 4);
  const zen = linear(p.zenith);
  const hor = linear(p.horizon);
  const sun = linear(p.sunColor);
  const lit = linear(p.cloudLit);
  const shd = linear(p.cloudShade);
  const sd = p.sunDir.clone().normalize();
  const period = 1 << 16;
  const fbm2 = (x: number, y: number, oct: number, seed: number) => {
    let s = 0;
    let a = 0.5;
    let f = 1;
    for (let i = 0; i < oct; i++) {
      s += a * vnoise(x * f + 1000, y * f + 1000, period, period, seed + i * 17);
      f *= 2.03;
      a *= 0.5;
    }
    return s;
  };
  for (let y = 0; y < H; y++) {
    const el = THREE.MathUtils.degToRad(SKY_MIN_EL + ((y + 0.5) / H) * (SKY_MAX_EL - SKY_MIN_EL));
    const dy = Math.sin(el);
    const ce = Math.cos(el);
    const h = Math.max(dy, 0);
    const t = Math.pow(h, 0.45);
    for (let x = 0; x < W; x++) {
      const phi = ((x + 0.5) / W) * Math.PI * 2;
      const dx = -Math.cos(phi) * ce;
      const dz = Math.sin(phi) * ce;
      let r = hor[0] + (zen[0] - hor[0]) * t;
      let g = hor[1] + (zen[1] - hor[1]) * t;
      let b = hor[2] + (zen[2] - hor[2]) * t;
      const cosSun = Math.max(dx * sd.x + dy * sd.y + dz * sd.z, 0);
      const glow = (Math.pow(cosSun, 6) * 0.35 + Math.pow(cosSun, 64) * 0.6) * p.sunGlow;
      const disc = cosSun > 0.9994 ? Math.min(1, (cosSun - 0.9994) / 0.0003) * p.sunDisc : 0;
      r += sun[0] * (glow + disc);
      g += sun[1] * (glow + disc);
      b += sun[2] * (glow + disc);
      if (p.cloudCover > 0 && dy > 0) {
        const k = 1.3 / (dy + 0.08);
        const px = dx * k * 1.5;
        const pz = dz * k * 1.5;
        const n = fbm2(px, pz, 6, p.seed);
        const lo = 1 - p.cloudCover;
        let c = Math.min(1, Math.max(0, (n - lo) / 0.35));
        c = c * c * (3 - 2 * c);
        const shade = fbm2(px * 2 + 4, pz * 2 + 4, 4, p.seed + 99);
        const m = Math.min(1, Math.max(0, shade * 1.4 - 0.1 + Math.pow(cosSun, 4) * 0.5));
        const fade = Math.min(1, Math.max(0, dy / 0.12));
        const a = c * fade;
        r += (shd[0] + (lit[0] - shd[0]) * m - r) * a;
        g += (shd[1] + (lit[1] - shd[1]) * m - g) * a;
        b += (shd[2] + (lit[2] - shd[2]) * m - b) * a;
      }
      const o = (y * W + x) * 4;
      data[o] = THREE.DataUtils.toHalfFloat(r * p.intensity);
      data[o + 1] = THREE.DataUtils.toHalfFloat(g * p.intensity);
      data[o + 2] = THREE.DataUtils.toHalfFloat(b * p.intensity);
      data[o + 3] = THREE.DataUtils.toHalfFloat(1);
    }
  }
  const tex = new THREE.DataTexture(data, W, H, THREE.RGBAFormat, THREE.HalfFloatType);
  tex.colorSpace = THREE.LinearSRGBColorSpace;
  tex.wrapS = THREE.RepeatWrapping;
  tex.wrapT = THREE.ClampToEdgeWrapping;
  tex.magFilter = THREE.LinearFilter;
  tex.minFilter = THREE.LinearMipmapLinearFilter;
  tex.generateMipmaps = true;
  tex.flipY = false;
  tex.needsUpdate = true;
  skyCache.set(key, tex);
  return tex;
}

export function addSky(world: World, p: SkyParams): THREE.Mesh {
  const geo = new THREE.SphereGeometry(900, 96, 40, 0, Math.PI * 2, 0, Math.PI * 0.56);
  const pos = geo.getAttribute('position');
  const uv = geo.getAttribute('uv');
  for (let i = 0; i < pos.count; i++) {
    const el = THREE.MathUtils.radToDeg(Math.asin(THREE.MathUtils.clamp(pos.getY(i) / 900, -1, 1)));
    uv.setY(i, (el - SKY_MIN_EL) / (SKY_MAX_EL - SKY_MIN_EL));
  }
  const mat = world.basic(0xffffff);
  mat.map = skyTexture(p);
  mat.side = THREE.BackSide;
  mat.depthWrite = false;
  mat.fog = false;
  const dome = new THREE.Mesh(geo, mat);
  dome.renderOrder = 10;
  dome.frustumCulled = false;
  world.structure(dome, ID.sky);
  return dome;
}

export interface TreeOptions {
  height: number;
  crown: number;
  kind: 'round' | 'cone' | 'cypress' | 'olive';
  color: THREE.Color;
}

/** A tree as one merged, vertex-coloured mesh. */
export function tree(world: World, rng: Rng, o: TreeOptions): THREE.Mesh {
  const parts: THREE.BufferGeometry[] = [];
  const trunkH = o.kind === 'cone' || o.kind === 'cypress' ? o.height * 0.25 : o.height * 0.45;
  const trunkR = o.height * (o.kind === 'olive' ? 0.035 : 0.025);
  parts.push(
    tint(
      xform(cyl(trunkR * 0.7, trunkR, trunkH + 0.3, 8), [0, trunkH / 2, 0]),
      new THREE.Color(0x4a3a2c),
    ),
  );
  const blobs = o.kind === 'round' || o.kind === 'olive' ? 10 : 7;
  for (let i = 0; i < blobs; i++) {
    const c = o.color
      .clone()
      .offsetHSL(rng.range(-0.02, 0.02), rng.range(-0.08, 0.05), rng.range(-0.06, 0.05));
    let g: THREE.BufferGeometry;
    const t = i / blobs;
    if (o.kind === 'cone') {
      const r = o.crown * (1 - t * 0.8);
      g = xform(
        foliageBlob(rng, r, c, 0.2),
        [0, trunkH + r * 0.6 + t * (o.height - trunkH) * 0.78, 0],
        [0, 0, 0],
        [1, 0.75, 1],
      );
    } else if (o.kind === 'cypress') {
      g = xform(
        foliageBlob(rng, o.crown * (1 - Math.abs(t - 0.4) * 0.9), c, 0.15),
        [rng.range(-0.1, 0.1), trunkH + t * (o.height - trunkH), rng.range(-0.1, 0.1)],
        [0, 0, 0],
        [1, 2.2, 1],
      );
    } else {
      const a = rng.range(0, Math.PI * 2);
      const rr = rng.range(0, o.crown * 0.55);
      const s = o.crown * rng.range(0.45, 0.7);
      g = xform(
        foliageBlob(rng, s, c, 0.22),
        [
          Math.cos(a) * rr,
          trunkH + o.crown * 0.55 + rng.range(-0.3, 0.5) * o.crown,
          Math.sin(a) * rr,
        ],
        [0, 0, 0],
        [1, o.kind === 'olive' ? 0.65 : 0.85, 1],
      );
    }
    parts.push(g);
  }
  const mat = world.lambert({ vertexColors: true });
  const m = world.mesh(merge(parts), mat);
  return m;
}

/**
 * A smooth, lumpy foliage blob with vertex colours: darker underneath (a cheap occlusion
 * term) and mottled, so shrubs and crowns read as leaves rather than facets.
 */
export function foliageBlob(
  rng: Rng,
  radius: number,
  color: THREE.Color,
  lumpiness = 0.18,
  detail = 2,
): THREE.BufferGeometry {
  let g: THREE.BufferGeometry = new THREE.IcosahedronGeometry(radius, detail);
  g.deleteAttribute('normal');
  g.deleteAttribute('uv');
  g = mergeVertices(g);
  const pos = g.getAttribute('position');
  const phase = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i) / radius;
    const y = pos.getY(i) / radius;
    const z = pos.getZ(i) / radius;
    const lobes =
      Math.sin(x * 3.1 + phase[0]!) * Math.sin(y * 2.7 + phase[1]!) * Math.sin(z * 3.3 + phase[2]!);
    const k = 1 + lumpiness * (lobes * 0.8 + rng.range(-0.35, 0.35));
    pos.setXYZ(i, pos.getX(i) * k, pos.getY(i) * k, pos.getZ(i) * k);
  }
  g.computeVertexNormals();
  const nrm = g.getAttribute('normal');
  const col = new Float32Array(pos.count * 3);
  for (let i = 0; i < pos.count; i++) {
    const shade = (0.62 + 0.38 * (nrm.getY(i) * 0.5 + 0.5)) * rng.range(0.85, 1.12);
    col[i * 3] = color.r * shade;
    col[i * 3 + 1] = color.g * shade;
    col[i * 3 + 2] = color.b * shade;
  }
  g.setAttribute('color', new THREE.BufferAttribute(col, 3));
  return g;
}

export function displace(g: THREE.BufferGeometry, rng: Rng, amount: number): void {
  const pos = g.getAttribute('position');
  // Displace shared vertices identically: key by rounded position.
  const seen = new Map<string, [number, number, number]>();
  for (let i = 0; i < pos.count; i++) {
    const k = `${pos.getX(i).toFixed(4)},${pos.getY(i).toFixed(4)},${pos.getZ(i).toFixed(4)}`;
    let d = seen.get(k);
    if (!d) {
      d = [rng.range(-amount, amount), rng.range(-amount, amount), rng.range(-amount, amount)];
      seen.set(k, d);
    }
    pos.setXYZ(i, pos.getX(i) + d[0], pos.getY(i) + d[1], pos.getZ(i) + d[2]);
  }
  g.computeVertexNormals();
}

export function neighbourHouse(
  world: World,
  rng: Rng,
  size?: { w: number; d: number; h: number },
): THREE.Group {
  const g = new THREE.Group();
  const w = size?.w ?? rng.range(7, 11);
  const d = size?.d ?? rng.range(6, 9);
  const h = size?.h ?? rng.range(3, 6);
  const wall = world.lambert({
    color: new THREE.Color(rng.pick([0xd8d0c2, 0xc9c1b0, 0xe4ddd0, 0xb8a994])),
  });
  const roof = world.lambert({ color: new THREE.Color(rng.pick([0x5b4a42, 0x45484d, 0x8a4b35])) });
  g.add(world.mesh(new THREE.BoxGeometry(w, h, d), wall, [0, h / 2, 0]));
  const shape = new THREE.Shape();
  shape.moveTo(-d / 2 - 0.3, 0);
  shape.lineTo(d / 2 + 0.3, 0);
  shape.lineTo(0, d * 0.35);
  shape.lineTo(-d / 2 - 0.3, 0);
  const r = new THREE.ExtrudeGeometry(shape, { depth: w + 0.4, bevelEnabled: false });
  r.translate(0, 0, -(w + 0.4) / 2);
  r.rotateY(Math.PI / 2);
  g.add(world.mesh(r, roof, [0, h, 0]));
  const winMat = world.lambert({ color: 0x30363d });
  const n = Math.floor(w / 2.2);
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + (i + 0.5) * (w / n);
    for (const y of h > 4.5 ? [1.4, 4] : [1.4]) {
      g.add(world.mesh(new THREE.BoxGeometry(0.9, 1.2, 0.05), winMat, [x, y, d / 2 + 0.01]));
      g.add(world.mesh(new THREE.BoxGeometry(0.9, 1.2, 0.05), winMat, [x, y, -d / 2 - 0.01]));
    }
  }
  // Gable ends get windows too: from some angles they are the side a viewer sees.
  for (const y of h > 4.5 ? [1.4, 4] : [1.4]) {
    for (const sx of [-1, 1]) {
      g.add(world.mesh(new THREE.BoxGeometry(0.05, 1.2, 0.9), winMat, [sx * (w / 2 + 0.01), y, 0]));
    }
  }
  return g;
}

/**
 * Ground, trees and houses around an interior (everything within `clear` metres of the room
 * centre is kept free).
 */
export function addSurroundings(
  world: World,
  centre: THREE.Vector3,
  clear: number,
  groundY: number,
  style: 'green' | 'dry',
): void {
  const rng = new Rng(world.spec.seed ^ 0x51f15e);
  const grassTex = cached('grass', () => grass(7));
  const groundMat = world.lambert({ tex: grassTex, color: style === 'dry' ? 0xd8cfa8 : 0xffffff });
  const ground = world.mesh(
    plane(400, 400),
    groundMat,
    [centre.x, groundY, centre.z],
    [-Math.PI / 2, 0, 0],
    false,
  );
  ground.renderOrder = 5;
  world.structure(ground, ID.outdoor);
  const hedgeMat = world.lambert({ vertexColors: true });
  // A low hedge ring, broken into segments.
  for (let i = 0; i < 34; i++) {
    const a = (i / 34) * Math.PI * 2;
    const r = clear + 9 + rng.range(-0.5, 0.5);
    const hg = foliageBlob(rng, 1.4, new THREE.Color(0x47642e), 0.15);
    const m = world.mesh(
      hg,
      hedgeMat,
      [centre.x + Math.cos(a) * r, groundY + 0.35, centre.z + Math.sin(a) * r],
      [0, a, 0],
      false,
    );
    m.scale.set(1.9, 0.6, 0.9);
    m.renderOrder = 5;
    world.structure(m, ID.outdoor);
  }
  const kinds: TreeOptions['kind'][] =
    style === 'dry' ? ['cypress', 'olive', 'round'] : ['round', 'round', 'cone'];
  for (let i = 0; i < 46; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = clear + rng.range(8, 45);
    const kind = rng.pick(kinds);
    const height = kind === 'cypress' ? rng.range(7, 11) : rng.range(5, 12);
    const t = tree(world, rng, {
      height,
      crown: kind === 'cypress' ? rng.range(0.8, 1.1) : rng.range(1.8, 3.4),
      kind,
      color: new THREE.Color(kind === 'olive' ? 0x7d8a5a : kind === 'cone' ? 0x2f4a2c : 0x4c6b30),
    });
    t.position.set(centre.x + Math.cos(a) * r, groundY, centre.z + Math.sin(a) * r);
    t.castShadow = false;
    t.renderOrder = 5;
    world.structure(t, ID.outdoor);
  }
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const r = clear + rng.range(22, 34);
    const h = neighbourHouse(world, rng);
    h.position.set(centre.x + Math.cos(a) * r, groundY, centre.z + Math.sin(a) * r);
    h.rotation.y = -a + Math.PI / 2;
    h.traverse((o) => {
      o.castShadow = false;
      o.renderOrder = 5;
    });
    world.structure(h, ID.outdoor);
  }
}
