/** The scene being assembled: meshes, registered objects (for masks), lamps and windows. */
import * as THREE from 'three';
import { FIRST_OBJECT_ID } from './spec.ts';
import type { Category, RenderSpec } from './spec.ts';
import { Rng } from './random.ts';
import type { TexSet } from './textures.ts';

type V3 = [number, number, number];

export interface SceneObject {
  id: number;
  category: Category;
  label: string;
  root: THREE.Object3D;
}

export interface LampInfo {
  /** Where the bulb is, in the lamp's local frame. */
  bulb: THREE.Object3D;
  kind: 'table' | 'floor' | 'pendant' | 'sconce' | 'desk' | 'ceiling' | 'porch';
  /** Materials that glow when the lamp is on. */
  glow: THREE.MeshStandardMaterial[];
  /** Relative brightness of this fixture. */
  power: number;
}

export interface WindowInfo {
  /** Centre of the opening on the room side, world space. */
  centre: THREE.Vector3;
  /** Unit normal pointing into the room. */
  normal: THREE.Vector3;
  width: number;
  height: number;
}

export interface MatOptions {
  color?: number | THREE.Color;
  roughness?: number;
  metalness?: number;
  tex?: TexSet;
  normalScale?: number;
  side?: THREE.Side;
  vertexColors?: boolean;
  emissive?: number;
  emissiveIntensity?: number;
  envMapIntensity?: number;
  transparent?: boolean;
  opacity?: number;
  flatShading?: boolean;
}

export interface PhysOptions extends MatOptions {
  sheen?: number;
  sheenColor?: number;
  sheenRoughness?: number;
  clearcoat?: number;
  clearcoatRoughness?: number;
  transmission?: number;
}

export class World {
  readonly scene = new THREE.Scene();
  readonly objects: SceneObject[] = [];
  readonly lamps: LampInfo[] = [];
  readonly windows: WindowInfo[] = [];
  /** Exterior glazing that glows warm at dusk. */
  readonly windowGlass: THREE.MeshStandardMaterial[] = [];
  /** Mirror glass: reflects the room's own capture (see index.ts), not the studio. */
  readonly mirrors: THREE.MeshStandardMaterial[] = [];
  /** The style preview's wall paint, recoloured per render (see index.ts renderStyled). */
  readonly paintMaterials: THREE.MeshStandardMaterial[] = [];
  /** Materials of the world outside (dimmed at night, see lighting). */
  readonly outdoorMaterials: THREE.MeshLambertMaterial[] = [];
  readonly rng: Rng;
  camera = new THREE.PerspectiveCamera(55, 1.5, 0.05, 2000);
  /** Box the sun's shadow camera must cover. */
  bounds = new THREE.Box3(new THREE.Vector3(-1, -1, -1), new THREE.Vector3(1, 1, 1));
  interior = true;
  /** Interior light level hint: small rooms with big windows need less fill. */
  fillScale = 1;
  /** Compass direction the sun comes from, degrees (0 = from +z, 90 = from +x). */
  sunAzimuth = 0;
  /** Sun direction for a low (golden hour) sun, so its patches land in view. */
  lowSunAzimuth: number | null = null;
  /** Where the environment (bounce light) probe is captured. */
  probe = new THREE.Vector3(0, 1.4, 0);
  private readonly materials: THREE.Material[] = [];
  private readonly geometries = new Set<THREE.BufferGeometry>();

  constructor(readonly spec: RenderSpec) {
    this.rng = new Rng(spec.seed);
  }

  std(o: MatOptions = {}): THREE.MeshStandardMaterial {
    const m = new THREE.MeshStandardMaterial();
    this.apply(m, o);
    return m;
  }

  phys(o: PhysOptions = {}): THREE.MeshPhysicalMaterial {
    const m = new THREE.MeshPhysicalMaterial();
    this.apply(m, o);
    if (o.sheen !== undefined) {
      m.sheen = o.sheen;
      m.sheenColor = new THREE.Color(o.sheenColor ?? 0xffffff);
      m.sheenRoughness = o.sheenRoughness ?? 0.6;
    }
    if (o.clearcoat !== undefined) {
      m.clearcoat = o.clearcoat;
      m.clearcoatRoughness = o.clearcoatRoughness ?? 0.2;
    }
    if (o.transmission !== undefined) m.transmission = o.transmission;
    return m;
  }

  /** Cheap diffuse material for distant things (SwiftShader pays per fragment, even hidden ones). */
  lambert(
    o: {
      color?: number | THREE.Color;
      tex?: TexSet;
      vertexColors?: boolean;
      flatShading?: boolean;
    } = {},
  ): THREE.MeshLambertMaterial {
    const m = new THREE.MeshLambertMaterial();
    if (o.color !== undefined) m.color = new THREE.Color(o.color);
    if (o.tex) m.map = o.tex.map;
    if (o.vertexColors) m.vertexColors = true;
    if (o.flatShading) m.flatShading = true;
    this.materials.push(m);
    this.outdoorMaterials.push(m);
    return m;
  }

  basic(
    color: number | THREE.Color,
    o: { transparent?: boolean; opacity?: number } = {},
  ): THREE.MeshBasicMaterial {
    const m = new THREE.MeshBasicMaterial({ color });
    if (o.transparent) {
      m.transparent = true;
      m.opacity = o.opacity ?? 1;
      m.depthWrite = false;
    }
    this.materials.push(m);
    return m;
  }

  track<T extends THREE.Material>(m: T): T {
    this.materials.push(m);
    return m;
  }

  private apply(m: THREE.MeshStandardMaterial, o: MatOptions): void {
    if (o.color !== undefined) m.color = new THREE.Color(o.color);
    m.roughness = o.roughness ?? 0.7;
    m.metalness = o.metalness ?? 0;
    if (o.tex) {
      m.map = o.tex.map;
      if (o.tex.normalMap) {
        m.normalMap = o.tex.normalMap;
        const s = (o.normalScale ?? 0.5) * o.tex.normalStrength;
        m.normalScale = new THREE.Vector2(s, s);
      }
      if (o.tex.roughnessMap) m.roughnessMap = o.tex.roughnessMap;
    }
    if (o.side !== undefined) m.side = o.side;
    if (o.vertexColors) m.vertexColors = true;
    if (o.emissive !== undefined) {
      m.emissive = new THREE.Color(o.emissive);
      m.emissiveIntensity = o.emissiveIntensity ?? 1;
    }
    if (o.envMapIntensity !== undefined) m.envMapIntensity = o.envMapIntensity;
    if (o.transparent) {
      m.transparent = true;
      m.opacity = o.opacity ?? 1;
    }
    if (o.flatShading) m.flatShading = true;
    this.materials.push(m);
  }

  /** A shadow-casting mesh at a position / rotation. */
  mesh(
    geo: THREE.BufferGeometry,
    mat: THREE.Material,
    pos: V3 = [0, 0, 0],
    rot: V3 = [0, 0, 0],
    shadows = true,
  ): THREE.Mesh {
    const m = new THREE.Mesh(geo, mat);
    m.position.set(...pos);
    m.rotation.set(...rot);
    m.castShadow = shadows;
    m.receiveShadow = true;
    this.geometries.add(geo);
    return m;
  }

  /** Adds structure (walls, floor, ...) with a fixed mask id. */
  structure(
    obj: THREE.Object3D,
    maskId: number,
    parent: THREE.Object3D = this.scene,
  ): THREE.Object3D {
    obj.userData.maskId = maskId;
    parent.add(obj);
    return obj;
  }

  /** Adds a detectable object; it gets its own instance id in the mask pass. */
  object(
    root: THREE.Object3D,
    category: Category,
    label: string,
    parent: THREE.Object3D = this.scene,
  ): SceneObject {
    const id = FIRST_OBJECT_ID + this.objects.length;
    if (id > 255) throw new Error('too many objects for an 8-bit id pass');
    root.userData.maskId = id;
    const o: SceneObject = { id, category, label, root };
    this.objects.push(o);
    parent.add(root);
    return o;
  }

  /** Objects that must not appear in the id pass (glass, contact shadows, light helpers). */
  static noId(obj: THREE.Object3D): THREE.Object3D {
    obj.userData.noId = true;
    return obj;
  }

  /**
   * Frees geometry and lights. Materials are deliberately not disposed: disposing the last
   * material of a shader program deletes the program, and SwiftShader takes seconds to compile
   * the same programs again for the next scene.
   */
  dispose(): void {
    this.materials.length = 0;
    this.scene.traverse((o) => {
      if (o instanceof THREE.Mesh) this.geometries.add(o.geometry as THREE.BufferGeometry);
      if (o instanceof THREE.Light) o.dispose();
    });
    for (const g of this.geometries) g.dispose();
  }
}

/** Places an object: position on the floor and a rotation about Y (radians). */
export function place<T extends THREE.Object3D>(obj: T, x: number, z: number, rotY = 0, y = 0): T {
  obj.position.set(x, y, z);
  obj.rotation.y = rotY;
  return obj;
}
