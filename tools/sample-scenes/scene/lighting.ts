/** Lighting presets: sun, sky, window fill, lamps, exposure. */
import * as THREE from 'three';
import type { Lighting } from '../lib/specs.ts';
import { addSky } from './outdoor.ts';
import type { World } from '@hds/stager/scene/world.ts';

export interface LightPreset {
  /** Sun elevation in degrees; <= 0 means no direct sun. */
  sunElevation: number;
  sunColor: number;
  sunIntensity: number;
  /** Softness of sun shadows (PCF radius in texels). */
  sunSoftness: number;
  zenith: number;
  horizon: number;
  skyIntensity: number;
  sunGlow: number;
  sunDisc: number;
  cloudCover: number;
  cloudLit: number;
  cloudShade: number;
  hemiSky: number;
  hemiGround: number;
  hemiIntensity: number;
  /** Luminance of the area light filling each window opening (interiors). */
  windowFill: number;
  windowColor: number;
  /** Lamp brightness multiplier; 0 = lamps off. */
  lamps: number;
  lampColor: number;
  exposure: number;
  /** Studio environment (reflections) strength. */
  envIntensity: number;
  /** Strength of the captured bounce light (spherical-harmonics probe). */
  bounce: number;
  /** Emissive glow of an exterior's windows. */
  windowGlow: number;
  /** Brightness of the outdoor scenery (the room's bounce light reaches it too). */
  outdoor: number;
}

export const PRESETS: Record<Lighting, LightPreset> = {
  daylight: {
    sunElevation: 40,
    sunColor: 0xfff2e2,
    sunIntensity: 4.2,
    sunSoftness: 3,
    zenith: 0x3d78c9,
    horizon: 0xcfe2f4,
    skyIntensity: 1.6,
    sunGlow: 0.6,
    sunDisc: 20,
    cloudCover: 0.42,
    cloudLit: 0xffffff,
    cloudShade: 0xb8c2cf,
    hemiSky: 0xd8e6ff,
    hemiGround: 0x9c8a74,
    hemiIntensity: 0.35,
    windowFill: 2.2,
    windowColor: 0xe6eeff,
    lamps: 0,
    lampColor: 0xffd9a8,
    exposure: 1.0,
    envIntensity: 0.25,
    bounce: 0.9,
    windowGlow: 0,
    outdoor: 1.0,
  },
  golden_hour: {
    sunElevation: 9,
    sunColor: 0xffa55c,
    sunIntensity: 3.6,
    sunSoftness: 4,
    zenith: 0x5a78b0,
    horizon: 0xffbf80,
    skyIntensity: 1.3,
    sunGlow: 1.6,
    sunDisc: 14,
    cloudCover: 0.35,
    cloudLit: 0xffc48a,
    cloudShade: 0x8a7a8c,
    hemiSky: 0xffd7b0,
    hemiGround: 0x7a6048,
    hemiIntensity: 0.25,
    windowFill: 1.2,
    windowColor: 0xffd2a6,
    lamps: 0.35,
    lampColor: 0xffc88a,
    exposure: 1.05,
    envIntensity: 0.25,
    bounce: 0.85,
    windowGlow: 0.3,
    outdoor: 0.75,
  },
  twilight: {
    sunElevation: -4,
    sunColor: 0xff9d6b,
    sunIntensity: 0,
    sunSoftness: 4,
    zenith: 0x1b2856,
    horizon: 0xeb9a68,
    skyIntensity: 0.75,
    sunGlow: 1.2,
    sunDisc: 0,
    cloudCover: 0.3,
    cloudLit: 0xd98c7a,
    cloudShade: 0x2c3050,
    hemiSky: 0x5d6fa8,
    hemiGround: 0x2a2430,
    hemiIntensity: 0.12,
    windowFill: 0.55,
    windowColor: 0x8fa3e0,
    lamps: 1,
    lampColor: 0xffc98c,
    exposure: 1.1,
    envIntensity: 0.25,
    bounce: 0.5,
    windowGlow: 2.2,
    outdoor: 0.22,
  },
  ambient: {
    sunElevation: 0,
    sunColor: 0xffffff,
    sunIntensity: 0,
    sunSoftness: 4,
    zenith: 0xaab4c0,
    horizon: 0xe6e9ec,
    skyIntensity: 1.5,
    sunGlow: 0,
    sunDisc: 0,
    cloudCover: 0.85,
    cloudLit: 0xeef0f2,
    cloudShade: 0xa3a9b1,
    hemiSky: 0xe8edf2,
    hemiGround: 0x8c867c,
    hemiIntensity: 0.5,
    windowFill: 3.4,
    windowColor: 0xf0f3f7,
    lamps: 0,
    lampColor: 0xffd9a8,
    exposure: 1.05,
    envIntensity: 0.25,
    bounce: 1.1,
    windowGlow: 0,
    outdoor: 0.9,
  },
  warm_light: {
    sunElevation: -12,
    sunColor: 0xffffff,
    sunIntensity: 0,
    sunSoftness: 4,
    zenith: 0x070c1d,
    horizon: 0x1d2540,
    skyIntensity: 0.6,
    sunGlow: 0,
    sunDisc: 0,
    cloudCover: 0.2,
    cloudLit: 0x2a3048,
    cloudShade: 0x0c1020,
    hemiSky: 0x2a3350,
    hemiGround: 0x1a1410,
    hemiIntensity: 0.06,
    windowFill: 0.05,
    windowColor: 0x4a5a90,
    lamps: 1.4,
    lampColor: 0xffb870,
    exposure: 1.05,
    envIntensity: 0.25,
    bounce: 0.42,
    windowGlow: 2.8,
    outdoor: 0.05,
  },
};

/** Fixed light budget (see applyLighting). */
const WINDOW_LIGHTS = 3;
const LAMP_LIGHTS = 4;

export function sunDirection(world: World, p: LightPreset): THREE.Vector3 {
  const el = THREE.MathUtils.degToRad(Math.max(p.sunElevation, -10));
  const az = THREE.MathUtils.degToRad(
    p.sunElevation < 15 ? (world.lowSunAzimuth ?? world.sunAzimuth) : world.sunAzimuth,
  );
  return new THREE.Vector3(Math.cos(el) * Math.sin(az), Math.sin(el), Math.cos(el) * Math.cos(az));
}

/** Adds sky, sun, fill and lamp lights to the world. */
export function applyLighting(world: World, lighting: Lighting): LightPreset {
  const p = PRESETS[lighting];
  const scene = world.scene;
  const sunDir = sunDirection(world, p);
  addSky(world, {
    zenith: p.zenith,
    horizon: p.horizon,
    sunDir,
    sunColor: p.sunColor,
    sunGlow: p.sunGlow,
    sunDisc: p.sunDisc,
    cloudCover: p.cloudCover,
    cloudLit: p.cloudLit,
    cloudShade: p.cloudShade,
    intensity: p.skyIntensity,
    seed: world.spec.seed,
  });
  scene.add(new THREE.HemisphereLight(p.hemiSky, p.hemiGround, p.hemiIntensity * world.fillScale));

  // Light counts are the same in every scene (unused lights get zero intensity): three.js
  // compiles one shader program per light configuration, and SwiftShader compiles slowly.
  const hasSun = p.sunElevation > 0 && p.sunIntensity > 0;
  const sun = new THREE.DirectionalLight(p.sunColor, hasSun ? p.sunIntensity : 0);
  const centre = world.bounds.getCenter(new THREE.Vector3());
  const radius = world.bounds.getSize(new THREE.Vector3()).length() / 2;
  sun.position
    .copy(centre)
    .addScaledVector(hasSun ? sunDir : new THREE.Vector3(0, 1, 0), radius + 20);
  sun.target.position.copy(centre);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  const cam = sun.shadow.camera;
  cam.left = -radius;
  cam.right = radius;
  cam.top = radius;
  cam.bottom = -radius;
  cam.near = 1;
  cam.far = radius * 2 + 40;
  sun.shadow.bias = -0.0002;
  sun.shadow.normalBias = 0.02;
  sun.shadow.radius = p.sunSoftness;
  scene.add(sun, sun.target);

  // Skylight through each window: a wide, unshadowed spot just outside the opening. It only
  // reaches surfaces facing the window, like the light from the sky does.
  for (let i = 0; i < WINDOW_LIGHTS; i++) {
    const w = world.interior ? world.windows[i] : undefined;
    const light = new THREE.SpotLight(p.windowColor, 0, 0, Math.PI * 0.46, 1, 2);
    if (w) {
      light.intensity = p.windowFill * world.fillScale * w.width * w.height * 2.2;
      light.position.copy(w.centre).addScaledVector(w.normal, -0.9);
      light.target.position
        .copy(w.centre)
        .addScaledVector(w.normal, 2)
        .setY(w.centre.y - 0.8);
    }
    scene.add(light, light.target);
  }

  for (const g of world.windowGlass) g.emissiveIntensity = p.windowGlow;
  // The world outside windows is lit by the light probe of the room too; scale it to the sky.
  // Outdoors (the exterior) the scenery is lit by the real sky and sun, so it keeps its colour:
  // scaled, twilight trees and neighbours turned into black cut-outs.
  if (world.interior) for (const m of world.outdoorMaterials) m.color.multiplyScalar(p.outdoor);

  // Lamps: the brightest few become point lights, the first two with soft shadows.
  const lampColor = new THREE.Color(p.lampColor);
  const on = p.lamps > 0;
  const order = world.lamps
    .map((l, i) => ({ l, i }))
    .sort((a, b) => b.l.power - a.l.power || a.i - b.i);
  for (const { l } of order) {
    for (const m of l.glow) {
      m.emissive = lampColor.clone();
      m.emissiveIntensity = on
        ? p.lamps * (l.kind === 'pendant' || l.kind === 'ceiling' ? 2.2 : 1.6)
        : 0;
    }
  }
  if (on) {
    for (let i = 0; i < LAMP_LIGHTS; i++) {
      const l = order[i]?.l;
      const light = new THREE.PointLight(lampColor, 0, 0, 2);
      if (l) {
        // Lamps beyond the budget lend their power to the ones that are lit.
        const extra = order.slice(LAMP_LIGHTS).reduce((s, o) => s + o.l.power, 0) / LAMP_LIGHTS;
        light.intensity = 9 * (l.power + extra) * p.lamps;
        l.bulb.updateWorldMatrix(true, false);
        l.bulb.getWorldPosition(light.position);
      }
      if (i < 2) {
        light.castShadow = true;
        light.shadow.mapSize.set(512, 512);
        light.shadow.radius = 5;
        light.shadow.bias = -0.002;
        light.shadow.normalBias = 0.02;
        light.shadow.camera.near = 0.05;
      }
      scene.add(light);
    }
  }
  return p;
}
