/**
 * Draw calls are what SwiftShader pays most for, so before rendering, meshes that share a mask
 * id, a material and shadow flags are baked into one mesh in world space.
 */
import * as THREE from 'three';
import { merge } from '@hds/stager/scene/shapes.ts';

interface Bucket {
  maskId: number | null;
  material: THREE.Material;
  castShadow: boolean;
  receiveShadow: boolean;
  renderOrder: number;
  frustumCulled: boolean;
  meshes: THREE.Mesh[];
}

function maskIdOf(o: THREE.Object3D): number | null {
  let cur: THREE.Object3D | null = o;
  while (cur) {
    if (cur.userData.noId) return null;
    if (typeof cur.userData.maskId === 'number') return cur.userData.maskId as number;
    cur = cur.parent;
  }
  return 0;
}

export function mergeStatic(scene: THREE.Scene): { before: number; after: number } {
  scene.updateMatrixWorld(true);
  const buckets = new Map<string, Bucket>();
  let before = 0;
  scene.traverse((o) => {
    if (!(o instanceof THREE.Mesh) || Array.isArray(o.material) || !o.visible) return;
    if (o.userData.keep) return;
    before++;
    const maskId = maskIdOf(o);
    const m = o.material as THREE.Material;
    const key = `${maskId}|${m.uuid}|${o.castShadow}|${o.receiveShadow}|${o.renderOrder}|${o.frustumCulled}`;
    let b = buckets.get(key);
    if (!b) {
      b = {
        maskId,
        material: m,
        castShadow: o.castShadow,
        receiveShadow: o.receiveShadow,
        renderOrder: o.renderOrder,
        frustumCulled: o.frustumCulled,
        meshes: [],
      };
      buckets.set(key, b);
    }
    b.meshes.push(o);
  });
  let after = 0;
  for (const b of buckets.values()) {
    if (b.meshes.length < 2) {
      after++;
      continue;
    }
    const geos = b.meshes.map((m) => {
      const g = (m.geometry as THREE.BufferGeometry).clone();
      g.applyMatrix4(m.matrixWorld);
      // A mirrored transform flips winding; none of the scenes use negative scales.
      return g;
    });
    const merged = merge(geos);
    for (const g of geos) g.dispose();
    const mesh = new THREE.Mesh(merged, b.material);
    mesh.castShadow = b.castShadow;
    mesh.receiveShadow = b.receiveShadow;
    mesh.renderOrder = b.renderOrder;
    mesh.frustumCulled = b.frustumCulled;
    if (b.maskId === null) mesh.userData.noId = true;
    else mesh.userData.maskId = b.maskId;
    for (const m of b.meshes) m.removeFromParent();
    scene.add(mesh);
    after++;
  }
  return { before, after };
}
