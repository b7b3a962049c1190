/**
 * Procedural textures, generated pixel by pixel in JavaScript from a seed (no canvas drawing,
 * whose rasterisation may differ between builds). Every texture knows the real-world size it
 * covers; geometry carries UVs in metres and `repeat` maps metres to texture space.
 */
import * as THREE from 'three';
import { fbm, hash2, vnoise } from './noise.ts';
import { Rng } from './random.ts';

export type RGB = [number, number, number];

/** sRGB colour from a hex number, as 0..1 floats. */
export function rgb(hex: number): RGB {
  return [((hex >> 16) & 255) / 255, ((hex >> 8) & 255) / 255, (hex & 255) / 255];
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(a: RGB, s: number): RGB {
  return [a[0] * s, a[1] * s, a[2] * s];
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

function smooth(e0: number, e1: number, x: number): number {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

/** A float RGB image plus an optional height field for normal mapping. */
export class Img {
  readonly rgb: Float32Array;
  height: Float32Array | null = null;
  rough: Float32Array | null = null;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.rgb = new Float32Array(w * h * 3);
  }
  set(i: number, c: RGB): void {
    this.rgb[i * 3] = c[0];
    this.rgb[i * 3 + 1] = c[1];
    this.rgb[i * 3 + 2] = c[2];
  }
  setHeight(i: number, v: number): void {
    if (!this.height) this.height = new Float32Array(this.w * this.h);
    this.height[i] = v;
  }
  setRough(i: number, v: number): void {
    if (!this.rough) this.rough = new Float32Array(this.w * this.h);
    this.rough[i] = v;
  }
}

export interface TexSet {
  map: THREE.Texture;
  normalMap?: THREE.Texture;
  roughnessMap?: THREE.Texture;
  /** Metres covered by one repeat of the texture. */
  size: [number, number];
  normalStrength: number;
}

const created: THREE.Texture[] = [];

/** Every texture made since the last call, so the caller can dispose of them. */
export function takeCreatedTextures(): THREE.Texture[] {
  return created.splice(0, created.length);
}

function dataTexture(data: Uint8Array, w: number, h: number, srgb: boolean): THREE.DataTexture {
  const tex = new THREE.DataTexture(data, w, h, THREE.RGBAFormat, THREE.UnsignedByteType);
  tex.colorSpace = srgb ? THREE.SRGBColorSpace : THREE.NoColorSpace;
  tex.wrapS = THREE.RepeatWrapping;
  tex.wrapT = THREE.RepeatWrapping;
  tex.magFilter = THREE.LinearFilter;
  tex.minFilter = THREE.LinearMipmapLinearFilter;
  tex.generateMipmaps = true;
  tex.anisotropy = 8;
  // Image row 0 is the top of the picture; keep UV v=1 at the top.
  tex.flipY = false;
  tex.needsUpdate = true;
  created.push(tex);
  return tex;
}

function finish(img: Img, size: [number, number], normalStrength = 1): TexSet {
  const { w, h } = img;
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    // Flip rows so that image row 0 lands at v = 1.
    const src = (h - 1 - y) * w;
    for (let x = 0; x < w; x++) {
      const i = src + x;
      const o = (y * w + x) * 4;
      px[o] = Math.round(clamp01(img.rgb[i * 3]!) * 255);
      px[o + 1] = Math.round(clamp01(img.rgb[i * 3 + 1]!) * 255);
      px[o + 2] = Math.round(clamp01(img.rgb[i * 3 + 2]!) * 255);
      px[o + 3] = 255;
    }
  }
  const set: TexSet = { map: dataTexture(px, w, h, true), size, normalStrength };
  if (img.height) set.normalMap = normalFromHeight(img.height, w, h);
  if (img.rough) {
    const r = new Uint8Array(w * h * 4);
    for (let y = 0; y < h; y++) {
      const src = (h - 1 - y) * w;
      for (let x = 0; x < w; x++) {
        const v = Math.round(clamp01(img.rough[src + x]!) * 255);
        const o = (y * w + x) * 4;
        r[o] = v;
        r[o + 1] = v;
        r[o + 2] = v;
        r[o + 3] = 255;
      }
    }
    set.roughnessMap = dataTexture(r, w, h, false);
  }
  for (const t of [set.map, set.normalMap, set.roughnessMap]) {
    if (t) t.repeat.set(1 / size[0], 1 / size[1]);
  }
  return set;
}

/** Tangent-space normal map from a wrapping height field (heights in pixels). */
function normalFromHeight(hf: Float32Array, w: number, h: number): THREE.DataTexture {
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const src = h - 1 - y;
    const up = (src - 1 + h) % h;
    const dn = (src + 1) % h;
    for (let x = 0; x < w; x++) {
      const l = (x - 1 + w) % w;
      const r = (x + 1) % w;
      const dx = (hf[src * w + r]! - hf[src * w + l]!) * 0.5;
      // Image rows grow downwards, texture v grows upwards.
      const dy = (hf[up * w + x]! - hf[dn * w + x]!) * 0.5;
      const nx = -dx;
      const ny = -dy;
      const nz = 1;
      const len = Math.hypot(nx, ny, nz);
      const o = (y * w + x) * 4;
      px[o] = Math.round((nx / len) * 127.5 + 127.5);
      px[o + 1] = Math.round((ny / len) * 127.5 + 127.5);
      px[o + 2] = Math.round((nz / len) * 127.5 + 127.5);
      px[o + 3] = 255;
    }
  }
  return dataTexture(px, w, h, false);
}

const cache = new Map<string, TexSet>();

/**
 * Named textures are generated once per browser session and kept: a name always maps to the
 * same pixels (their seeds derive from the name), so reuse cannot change any output.
 */
export function cached(key: string, make: () => TexSet): TexSet {
  let t = cache.get(key);
  if (!t) {
    t = make();
    for (const tex of [t.map, t.normalMap, t.roughnessMap]) {
      const i = tex ? created.indexOf(tex) : -1;
      if (i >= 0) created.splice(i, 1);
    }
    cache.set(key, t);
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Floors
// ---------------------------------------------------------------------------------------------

export interface WoodOptions {
  light: RGB;
  dark: RGB;
  plankWidth?: number;
  rows?: number;
  /** Plank length range in metres. */
  minLen?: number;
  maxLen?: number;
  /** 0..1 per-plank colour variation. */
  variation?: number;
  gloss?: number;
  /** Plank seams (false: one continuous board, for furniture). */
  seams?: boolean;
  res?: number;
}

export function woodPlanks(seed: number, o: WoodOptions): TexSet {
  const rows = o.rows ?? 6;
  const pw = o.plankWidth ?? 0.19;
  const sizeV = rows * pw;
  const sizeU = 2.4;
  const W = o.res ?? 1024;
  const H = Math.round((W * sizeV) / sizeU);
  const img = new Img(W, H);
  const rng = new Rng(seed);
  const variation = o.variation ?? 0.5;
  // Segment boundaries per row, in metres along u, periodic in sizeU.
  const rowsSeg: { starts: number[]; tint: number[]; hue: number[]; off: number[] }[] = [];
  for (let r = 0; r < rows; r++) {
    const starts: number[] = [];
    let x = rng.range(0, sizeU);
    const first = x;
    const minL = o.minLen ?? 0.7;
    const maxL = o.maxLen ?? 1.5;
    while (x < first + sizeU - minL * 0.6) {
      starts.push(x % sizeU);
      x += rng.range(minL, maxL);
    }
    starts.sort((a, b) => a - b);
    rowsSeg.push({
      starts,
      tint: starts.map(() => 1 + (rng.float() - 0.5) * 0.35 * variation),
      hue: starts.map(() => (rng.float() - 0.5) * variation),
      off: starts.map(() => rng.int(0, 1000)),
    });
  }
  for (let y = 0; y < H; y++) {
    const vm = (y / H) * sizeV;
    const r = Math.min(rows - 1, Math.floor(vm / pw));
    const inRow = vm / pw - r;
    const row = rowsSeg[r]!;
    for (let x = 0; x < W; x++) {
      const um = (x / W) * sizeU;
      // Which plank: the last start <= um (wrapping to the last one).
      let k = row.starts.length - 1;
      for (let s = 0; s < row.starts.length; s++) {
        if (row.starts[s]! <= um) k = s;
      }
      const start = row.starts[k]!;
      const next = row.starts[(k + 1) % row.starts.length]!;
      const dStart = (um - start + sizeU) % sizeU;
      const dEnd = (next - um + sizeU) % sizeU;
      const u = x / W;
      const v = y / H;
      const off = row.off[k]!;
      const grainLow = fbm(u, v, 6, rows * 3, 4, seed + off);
      const warp = fbm(u, v, 3, rows * 2, 3, seed + off + 7);
      const fine = vnoise(u * 240 + off, v * rows * 70, 240, rows * 70, seed + 3);
      const ring = Math.sin((inRow * 9 + warp * 7 + grainLow * 3) * Math.PI * 2);
      const lines = smooth(0.55, 1, Math.abs(ring)) * 0.6 + fine * 0.4;
      let t = clamp01(0.25 + grainLow * 0.55 + lines * 0.35 + row.hue[k]! * 0.3);
      t = t * t;
      const c = scale(mix(o.light, o.dark, t), row.tint[k]!);
      // Seams: bevelled plank edges.
      const edgeV = Math.min(inRow, 1 - inRow) * pw;
      const edgeU = Math.min(dStart, dEnd);
      const e = Math.min(edgeV, edgeU);
      const seam = o.seams === false ? 1 : smooth(0.0, 0.0025, e);
      const i = y * W + x;
      img.set(i, scale(c, 0.62 + 0.38 * seam));
      img.setHeight(i, seam * 1.6 + fine * 0.25);
      img.setRough(i, (o.gloss ?? 0.45) + (1 - seam) * 0.3 + fine * 0.1);
    }
  }
  return finish(img, [sizeU, sizeV]);
}

export interface TileOptions {
  /** Tiles per texture repeat. */
  cols: number;
  rows: number;
  tileW: number;
  tileH: number;
  grout: RGB;
  groutWidth: number;
  colours: RGB[];
  /** Offset of every other row, in tiles (0.5 for a running bond). */
  bond?: number;
  /** 0..1 noise inside each tile. */
  mottle?: number;
  /** Optional per-tile pattern: returns a colour for local coordinates (0..1) or null. */
  pattern?: (lu: number, lv: number, tile: number) => RGB | null;
  glossy?: boolean;
  /** Pillowed edges (handmade / terracotta) rather than crisp ones. */
  soft?: boolean;
  res?: number;
}

export function tiles(seed: number, o: TileOptions): TexSet {
  const sizeU = o.cols * o.tileW;
  const sizeV = o.rows * o.tileH;
  const res = o.res ?? 1024;
  const W = sizeU >= sizeV ? res : Math.round((res * sizeU) / sizeV);
  const H = sizeU >= sizeV ? Math.round((res * sizeV) / sizeU) : res;
  const img = new Img(W, H);
  const bond = o.bond ?? 0;
  for (let y = 0; y < H; y++) {
    const vm = (y / H) * sizeV;
    const r = Math.floor(vm / o.tileH);
    const lv = vm / o.tileH - r;
    for (let x = 0; x < W; x++) {
      let um = (x / W) * sizeU + (r % 2) * bond * o.tileW;
      um %= sizeU;
      const c = Math.floor(um / o.tileW);
      const lu = um / o.tileW - c;
      const tileId = r * 997 + c;
      const pick = hash2(c, r, seed);
      let col = o.colours[Math.floor(pick * o.colours.length)]!;
      const pat = o.pattern?.(lu, lv, tileId);
      if (pat) col = pat;
      const u = x / W;
      const v = y / H;
      const m = fbm(u, v, o.cols * 2, o.rows * 2, 4, seed + 17);
      const tint = 1 + (hash2(c, r, seed + 5) - 0.5) * 0.12 + (m - 0.5) * (o.mottle ?? 0.2);
      const gx = Math.min(lu, 1 - lu) * o.tileW;
      const gy = Math.min(lv, 1 - lv) * o.tileH;
      const g = Math.min(gx, gy);
      const half = o.groutWidth / 2;
      const edge = o.soft ? smooth(half, half + 0.006, g) : smooth(half, half + 0.0015, g);
      const i = y * W + x;
      const tileC = scale(col, tint);
      const grout = scale(o.grout, 0.9 + m * 0.2);
      img.set(i, mix(grout, tileC, edge));
      const pillow = o.soft ? Math.sqrt(clamp01(g / 0.02)) : 1;
      img.setHeight(i, edge * 2.2 * pillow + m * (o.soft ? 1.2 : 0.15));
      img.setRough(i, edge > 0.5 ? (o.glossy ? 0.12 + m * 0.1 : 0.55 + m * 0.2) : 0.9);
    }
  }
  return finish(img, [sizeU, sizeV]);
}

/** Painted plaster: very slight mottling and fine roughness, for walls and ceilings. */
export function plaster(seed: number, base: RGB, amount = 0.04, sizeM = 2.5): TexSet {
  const N = 512;
  const img = new Img(N, N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const low = fbm(u, v, 4, 4, 4, seed);
      const fine = vnoise(u * 180, v * 180, 180, 180, seed + 9);
      const i = y * N + x;
      img.set(i, scale(base, 1 + (low - 0.5) * amount * 2 + (fine - 0.5) * amount * 0.5));
      img.setHeight(i, low * 1.5 + fine * 0.6);
    }
  }
  return finish(img, [sizeM, sizeM]);
}

/** Lime wash / tadelakt-like plaster with visible trowel clouds (mediterranean walls). */
export function limewash(seed: number, base: RGB, dark: RGB, sizeM = 3): TexSet {
  const N = 1024;
  const img = new Img(N, N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const warp = fbm(u, v, 3, 3, 3, seed + 1);
      const clouds = fbm(u + warp * 0.15, v + warp * 0.1, 5, 5, 5, seed);
      const fine = vnoise(u * 300, v * 300, 300, 300, seed + 4);
      const t = smooth(0.35, 0.75, clouds);
      const i = y * N + x;
      img.set(i, scale(mix(base, dark, t * 0.8), 1 + (fine - 0.5) * 0.03));
      img.setHeight(i, clouds * 3 + fine * 0.6);
    }
  }
  return finish(img, [sizeM, sizeM]);
}

export function concrete(seed: number, base: RGB, sizeM = 3): TexSet {
  const N = 1024;
  const img = new Img(N, N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const low = fbm(u, v, 4, 4, 5, seed);
      const mid = fbm(u, v, 24, 24, 3, seed + 2);
      const speck = hash2(x, y, seed + 3);
      let s = 1 + (low - 0.5) * 0.28 + (mid - 0.5) * 0.1;
      if (speck > 0.985) s *= 0.75;
      else if (speck < 0.01) s *= 1.12;
      const i = y * N + x;
      img.set(i, scale(base, s));
      img.setHeight(i, mid * 0.8 + (speck > 0.985 ? -0.6 : 0));
      img.setRough(i, 0.55 + (low - 0.5) * 0.3);
    }
  }
  return finish(img, [sizeM, sizeM]);
}

export function brick(
  seed: number,
  opts: { colours: RGB[]; mortar: RGB; painted?: boolean },
): TexSet {
  const bw = 0.225;
  const bh = 0.075;
  const cols = 4;
  const rows = 12;
  const N = 1024;
  const img = new Img(N, N);
  const sizeU = cols * bw;
  const sizeV = rows * bh;
  for (let y = 0; y < N; y++) {
    const vm = (y / N) * sizeV;
    const r = Math.floor(vm / bh);
    const lv = vm / bh - r;
    for (let x = 0; x < N; x++) {
      const um = ((x / N) * sizeU + (r % 2) * bw * 0.5) % sizeU;
      const c = Math.floor(um / bw);
      const lu = um / bw - c;
      const u = x / N;
      const v = y / N;
      const pick = hash2(c, r, seed);
      const base = opts.colours[Math.floor(pick * opts.colours.length)]!;
      const m = fbm(u, v, 16, 16, 4, seed + 7);
      const burn = smooth(0.6, 1, fbm(u, v, 8, 24, 3, seed + c * 13 + r));
      const tint = 0.88 + hash2(c, r, seed + 1) * 0.24 + (m - 0.5) * 0.25;
      const gx = Math.min(lu, 1 - lu) * bw;
      const gy = Math.min(lv, 1 - lv) * bh;
      const chip = (vnoise(u * 400, v * 400, 400, 400, seed + 2) - 0.5) * 0.004;
      const g = Math.min(gx, gy) + chip;
      const edge = smooth(0.004, 0.008, g);
      const brickC = scale(mix(base, scale(base, 0.55), burn * 0.6), tint);
      const mortar = scale(opts.mortar, 0.85 + m * 0.3);
      const i = y * N + x;
      img.set(i, mix(mortar, brickC, edge));
      img.setHeight(i, edge * 3 + m * 1.2);
      img.setRough(i, 0.85);
    }
  }
  return finish(img, [sizeU, sizeV], 1.5);
}

export type FabricKind = 'weave' | 'linen' | 'velvet' | 'leather' | 'boucle' | 'knit';

export function fabric(seed: number, base: RGB, kind: FabricKind): TexSet {
  const N = 256;
  const img = new Img(N, N);
  const sizeM = kind === 'leather' ? 0.6 : kind === 'velvet' ? 0.8 : 0.12;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const i = y * N + x;
      let s = 1;
      let hgt = 0;
      if (kind === 'weave' || kind === 'linen' || kind === 'boucle' || kind === 'knit') {
        const threads = kind === 'boucle' ? 24 : kind === 'knit' ? 16 : 48;
        const tx = Math.sin(u * threads * Math.PI * 2);
        const ty = Math.sin(v * threads * Math.PI * 2);
        const over = (Math.floor(u * threads) + Math.floor(v * threads)) % 2 === 0 ? tx : ty;
        const slub = fbm(u, v, 8, 64, 3, seed);
        const nub = vnoise(u * 64, v * 64, 64, 64, seed + 1);
        if (kind === 'boucle') {
          s = 0.85 + nub * 0.3;
          hgt = nub * 3;
        } else if (kind === 'knit') {
          const ch = Math.abs(
            Math.sin((u * threads + Math.abs(((v * threads * 2) % 2) - 1) * 0.5) * Math.PI),
          );
          s = 0.8 + ch * 0.25;
          hgt = ch * 2;
        } else {
          s = 0.9 + over * 0.06 + (kind === 'linen' ? (slub - 0.5) * 0.25 : (slub - 0.5) * 0.08);
          hgt = over * 0.8;
        }
      } else if (kind === 'velvet') {
        const m = fbm(u, v, 6, 6, 4, seed);
        s = 0.9 + (m - 0.5) * 0.3;
        hgt = m * 0.5;
      } else {
        const m = fbm(u, v, 5, 5, 4, seed);
        const grain = vnoise(u * 120, v * 120, 120, 120, seed + 3);
        const cracks = smooth(0.45, 0.5, Math.abs(fbm(u, v, 20, 20, 2, seed + 5) - 0.5));
        s = 0.85 + (m - 0.5) * 0.35 + grain * 0.08 - (1 - cracks) * 0.05;
        hgt = grain * 0.8 + cracks * 0.4;
        img.setRough(i, 0.35 + m * 0.25);
      }
      img.set(i, scale(base, s));
      img.setHeight(i, hgt);
    }
  }
  return finish(img, [sizeM, sizeM], kind === 'leather' ? 0.5 : 0.7);
}

export function grass(seed: number): TexSet {
  const N = 512;
  const img = new Img(N, N);
  const a = rgb(0x4f6634);
  const b = rgb(0x73843f);
  const dry = rgb(0x9a8f62);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const low = fbm(u, v, 6, 6, 4, seed);
      const blade = vnoise(u * 200, v * 60, 200, 60, seed + 1);
      const patch = smooth(0.6, 0.8, fbm(u, v, 3, 3, 3, seed + 2));
      const stripe = Math.floor(u * 6) % 2 === 0 ? 1.05 : 0.95;
      const c = mix(mix(a, b, blade * 0.7 + low * 0.3), dry, patch * 0.45);
      const i = y * N + x;
      img.set(i, scale(c, (0.78 + low * 0.35) * stripe));
      img.setHeight(i, blade * 2);
    }
  }
  return finish(img, [3, 3]);
}

export function marble(seed: number, base: RGB, vein: RGB, sizeM = 1.6): TexSet {
  const N = 1024;
  const img = new Img(N, N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const warp = fbm(u, v, 3, 3, 5, seed);
      const warp2 = fbm(u, v, 6, 6, 4, seed + 1);
      const vv = Math.abs(Math.sin((u * 2 + v * 3 + warp * 4 + warp2 * 1.5) * Math.PI));
      const veins = Math.pow(1 - vv, 18) * 0.9 + Math.pow(1 - vv, 4) * 0.15;
      const cloud = fbm(u, v, 8, 8, 4, seed + 2);
      const i = y * N + x;
      img.set(i, mix(scale(base, 0.96 + cloud * 0.06), vein, clamp01(veins)));
      img.setRough(i, 0.15 + cloud * 0.08);
    }
  }
  return finish(img, [sizeM, sizeM]);
}

/** Woven rattan / cane (bohemian furniture and shades). */
export function rattan(seed: number, base: RGB, open = false): TexSet {
  const N = 256;
  const img = new Img(N, N);
  const n = 12;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const fx = (u * n) % 1;
      const fy = (v * n) % 1;
      const cell = (Math.floor(u * n) + Math.floor(v * n)) % 2;
      const strand = cell === 0 ? Math.sin(fy * Math.PI) : Math.sin(fx * Math.PI);
      const fib = vnoise(u * 160, v * 20, 160, 20, seed);
      let s = 0.6 + strand * 0.45 + (fib - 0.5) * 0.15;
      if (open) {
        const d = Math.hypot(fx - 0.5, fy - 0.5);
        if (d < 0.18) s *= 0.25;
      }
      const i = y * N + x;
      img.set(i, scale(base, s));
      img.setHeight(i, strand * 2);
    }
  }
  return finish(img, [0.16, 0.16], 1);
}

export function siding(seed: number, base: RGB, boardH = 0.2, vertical = false): TexSet {
  const N = 512;
  const img = new Img(N, N);
  const boards = 10;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const along = vertical ? u : v;
      const lb = (along * boards) % 1;
      const g = fbm(u, v, vertical ? 40 : 4, vertical ? 4 : 40, 3, seed);
      // Clapboard: shadow under each board lip.
      const lip = vertical ? smooth(0, 0.04, Math.min(lb, 1 - lb)) : smooth(0.0, 0.08, lb);
      const i = y * N + x;
      img.set(i, scale(base, (0.72 + lip * 0.28) * (0.95 + g * 0.1)));
      img.setHeight(i, vertical ? lip * 2 : lb * 4 + g * 0.3);
    }
  }
  return finish(img, [boards * boardH, boards * boardH], 1.2);
}

export function stucco(seed: number, base: RGB, sizeM = 2): TexSet {
  const N = 512;
  const img = new Img(N, N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const low = fbm(u, v, 3, 3, 4, seed);
      const grain = fbm(u, v, 64, 64, 3, seed + 1);
      const i = y * N + x;
      img.set(i, scale(base, 0.95 + (low - 0.5) * 0.1 + (grain - 0.5) * 0.08));
      img.setHeight(i, grain * 4);
    }
  }
  return finish(img, [sizeM, sizeM], 1);
}

export function roofTiles(seed: number, kind: 'terracotta' | 'shingle' | 'metal'): TexSet {
  const N = 512;
  const img = new Img(N, N);
  const sizeM = kind === 'metal' ? 2.4 : 2;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = x / N;
      const v = y / N;
      const i = y * N + x;
      const m = fbm(u, v, 8, 8, 3, seed);
      if (kind === 'terracotta') {
        const cols = 10;
        const rows = 6;
        const r = Math.floor(v * rows);
        const lv = (v * rows) % 1;
        const lu = (u * cols + (r % 2) * 0.5) % 1;
        const c = Math.floor(u * cols + (r % 2) * 0.5);
        const barrel = Math.sin(lu * Math.PI);
        const tint = 0.8 + hash2(c, r, seed) * 0.35;
        const base = mix(rgb(0xb5603a), rgb(0x8c4a2f), hash2(c, r, seed + 1));
        const overlap = smooth(0.0, 0.12, lv);
        img.set(
          i,
          scale(base, tint * (0.45 + barrel * 0.55) * (0.6 + overlap * 0.4) * (0.9 + m * 0.2)),
        );
        img.setHeight(i, barrel * 4 + lv * 2);
      } else if (kind === 'shingle') {
        const cols = 12;
        const rows = 10;
        const r = Math.floor(v * rows);
        const lv = (v * rows) % 1;
        const lu = (u * cols + hash2(r, 0, seed) * 0.8) % 1;
        const c = Math.floor(u * cols + hash2(r, 0, seed) * 0.8);
        const gap = smooth(0, 0.03, Math.min(lu, 1 - lu));
        const tint = 0.75 + hash2(c, r, seed) * 0.3;
        const grit = hash2(x, y, seed + 2) * 0.25;
        const shade = smooth(0.0, 0.15, lv);
        img.set(i, scale(rgb(0x4a4643), tint * (0.55 + 0.45 * shade * gap) * (0.87 + grit)));
        img.setHeight(i, lv * 2 + grit);
      } else {
        const cols = 8;
        const lu = (u * cols) % 1;
        const seam = 1 - smooth(0, 0.03, Math.abs(lu - 0.5));
        img.set(i, scale(rgb(0x3b3f42), 0.9 + m * 0.12 + seam * 0.15));
        img.setHeight(i, seam * 4);
        img.setRough(i, 0.45);
      }
    }
  }
  return finish(img, [sizeM, sizeM], 1.5);
}

export function pavers(seed: number, base: RGB, sizeM = 2.4): TexSet {
  return tiles(seed, {
    cols: 6,
    rows: 12,
    tileW: sizeM / 6,
    tileH: sizeM / 12,
    bond: 0.5,
    grout: scale(base, 0.55),
    groutWidth: 0.008,
    colours: [base, scale(base, 0.92), scale(base, 1.06)],
    mottle: 0.35,
    soft: true,
    res: 512,
  });
}

// ---------------------------------------------------------------------------------------------
// Rugs and pictures: whole images, not tiled.
// ---------------------------------------------------------------------------------------------

export type RugKind = 'stripe' | 'kilim' | 'medallion' | 'jute' | 'shag' | 'bath';

export function rug(seed: number, kind: RugKind, colours: RGB[], sizeM: [number, number]): TexSet {
  const W = 1024;
  const H = Math.round((W * sizeM[1]) / sizeM[0]);
  const img = new Img(W, H);
  const c0 = colours[0]!;
  const c1 = colours[1] ?? c0;
  const c2 = colours[2] ?? c1;
  const c3 = colours[3] ?? c2;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const u = x / W;
      const v = y / H;
      const um = u * sizeM[0];
      const vm = v * sizeM[1];
      const i = y * W + x;
      const knot = vnoise(u * 300, v * 300 * (sizeM[1] / sizeM[0]), 300, 300, seed);
      const wear = fbm(u, v, 5, 5, 3, seed + 1);
      const border = Math.min(um, sizeM[0] - um, vm, sizeM[1] - vm);
      let c: RGB = c0;
      if (kind === 'stripe') {
        const band = Math.floor(vm / 0.09 + wear * 0.4);
        c = band % 7 === 0 ? c1 : band % 7 === 3 ? c2 : c0;
        if (border < 0.05) c = c1;
      } else if (kind === 'kilim') {
        const cx = (um % 0.5) - 0.25;
        const cy = (vm % 0.6) - 0.3;
        const d = Math.abs(cx) / 0.25 + Math.abs(cy) / 0.3;
        const ring = Math.floor(d * 4);
        c = [c0, c1, c2, c3, c0][Math.min(4, ring)]!;
        if (border < 0.16) c = Math.floor(border / 0.04) % 2 === 0 ? c2 : c1;
        if (border < 0.045) c = c3;
        const zig = Math.abs(((um * 10) % 2) - 1) * 0.04;
        if (Math.abs(border - 0.1 - zig) < 0.012) c = c0;
      } else if (kind === 'medallion') {
        const dx = (um - sizeM[0] / 2) / (sizeM[0] / 2);
        const dy = (vm - sizeM[1] / 2) / (sizeM[1] / 2);
        const r = Math.hypot(dx * 1.1, dy);
        const petals = Math.cos(Math.atan2(dy, dx) * 8) * 0.06;
        c = c0;
        if (r + petals < 0.32) c = c1;
        if (r + petals < 0.22) c = c2;
        if (r + petals < 0.1) c = c1;
        if (border < 0.22) c = c1;
        if (border < 0.16) c = (Math.floor(um * 8) + Math.floor(vm * 8)) % 2 === 0 ? c2 : c0;
        if (border < 0.06) c = c1;
      } else if (kind === 'jute') {
        const ring = Math.sin(Math.hypot(um - sizeM[0] / 2, vm - sizeM[1] / 2) * 80 * Math.PI);
        c = scale(c0, 0.88 + ring * 0.08);
        if (border < 0.05) c = c1;
      } else if (kind === 'shag') {
        c = scale(c0, 0.85 + knot * 0.3);
      } else {
        const rib = Math.sin(um * 60 * Math.PI);
        c = scale(c0, 0.9 + rib * 0.05);
      }
      const fibre = kind === 'shag' ? knot * 0.35 : knot * 0.16;
      img.set(i, scale(c, 0.88 + fibre + (wear - 0.5) * 0.12));
      img.setHeight(i, knot * (kind === 'shag' ? 3 : 1.2));
    }
  }
  const t = finish(img, sizeM, 0.8);
  for (const tex of [t.map, t.normalMap]) {
    if (!tex) continue;
    tex.wrapS = THREE.ClampToEdgeWrapping;
    tex.wrapT = THREE.ClampToEdgeWrapping;
  }
  return t;
}

export type ArtKind = 'lines' | 'shapes' | 'sea' | 'botanical' | 'grid';

/** Generated artwork for frames: abstract, never representational beyond a horizon. */
export function artwork(seed: number, kind: ArtKind, colours: RGB[], aspect: number): TexSet {
  const W = 512;
  const H = Math.round(W / aspect);
  const img = new Img(W, H);
  const rng = new Rng(seed);
  const bg = colours[0]!;
  const blobs = Array.from({ length: 7 }, () => ({
    x: rng.float(),
    y: rng.float(),
    r: rng.range(0.08, 0.3),
    c: colours[1 + rng.int(0, colours.length - 2)]!,
  }));
  const lines = Array.from({ length: 9 }, () => ({
    a: rng.range(0, Math.PI),
    d: rng.range(-0.4, 0.4),
  }));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const u = x / W;
      const v = y / H;
      const i = y * W + x;
      const paper = fbm(u, v, 30, 30, 2, seed) * 0.05;
      let c: RGB = bg;
      if (kind === 'shapes') {
        for (const b of blobs) {
          const d = Math.hypot((u - b.x) * aspect, v - b.y);
          if (d < b.r) c = b.c;
        }
      } else if (kind === 'lines') {
        for (const l of lines) {
          const d = Math.abs((u - 0.5) * Math.cos(l.a) + (v - 0.5) * Math.sin(l.a) - l.d);
          if (d < 0.004) c = colours[1]!;
        }
        if (Math.hypot(u - 0.62, v - 0.38) < 0.16) c = colours[2] ?? colours[1]!;
      } else if (kind === 'sea') {
        const horizon = 0.55 + Math.sin(u * 6) * 0.01;
        if (v > horizon) c = mix(colours[2]!, colours[3] ?? colours[2]!, (v - horizon) * 2);
        else c = mix(colours[1]!, bg, v / horizon);
        if (Math.hypot(u - 0.7, v - 0.35) < 0.07) c = colours[4] ?? [1, 0.95, 0.8];
      } else if (kind === 'botanical') {
        const stem = Math.abs(u - 0.5 - Math.sin(v * 5) * 0.04);
        if (stem < 0.006 && v > 0.15) c = colours[1]!;
        for (let k = 0; k < 7; k++) {
          const ly = 0.2 + k * 0.1;
          const side = k % 2 === 0 ? 1 : -1;
          const lx = 0.5 + side * 0.1;
          const d = Math.hypot((u - lx) * 1.4, (v - ly) * 3.2);
          if (d < 0.1) c = colours[1 + (k % (colours.length - 1))]!;
        }
      } else {
        const gx = Math.floor(u * 4);
        const gy = Math.floor(v * 5);
        c = colours[(gx * 3 + gy * 7 + (seed % 5)) % colours.length]!;
        if (Math.min((u * 4) % 1, (v * 5) % 1) < 0.04) c = bg;
      }
      const edge = Math.min(u, 1 - u, v, 1 - v);
      if (edge < 0.06) c = [0.95, 0.94, 0.91];
      img.set(i, scale(c, 0.97 + paper));
    }
  }
  const t = finish(img, [1, 1]);
  t.map.wrapS = THREE.ClampToEdgeWrapping;
  t.map.wrapT = THREE.ClampToEdgeWrapping;
  return t;
}

/** Soft rounded-rectangle blob used as a contact shadow under furniture (alpha in red). */
export function contactShadow(): TexSet {
  const N = 128;
  const img = new Img(N, N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const u = (x + 0.5) / N - 0.5;
      const v = (y + 0.5) / N - 0.5;
      const dx = Math.max(Math.abs(u) - 0.2, 0);
      const dy = Math.max(Math.abs(v) - 0.2, 0);
      const d = Math.hypot(dx, dy) / 0.3;
      const a = Math.pow(clamp01(1 - d), 2.2);
      img.set(y * N + x, [a, a, a]);
    }
  }
  const t = finish(img, [1, 1]);
  t.map.colorSpace = THREE.NoColorSpace;
  t.map.wrapS = THREE.ClampToEdgeWrapping;
  t.map.wrapT = THREE.ClampToEdgeWrapping;
  return t;
}
