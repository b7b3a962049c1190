/**
 * Browser entry: builds one scene, renders the beauty pass (supersampled) and the flat id pass,
 * and hands both back to Node. Exposed as `window.hdsRender`.
 */
import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { LightProbeGenerator } from 'three/examples/jsm/lights/LightProbeGenerator.js';
import { HEIGHT, ID, SUPERSAMPLE, WIDTH } from '../lib/specs.ts';
import type { BrowserResult, IdLegendEntry, RenderSpec } from '../lib/specs.ts';
import { applyLighting } from './lighting.ts';
import { mergeStatic } from './optimize.ts';
import { mulberry32 } from '@hds/stager/scene/random.ts';
import { buildRoom } from './rooms/index.ts';
import { takeCreatedTextures } from '@hds/stager/scene/textures.ts';
import { World } from '@hds/stager/scene/world.ts';

let renderer: THREE.WebGLRenderer | null = null;
/** Output size the renderer is set to (the sample set's WIDTH x HEIGHT unless a spec asks). */
let outW = WIDTH;
let outH = HEIGHT;
/** Brightness of the room capture in mirrors, which lacks the bounce light of the final image. */
const MIRROR_BOOST = 1.6;
let studio: THREE.Texture | null = null;

/** A neutral studio environment for reflections, prefiltered once per session. */
function studioEnvironment(r: THREE.WebGLRenderer): THREE.Texture {
  if (studio) return studio;
  const pmrem = new THREE.PMREMGenerator(r);
  const room = new RoomEnvironment();
  studio = pmrem.fromScene(room, 0.04).texture;
  room.dispose();
  pmrem.dispose();
  return studio;
}

function getRenderer(width = outW, height = outH): THREE.WebGLRenderer {
  if (renderer) {
    if (width !== outW || height !== outH) {
      renderer.setSize(width * SUPERSAMPLE, height * SUPERSAMPLE, false);
      outW = width;
      outH = height;
    }
    return renderer;
  }
  outW = width;
  outH = height;
  const canvas = document.createElement('canvas');
  canvas.width = outW * SUPERSAMPLE;
  canvas.height = outH * SUPERSAMPLE;
  document.body.appendChild(canvas);
  const r = new THREE.WebGLRenderer({
    canvas,
    antialias: true,
    alpha: false,
    preserveDrawingBuffer: true,
    stencil: true,
    powerPreference: 'high-performance',
  });
  r.setPixelRatio(1);
  r.setSize(outW * SUPERSAMPLE, outH * SUPERSAMPLE, false);
  r.shadowMap.enabled = true;
  r.shadowMap.type = THREE.PCFShadowMap;
  r.toneMapping = THREE.ACESFilmicToneMapping;
  r.outputColorSpace = THREE.SRGBColorSpace;
  renderer = r;
  return r;
}

const STRUCTURE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ID).map(([k, v]) => [v, k]),
);

function idMaterial(id: number, side: THREE.Side): THREE.ShaderMaterial {
  // One shader source for every id (the id is a uniform), so it compiles once.
  return new THREE.ShaderMaterial({
    side,
    uniforms: { id: { value: id / 255 } },
    vertexShader:
      'void main() { gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
    fragmentShader: 'uniform float id; void main() { gl_FragColor = vec4(id, 0.0, 0.0, 1.0); }',
  });
}

function maskIdOf(o: THREE.Object3D): number | null {
  let cur: THREE.Object3D | null = o;
  while (cur) {
    if (cur.userData.noId) return null;
    if (typeof cur.userData.maskId === 'number') return cur.userData.maskId as number;
    cur = cur.parent;
  }
  return ID.void;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    s += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(s);
}

/** Reads the supersampled canvas and box-filters it down to w x h RGB, top row first. */
function readBeauty(r: THREE.WebGLRenderer, w = outW, h = outH): Uint8Array {
  const gl = r.getContext();
  const sw = w * SUPERSAMPLE;
  const sh = h * SUPERSAMPLE;
  const px = new Uint8Array(sw * sh * 4);
  gl.readPixels(0, 0, sw, sh, gl.RGBA, gl.UNSIGNED_BYTE, px);
  const out = new Uint8Array(w * h * 3);
  const k = SUPERSAMPLE * SUPERSAMPLE;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r0 = 0;
      let g0 = 0;
      let b0 = 0;
      for (let dy = 0; dy < SUPERSAMPLE; dy++) {
        // GL rows start at the bottom.
        const sy = sh - 1 - (y * SUPERSAMPLE + dy);
        let i = (sy * sw + x * SUPERSAMPLE) * 4;
        for (let dx = 0; dx < SUPERSAMPLE; dx++) {
          r0 += px[i]!;
          g0 += px[i + 1]!;
          b0 += px[i + 2]!;
          i += 4;
        }
      }
      const o = (y * w + x) * 3;
      out[o] = Math.round(r0 / k);
      out[o + 1] = Math.round(g0 / k);
      out[o + 2] = Math.round(b0 / k);
    }
  }
  return out;
}

function renderIds(r: THREE.WebGLRenderer, world: World): Uint8Array {
  const target = new THREE.WebGLRenderTarget(WIDTH, HEIGHT, {
    type: THREE.UnsignedByteType,
    format: THREE.RGBAFormat,
    depthBuffer: true,
    samples: 0,
    minFilter: THREE.NearestFilter,
    magFilter: THREE.NearestFilter,
  });
  const saved = new Map<
    THREE.Mesh,
    { material: THREE.Material | THREE.Material[]; visible: boolean }
  >();
  const mats = new Map<string, THREE.ShaderMaterial>();
  const hiddenOther: THREE.Object3D[] = [];
  world.scene.traverse((o) => {
    if (o instanceof THREE.Mesh) {
      saved.set(o, { material: o.material, visible: o.visible });
      const id = maskIdOf(o);
      if (id === null) {
        o.visible = false;
        return;
      }
      const base = Array.isArray(o.material) ? o.material[0] : o.material;
      const side = base?.side ?? THREE.FrontSide;
      const key = `${id}:${side}`;
      let m = mats.get(key);
      if (!m) {
        m = idMaterial(id, side);
        mats.set(key, m);
      }
      o.material = m;
    } else if ((o as THREE.Object3D & { isPoints?: boolean; isLine?: boolean }).isLine) {
      if (o.visible) hiddenOther.push(o);
      o.visible = false;
    }
  });
  const prevTone = r.toneMapping;
  const shadows = r.shadowMap.enabled;
  r.shadowMap.enabled = false;
  const bg = world.scene.background;
  const fog = world.scene.fog;
  world.scene.background = null;
  world.scene.fog = null;
  r.setRenderTarget(target);
  r.setClearColor(0x000000, 1);
  r.clear();
  r.render(world.scene, world.camera);
  const px = new Uint8Array(WIDTH * HEIGHT * 4);
  r.readRenderTargetPixels(target, 0, 0, WIDTH, HEIGHT, px);
  r.setRenderTarget(null);
  r.shadowMap.enabled = shadows;
  r.toneMapping = prevTone;
  world.scene.background = bg;
  world.scene.fog = fog;
  for (const [mesh, s] of saved) {
    mesh.material = s.material;
    mesh.visible = s.visible;
  }
  for (const o of hiddenOther) o.visible = true;
  target.dispose();
  const ids = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const src = (HEIGHT - 1 - y) * WIDTH;
    for (let x = 0; x < WIDTH; x++) ids[y * WIDTH + x] = px[(src + x) * 4]!;
  }
  return ids;
}

export async function render(spec: RenderSpec): Promise<BrowserResult> {
  const t0 = performance.now();
  // Some three.js helpers reach for Math.random; make it a function of the spec.
  Math.random = mulberry32(spec.seed ^ 0x9e3779b9);
  const r = getRenderer(WIDTH, HEIGHT);
  const world = new World(spec);
  world.camera.aspect = WIDTH / HEIGHT;
  const marks: [string, number][] = [];
  const sync = new Uint8Array(4);
  const mark = (name: string) => {
    const gl = getRenderer().getContext();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, sync);
    marks.push([name, performance.now()]);
  };
  mark('start');
  buildRoom(world);
  mark('build');
  const preset = applyLighting(world, spec.lighting);
  world.camera.updateProjectionMatrix();
  mergeStatic(world.scene);
  world.scene.updateMatrixWorld(true);

  // Bounce light: capture the directly lit scene from inside the room and turn it into an
  // L2 spherical-harmonics light probe (diffuse), plus a shared studio environment for
  // specular reflections. (A per-scene PMREM costs SwiftShader more than the render.)
  const cubeTarget = new THREE.WebGLCubeRenderTarget(128, { type: THREE.HalfFloatType });
  const cubeCamera = new THREE.CubeCamera(0.05, 2000, cubeTarget);
  cubeCamera.position.copy(world.probe);
  world.scene.add(cubeCamera);
  // The scene is static: render shadow maps once (on the first cube face) and reuse them.
  r.shadowMap.autoUpdate = false;
  r.shadowMap.needsUpdate = true;
  cubeCamera.update(r, world.scene);
  world.scene.remove(cubeCamera);
  // Mirrors reflect the room itself: the studio environment made them read as switched-off
  // TV screens. The capture has no bounce light yet, hence the boost.
  for (const m of world.mirrors) {
    m.envMap = cubeTarget.texture;
    m.envMapIntensity = MIRROR_BOOST;
    m.needsUpdate = true;
  }
  mark('cube');
  const probe = await LightProbeGenerator.fromCubeRenderTarget(r, cubeTarget);
  probe.intensity = preset.bounce;
  world.scene.add(probe);
  world.scene.environment = studioEnvironment(r);
  world.scene.environmentIntensity = preset.envIntensity;
  mark('env');

  r.toneMappingExposure = preset.exposure;
  r.setRenderTarget(null);
  r.setClearColor(0x000000, 1);
  r.render(world.scene, world.camera);
  mark('beauty');
  const beauty = toBase64(readBeauty(r));
  mark('readback');

  const ids = renderIds(r, world);
  mark('ids');

  const legend: IdLegendEntry[] = [];
  for (const [k, v] of Object.entries(ID)) legend.push({ id: v, kind: 'structure', name: k });
  for (const o of world.objects)
    legend.push({ id: o.id, kind: 'object', name: o.category, label: o.label });

  let meshes = 0;
  let triangles = 0;
  world.scene.traverse((o) => {
    if (o instanceof THREE.Mesh) {
      meshes++;
      const g = o.geometry as THREE.BufferGeometry;
      triangles += (g.index ? g.index.count : g.getAttribute('position').count) / 3;
    }
  });

  // Free GPU memory before the next scene.
  cubeTarget.dispose();
  world.dispose();
  for (const t of takeCreatedTextures()) t.dispose();
  r.renderLists.dispose();

  return {
    beauty,
    ids: toBase64(ids),
    legend,
    stats: {
      meshes,
      triangles: Math.round(triangles),
      ms: Math.round(performance.now() - t0),
      phases: marks
        .slice(1)
        .map(([n, t], i) => `${n} ${((t - marks[i]![1]) / 1000).toFixed(1)}`)
        .join(', '),
    },
  };
}

/** The style preview's scene, built once and rendered once per wall paint. */
interface StyledScene {
  world: World;
  preset: ReturnType<typeof applyLighting>;
  cube: THREE.WebGLCubeRenderTarget;
  probe: THREE.LightProbe | null;
  width: number;
  height: number;
}
let styled: StyledScene | null = null;

/**
 * Builds the style preview's living room (`spec.wallPaint` is the first paint) for
 * renderStyledPaint. Shadow maps are rendered once; every paint re-captures the bounce light,
 * because the walls' colour is most of what the room reflects.
 */
export function beginStyled(spec: RenderSpec): { ms: number } {
  const t0 = performance.now();
  endStyled();
  Math.random = mulberry32(spec.seed ^ 0x9e3779b9);
  const width = spec.width ?? WIDTH;
  const height = spec.height ?? HEIGHT;
  const r = getRenderer(width, height);
  const world = new World(spec);
  world.camera.aspect = width / height;
  buildRoom(world);
  if (!world.paintMaterials.length) throw new Error(`${spec.id}: no painted walls (wallPaint?)`);
  const preset = applyLighting(world, spec.lighting);
  world.camera.updateProjectionMatrix();
  mergeStatic(world.scene);
  world.scene.updateMatrixWorld(true);
  r.shadowMap.autoUpdate = false;
  r.shadowMap.needsUpdate = true;
  const cube = new THREE.WebGLCubeRenderTarget(128, { type: THREE.HalfFloatType });
  styled = { world, preset, cube, probe: null, width, height };
  return { ms: Math.round(performance.now() - t0) };
}

/** Renders the styled scene with its walls in `paint` (sRGB hex): base64 RGB, top row first. */
export async function renderStyledPaint(paint: number): Promise<{ beauty: string; ms: number }> {
  if (!styled) throw new Error('beginStyled first');
  const t0 = performance.now();
  const { world, preset, cube, width, height } = styled;
  const r = getRenderer(width, height);
  for (const m of world.paintMaterials) m.color.setHex(paint);
  // Capture exactly as a fresh render does: no bounce probe, no environment, mirrors blank.
  if (styled.probe) world.scene.remove(styled.probe);
  world.scene.environment = null;
  for (const m of world.mirrors) {
    m.envMap = null;
    m.needsUpdate = true;
  }
  const cubeCamera = new THREE.CubeCamera(0.05, 2000, cube);
  cubeCamera.position.copy(world.probe);
  world.scene.add(cubeCamera);
  cubeCamera.update(r, world.scene);
  world.scene.remove(cubeCamera);
  for (const m of world.mirrors) {
    m.envMap = cube.texture;
    m.envMapIntensity = MIRROR_BOOST;
    m.needsUpdate = true;
  }
  const probe = await LightProbeGenerator.fromCubeRenderTarget(r, cube);
  probe.intensity = preset.bounce;
  world.scene.add(probe);
  styled.probe = probe;
  world.scene.environment = studioEnvironment(r);
  world.scene.environmentIntensity = preset.envIntensity;
  r.toneMappingExposure = preset.exposure;
  r.setRenderTarget(null);
  r.setClearColor(0x000000, 1);
  r.render(world.scene, world.camera);
  const beauty = toBase64(readBeauty(r, width, height));
  return { beauty, ms: Math.round(performance.now() - t0) };
}

export function endStyled(): void {
  if (!styled) return;
  styled.cube.dispose();
  styled.world.dispose();
  for (const t of takeCreatedTextures()) t.dispose();
  renderer?.renderLists.dispose();
  styled = null;
}

export { STRUCTURE_NAMES };

declare global {
  interface Window {
    hdsRender: typeof render;
    hdsStyled: {
      begin: typeof beginStyled;
      paint: typeof renderStyledPaint;
      end: typeof endStyled;
    };
  }
}

window.hdsRender = render;
window.hdsStyled = { begin: beginStyled, paint: renderStyledPaint, end: endStyled };
