/**
 * The stager page (browser entry, bundled by staging/bundle.ts): draws the placed catalogue
 * pieces alone, with the photo's camera, and hands back a colour pass (RGBA, straight alpha,
 * transparent background) and a shadow pass (one channel: the shadows and contact occlusion the
 * pieces cast on an invisible floor at y = 0). Exposed as `window.hdsStage`.
 *
 * Passes, on one canvas (tone mapping and sRGB output apply only when drawing to the canvas):
 * 1. colour — the pieces (layer 0), lit by a shadowed directional key light and a hemisphere
 *    fill plus the studio environment, ACES tone mapping, sRGB, cleared to transparent black;
 *    the canvas's multisampled edges come out premultiplied and are un-premultiplied here.
 * 2. shadow — only layer 1 is drawn: a floor plane with THREE.ShadowMaterial (receives the key
 *    light's shadow map, which the pieces cast through layer 2) and the builders' soft contact
 *    blobs; the shadow is the alpha the two leave on a transparent canvas.
 */
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { CameraModel, StagingLight, StagingRenderRequest, StagingStyle } from '../contract.ts';
import { pieceById } from '../catalogue.ts';
import type { RenderSpec } from '../scene/spec.ts';
import { Rng } from '../scene/random.ts';
import { takeCreatedTextures } from '../scene/textures.ts';
import { World } from '../scene/world.ts';
import { PIECE_IDS, buildPiece, solidBounds } from './pieces.ts';
import { STYLE_VARIANTS, stagingPalette } from './styles.ts';

/**
 * What the page returns: the bytes cover `box` (w·h·5: RGBA rows, then the shadow channel), in
 * `data` as base64 or POSTed to the upload URL.
 */
export interface StageResult {
  width: number;
  height: number;
  /** The region the bytes cover: x, y (top row), width, height; all else is zero. */
  box: [number, number, number, number];
  data: string;
  ms: number;
  timings: Record<string, number>;
}

const COLOR_LAYER = 0;
const SHADOW_LAYER = 1;
const CASTER_LAYER = 2;

/** Light levels (× light.exposure), tuned against the sample renders' furniture in daylight. */
export const KEY_INTENSITY = 2.1;
export const HEMI_INTENSITY = 1.15;
export const ENV_INTENSITY = 0.35;
/** Elevation of the key light is kept within this range (degrees): daylight through windows. */
const MIN_ELEVATION = 40;
const MAX_ELEVATION = 70;

let renderer: THREE.WebGLRenderer | null = null;
let readback: { colour: Uint8Array; shade: Uint8Array } | null = null;
let studio: THREE.Texture | null = null;

function getRenderer(width: number, height: number): THREE.WebGLRenderer {
  if (!renderer) {
    // Not attached to the document: a canvas on the page is composited after every render,
    // which SwiftShader pays for (seconds at 12 MP) before the answer can leave the page.
    const canvas = document.createElement('canvas');
    const r = new THREE.WebGLRenderer({
      canvas,
      antialias: true,
      alpha: true,
      premultipliedAlpha: false,
      preserveDrawingBuffer: true,
      powerPreference: 'high-performance',
    });
    r.setPixelRatio(1);
    r.shadowMap.enabled = true;
    r.shadowMap.type = THREE.PCFShadowMap;
    r.toneMapping = THREE.ACESFilmicToneMapping;
    r.outputColorSpace = THREE.SRGBColorSpace;
    renderer = r;
  }
  const size = renderer.getSize(new THREE.Vector2());
  if (size.x !== width || size.y !== height) renderer.setSize(width, height, false);
  return renderer;
}

function studioEnvironment(r: THREE.WebGLRenderer): THREE.Texture {
  if (studio) return studio;
  const pmrem = new THREE.PMREMGenerator(r);
  const room = new RoomEnvironment();
  studio = pmrem.fromScene(room, 0.04).texture;
  room.dispose();
  pmrem.dispose();
  return studio;
}

/**
 * The photo's camera: position (0, eyeHeight, 0), rotation order 'YXZ', rotation.x = −pitch,
 * rotation.z = roll, and a projection with the principal point at (cx, cy) — the mapping of
 * packages/engine/src/local/furnish/projection.ts.
 */
export function stagingCamera(c: CameraModel): THREE.PerspectiveCamera {
  const near = 0.05;
  const far = 200;
  const cam = new THREE.PerspectiveCamera(
    (2 * Math.atan(c.imageHeight / 2 / c.focalPx) * 180) / Math.PI,
    c.width / c.imageHeight,
    near,
    far,
  );
  cam.position.set(0, c.eyeHeight, 0);
  cam.rotation.order = 'YXZ';
  cam.rotation.set(-c.pitch, 0, c.roll);
  const k = near / c.focalPx;
  cam.projectionMatrix.makePerspective(
    -c.cx * k,
    (c.width - c.cx) * k,
    c.cy * k,
    -(c.imageHeight - c.cy) * k,
    near,
    far,
  );
  cam.projectionMatrixInverse.copy(cam.projectionMatrix).invert();
  cam.updateMatrixWorld(true);
  return cam;
}

/** sRGB-ish colour of a black body at `kelvin` (Tanner Helland's fit), brightest channel 1. */
export function kelvinColor(kelvin: number): THREE.Color {
  const t = Math.min(Math.max(kelvin, 1500), 15000) / 100;
  const r = t <= 66 ? 255 : 329.698727446 * Math.pow(t - 60, -0.1332047592);
  const g =
    t <= 66
      ? 99.4708025861 * Math.log(t) - 161.1195681661
      : 288.1221695283 * Math.pow(t - 60, -0.0755148492);
  const b = t >= 66 ? 255 : t <= 19 ? 0 : 138.5177312231 * Math.log(t - 10) - 305.0447927307;
  const clamp = (v: number) => Math.min(Math.max(v, 0), 255) / 255;
  const rgb = [clamp(r), clamp(g), clamp(b)];
  const max = Math.max(...rgb, 1e-6);
  return new THREE.Color().setRGB(
    rgb[0]! / max,
    rgb[1]! / max,
    rgb[2]! / max,
    THREE.SRGBColorSpace,
  );
}

/** The key light's direction with its elevation kept to daylight through a window. */
export function keyDirection(light: StagingLight): THREE.Vector3 {
  const d = new THREE.Vector3(...light.direction);
  if (!(d.lengthSq() > 1e-12)) d.set(0, 1, -1);
  d.normalize();
  const horiz = Math.hypot(d.x, d.z);
  const el = THREE.MathUtils.clamp(
    THREE.MathUtils.radToDeg(Math.atan2(d.y, horiz)),
    MIN_ELEVATION,
    MAX_ELEVATION,
  );
  const az = horiz > 1e-6 ? Math.atan2(d.x, d.z) : Math.PI;
  const e = THREE.MathUtils.degToRad(el);
  return new THREE.Vector3(Math.cos(e) * Math.sin(az), Math.sin(e), Math.cos(e) * Math.cos(az));
}

function stagingSpec(style: StagingStyle, seed: number): RenderSpec {
  return {
    id: `staging/${style}`,
    room: 'living_room',
    style: STYLE_VARIANTS[style].base,
    lighting: 'daylight',
    furnished: true,
    seed: seed >>> 0,
  };
}

/** Native base64 (FileReader), much faster than btoa over a string for megabytes. */
function toBase64(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = reader.result as string;
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('base64 failed'));
    reader.readAsDataURL(new Blob([bytes]));
  });
}

/**
 * Renders `req`. With `upload` (a same-origin URL), the bytes are POSTed there (raw binary: the
 * fast way back to Node) and `data` is empty; without, `data` carries them as base64.
 */
/**
 * The part of the frame the pieces touch (alpha or shadow > 0), top row first, as the colour
 * (RGBA, un-premultiplied: the canvas's multisampled edges over transparent black come out
 * premultiplied) followed by the shadow channel. Rows outside it are zero and not sent: a room's
 * furniture covers a third to a half of the picture.
 */
function pack(
  colour: Uint8Array,
  shade: Uint8Array,
  width: number,
  height: number,
): { box: [number, number, number, number]; bytes: Uint8Array<ArrayBuffer> } {
  // Bounding box in GL rows (bottom first).
  let x0 = width;
  let x1 = -1;
  let y0 = height;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    let i = y * width * 4 + 3;
    let rowMin = -1;
    let rowMax = -1;
    for (let x = 0; x < width; x++, i += 4) {
      if (colour[i] !== 0 || shade[i] !== 0) {
        if (rowMin < 0) rowMin = x;
        rowMax = x;
      }
    }
    if (rowMin >= 0) {
      if (rowMin < x0) x0 = rowMin;
      if (rowMax > x1) x1 = rowMax;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  if (x1 < 0) return { box: [0, 0, 0, 0], bytes: new Uint8Array(0) };
  const bw = x1 - x0 + 1;
  const bh = y1 - y0 + 1;
  const out = new Uint8Array(bw * bh * 5);
  const base = bw * bh * 4;
  // Output row r (top first) is GL row height − 1 − top − r, where top = height − 1 − y1.
  for (let r = 0; r < bh; r++) {
    const gy = y1 - r;
    let i = (gy * width + x0) * 4;
    let o = r * bw * 4;
    let so = base + r * bw;
    for (let x = 0; x < bw; x++, i += 4, o += 4, so++) {
      out[so] = shade[i + 3]!;
      const a = colour[i + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        out[o] = colour[i]!;
        out[o + 1] = colour[i + 1]!;
        out[o + 2] = colour[i + 2]!;
      } else {
        const k = 255 / a;
        out[o] = Math.min(255, Math.round(colour[i]! * k));
        out[o + 1] = Math.min(255, Math.round(colour[i + 1]! * k));
        out[o + 2] = Math.min(255, Math.round(colour[i + 2]! * k));
      }
      out[o + 3] = a;
    }
  }
  return { box: [x0, height - 1 - y1, bw, bh], bytes: out };
}

async function stage(req: StagingRenderRequest, upload?: string): Promise<StageResult> {
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  let last = t0;
  const mark = (k: string) => {
    const now = performance.now();
    timings[k] = Math.round(now - last);
    last = now;
  };
  const { camera } = req;
  const width = Math.round(camera.width);
  const height = Math.round(camera.imageHeight);
  const r = getRenderer(width, height);
  const world = new World(stagingSpec(req.style, req.seed));
  const scene = world.scene;
  const pal = stagingPalette(world, req.style);
  const rng = new Rng(req.seed >>> 0);

  // Pieces.
  const bounds = new THREE.Box3();
  for (const [i, p] of req.placements.entries()) {
    if (!pieceById(p.pieceId)) throw new Error(`unknown piece ${p.pieceId}`);
    const piece = buildPiece(world, pal, rng.fork(i + 1), req.style, p.pieceId);
    piece.position.set(p.x, 0, p.z);
    piece.rotation.y = p.rotationY;
    piece.scale.setScalar(p.scale > 0 ? p.scale : 1);
    scene.add(piece);
    piece.traverse((o) => {
      if (o.userData.blob) {
        o.layers.set(SHADOW_LAYER);
      } else if (o instanceof THREE.Mesh) {
        o.layers.set(COLOR_LAYER);
        o.layers.enable(CASTER_LAYER);
      }
    });
    bounds.union(solidBounds(piece));
  }
  // Lamps stay off (a daylight photo); the builders leave their glow at zero.
  for (const l of world.lamps) for (const m of l.glow) m.emissiveIntensity = 0;
  mark('build');

  // Invisible floor that only receives shadows.
  const light = req.light;
  const exposure = Number.isFinite(light.exposure) && light.exposure > 0 ? light.exposure : 1;
  // Daylight through a window is soft: the key's shadow takes away its share of the light, less
  // the bounce the floor still gets from the room.
  const keyShare = (0.8 * KEY_INTENSITY) / (KEY_INTENSITY + HEMI_INTENSITY * 1.6);
  const floorMat = new THREE.ShadowMaterial({ color: 0x000000, opacity: keyShare });
  floorMat.depthWrite = false;
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(400, 400), floorMat);
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  floor.layers.set(SHADOW_LAYER);
  floor.renderOrder = 0;
  scene.add(floor);

  // Light.
  const tint = kelvinColor(light.kelvin);
  const hemi = new THREE.HemisphereLight(
    tint.clone().lerp(new THREE.Color(0xd8e6ff), 0.25),
    new THREE.Color(0x9c8a74),
    HEMI_INTENSITY * exposure,
  );
  hemi.layers.enableAll();
  scene.add(hemi);
  const key = new THREE.DirectionalLight(tint, KEY_INTENSITY * exposure);
  const centre = bounds.isEmpty()
    ? new THREE.Vector3(0, 0, -3)
    : bounds.getCenter(new THREE.Vector3());
  const radius = bounds.isEmpty() ? 3 : bounds.getSize(new THREE.Vector3()).length() / 2 + 0.5;
  key.position.copy(centre).addScaledVector(keyDirection(light), radius + 10);
  key.target.position.copy(centre);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  const sc = key.shadow.camera;
  sc.left = -radius;
  sc.right = radius;
  sc.top = radius;
  sc.bottom = -radius;
  sc.near = 1;
  sc.far = 2 * radius + 20;
  sc.layers.set(CASTER_LAYER);
  key.shadow.bias = -0.0003;
  key.shadow.normalBias = 0.02;
  key.shadow.radius = 9;
  key.layers.enableAll();
  scene.add(key, key.target);
  scene.environment = studioEnvironment(r);
  scene.environmentIntensity = ENV_INTENSITY * exposure;
  r.toneMappingExposure = 1;

  const cam = stagingCamera(camera);
  const gl = r.getContext();
  const n = width * height;
  // Readback buffers are kept between renders of one size: allocating 2 × 4 bytes a pixel
  // each time (96 MB at 12 MP) brought on a full garbage collection after every render.
  if (!readback || readback.colour.length !== n * 4) {
    readback = { colour: new Uint8Array(n * 4), shade: new Uint8Array(n * 4) };
  }
  const { colour, shade } = readback;

  // Pass 1: colour.
  r.shadowMap.autoUpdate = true;
  r.shadowMap.needsUpdate = true;
  cam.layers.set(COLOR_LAYER);
  r.setRenderTarget(null);
  r.setClearColor(0x000000, 0);
  r.render(scene, cam);
  mark('color');
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, colour);
  mark('readColor');

  // Pass 2: shadow (the shadow map of pass 1 is reused).
  r.shadowMap.autoUpdate = false;
  cam.layers.set(SHADOW_LAYER);
  r.setClearColor(0x000000, 0);
  r.render(scene, cam);
  r.shadowMap.autoUpdate = true;
  mark('shadow');
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, shade);
  mark('readShadow');
  const out = pack(colour, shade, width, height);
  mark('pack');
  floor.geometry.dispose();
  floorMat.dispose();
  key.dispose();
  key.shadow.dispose();
  world.dispose();
  for (const t of takeCreatedTextures()) t.dispose();
  r.renderLists.dispose();
  let data = '';
  if (upload) {
    // The answer travels with the bytes (header), so Node need not wait for evaluate's reply,
    // which came seconds after the page had finished on the loaded 2-core machine.
    const meta: Omit<StageResult, 'data'> = {
      width,
      height,
      box: out.box,
      ms: Math.round(performance.now() - t0),
      timings,
    };
    const res = await fetch(upload, {
      method: 'POST',
      body: out.bytes,
      headers: { 'content-type': 'application/octet-stream', 'x-hds-stage': JSON.stringify(meta) },
    });
    if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  } else {
    data = await toBase64(out.bytes);
    mark('base64');
  }
  return { width, height, box: out.box, data, ms: Math.round(performance.now() - t0), timings };
}

/**
 * The real size of every catalogue piece in `style` (solid bounds, blobs excluded), metres:
 * [width along x, depth along z, height]. For checking staging/catalogue.ts against the builders.
 */
function measure(style: StagingStyle): Record<string, [number, number, number]> {
  const world = new World(stagingSpec(style, 1));
  const pal = stagingPalette(world, style);
  const rng = new Rng(1);
  const out: Record<string, [number, number, number]> = {};
  for (const id of PIECE_IDS) {
    const b = solidBounds(buildPiece(world, pal, rng.fork(1), style, id));
    const size = b.getSize(new THREE.Vector3());
    out[id] = [size.x, size.z, b.max.y];
  }
  world.dispose();
  for (const t of takeCreatedTextures()) t.dispose();
  return out;
}

declare global {
  interface Window {
    hdsStage: typeof stage;
    hdsStageMeasure: typeof measure;
  }
}

window.hdsStage = stage;
window.hdsStageMeasure = measure;
