import type { CameraModel, Vec2, Vec3 } from '@hds/stager/contract';

/**
 * The stager's one pinhole mapping between the world frame (metres, y up, floor y = 0, camera at
 * (0, eyeHeight, 0) looking towards −z) and the photo's pixels. It is exactly what a three.js
 * PerspectiveCamera does with position (0, eyeHeight, 0), rotation order 'YXZ', rotation.x =
 * −pitch, rotation.z = roll, fov = 2·atan(imageHeight / 2 / focalPx) and the principal point at
 * (cx, cy): the camera's orientation is R = Rx(−pitch)·Rz(roll) (camera → world), a world point P
 * is seen at c = Rᵀ(P − eye) and lands on x = cx + f·c.x / −c.z, y = cy − f·c.y / −c.z.
 */

/** Camera-space coordinates of a world point (x right, y up, −z forward). */
export function toCamera(camera: CameraModel, p: Vec3): Vec3 {
  const [cp, sp] = [Math.cos(camera.pitch), Math.sin(camera.pitch)];
  const [cr, sr] = [Math.cos(camera.roll), Math.sin(camera.roll)];
  const dx = p[0];
  const dy = p[1] - camera.eyeHeight;
  const dz = p[2];
  // Rx(−pitch)ᵀ = Rx(pitch): y' = cp·y − sp·z, z' = sp·y + cp·z.
  const y1 = cp * dy - sp * dz;
  const z1 = sp * dy + cp * dz;
  // Rz(roll)ᵀ = Rz(−roll): x'' = cr·x + sr·y', y'' = −sr·x + cr·y'.
  return [cr * dx + sr * y1, -sr * dx + cr * y1, z1];
}

/** A camera-space direction turned into the world frame (R·d). */
export function toWorldDirection(camera: CameraModel, d: Vec3): Vec3 {
  const [cp, sp] = [Math.cos(camera.pitch), Math.sin(camera.pitch)];
  const [cr, sr] = [Math.cos(camera.roll), Math.sin(camera.roll)];
  // Rz(roll)·d, then Rx(−pitch).
  const x1 = cr * d[0] - sr * d[1];
  const y1 = sr * d[0] + cr * d[1];
  const z1 = d[2];
  return [x1, cp * y1 + sp * z1, -sp * y1 + cp * z1];
}

/**
 * Where a world point lands in the photo, in pixels (sub-pixel; x to the right, y down from the
 * top-left corner), with its depth in metres along the viewing axis; null when the point is at
 * or behind the camera's plane.
 */
export function project(
  camera: CameraModel,
  p: Vec3,
): { x: number; y: number; depth: number } | null {
  const c = toCamera(camera, p);
  const depth = -c[2];
  if (!(depth > 1e-9)) return null;
  return {
    x: camera.cx + (camera.focalPx * c[0]) / depth,
    y: camera.cy - (camera.focalPx * c[1]) / depth,
    depth,
  };
}

/** The world direction of the ray through pixel (px, py) (not normalised). */
export function pixelRay(camera: CameraModel, px: number, py: number): Vec3 {
  return toWorldDirection(camera, [
    (px - camera.cx) / camera.focalPx,
    -(py - camera.cy) / camera.focalPx,
    -1,
  ]);
}

/**
 * The floor point (x, z) seen at pixel (px, py): the pixel's ray met with y = 0. Null when the
 * ray does not go down (the pixel is on or above the horizon).
 */
export function floorPoint(camera: CameraModel, px: number, py: number): Vec2 | null {
  const d = pixelRay(camera, px, py);
  if (!(d[1] < -1e-9)) return null;
  const t = camera.eyeHeight / -d[1];
  return [d[0] * t, d[2] * t];
}

/**
 * The point seen at pixel (px, py) on the vertical plane through the floor line from `a` to `b`
 * (x, z): returns the world point, or null when the ray is parallel to or points away from it.
 */
export function wallPoint(
  camera: CameraModel,
  a: Vec2,
  b: Vec2,
  px: number,
  py: number,
): Vec3 | null {
  const d = pixelRay(camera, px, py);
  // Plane normal (horizontal): n = (−(bz − az), bx − ax); plane: n·(P − a) = 0, P = eye + t·d.
  const nx = -(b[1] - a[1]);
  const nz = b[0] - a[0];
  const den = nx * d[0] + nz * d[2];
  if (Math.abs(den) < 1e-12) return null;
  const t = (nx * a[0] + nz * a[1]) / den;
  if (!(t > 0)) return null;
  return [d[0] * t, camera.eyeHeight + d[1] * t, d[2] * t];
}

/**
 * The horizon's row at column x: where the floor's vanishing line (the image of every
 * horizontal direction) crosses that column. Null only for a camera looking straight up or
 * down with no roll (the line is then vertical or at infinity).
 */
export function horizonRow(camera: CameraModel, x: number): number | null {
  // The world's up direction in camera space; a pixel's ray d = ((x − cx)/f, −(y − cy)/f, −1)
  // is horizontal when up·d = 0.
  const u = toCamera({ ...camera, eyeHeight: 0 }, [0, 1, 0]);
  if (Math.abs(u[1]) < 1e-12) return null;
  return camera.cy + (u[0] * (x - camera.cx) - u[2] * camera.focalPx) / u[1];
}

/** The vertical field of view in degrees that a three.js PerspectiveCamera needs. */
export function fovDegrees(camera: CameraModel): number {
  return (2 * Math.atan(camera.imageHeight / 2 / camera.focalPx) * 180) / Math.PI;
}

/** Focal length in pixels from a vertical field of view in degrees and the image height. */
export function focalFromFov(fovDeg: number, imageHeight: number): number {
  return imageHeight / 2 / Math.tan((fovDeg * Math.PI) / 360);
}

/** The same camera for the photo scaled to `width` × `height` pixels (e.g. 400 px analysis). */
export function scaleCamera(camera: CameraModel, width: number, height: number): CameraModel {
  const s = width / camera.width;
  return {
    ...camera,
    width,
    imageHeight: height,
    focalPx: camera.focalPx * s,
    cx: camera.cx * s,
    cy: camera.cy * (height / camera.imageHeight),
  };
}
