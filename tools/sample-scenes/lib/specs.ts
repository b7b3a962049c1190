/**
 * The render list, shared by the Node driver (render.ts) and the browser-side scene code.
 * Everything here is plain data: no Node or DOM imports. The scenes' vocabulary (rooms, styles,
 * lightings, a render's spec, the id pass's ids, the categories) is the furniture library's, in
 * @hds/stager; it is re-exported here for the renderer's modules.
 */
import type { Lighting, RenderSpec, Room, Style } from '@hds/stager/scene/spec.ts';
import { ROOMS, STYLES } from '@hds/stager/scene/spec.ts';

export {
  ALL_STYLES,
  CATEGORIES,
  FIRST_OBJECT_ID,
  ID,
  LIGHTINGS,
  ROOMS,
  STYLES,
  type Category,
  type Lighting,
  type RenderSpec,
  type Room,
  type Style,
} from '@hds/stager/scene/spec.ts';

/** Output size of every committed render. */
export const WIDTH = 1600;
export const HEIGHT = 1067;
/** The beauty pass is rendered this many times larger per axis and downscaled in Node. */
export const SUPERSAMPLE = 1;

/** Mask classes written for every render, in this order. */
export const MASK_CLASSES = ['walls', 'floor', 'ceiling', 'windows', 'sky'] as const;
export type MaskClass = (typeof MASK_CLASSES)[number];

/** What the browser reports for each id it used. */
export interface IdLegendEntry {
  id: number;
  /** Structure name (`wall`, `floor`, ...) or the object category. */
  kind: 'structure' | 'object';
  name: string;
  /** Free-form description of an object, e.g. `armchair` for category `chair`. */
  label?: string;
}

export interface BrowserResult {
  /** base64 of WIDTH*HEIGHT*3 bytes: the beauty pass, box-filtered from SUPERSAMPLE x, top row first. */
  beauty: string;
  /** base64 of WIDTH*HEIGHT bytes, one id per pixel, top row first. */
  ids: string;
  legend: IdLegendEntry[];
  stats: { meshes: number; triangles: number; ms: number; phases: string };
}

function seedOf(id: string): number {
  // FNV-1a, so a render's randomness depends only on its id.
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function spec(room: Room, style: Style | null, lighting: Lighting): RenderSpec {
  const furnished = style !== null;
  const id = `${room}/${furnished ? `furnished_${style}` : 'empty'}_${lighting}`;
  // Seed by room (+ style) only, so the same room under another light is the same room.
  return { id, room, style, lighting, furnished, seed: seedOf(`${room}:${style ?? 'empty'}`) };
}

/**
 * The style preview's living room in `style` under `lighting` (the paint is set per render):
 * seeded like the sample set's living room of the same style, so the industrial, bohemian and
 * mediterranean rooms are the same rooms as the samples.
 */
export function styledSpec(
  style: Style,
  lighting: Lighting,
  size: { width: number; height: number },
): RenderSpec {
  return {
    id: `living_room/styled_${style}_${lighting}`,
    room: 'living_room',
    style,
    lighting,
    furnished: true,
    seed: seedOf(`living_room:${style}`),
    ...size,
  };
}

/** The full set, in render order. */
export function renderList(): RenderSpec[] {
  const list: RenderSpec[] = [];
  for (const room of ROOMS) {
    list.push(spec(room, null, 'daylight'));
    for (const style of STYLES) list.push(spec(room, style, 'daylight'));
  }
  for (const lighting of ['golden_hour', 'twilight', 'ambient', 'warm_light'] as const) {
    list.push(spec('living_room', 'industrial', lighting));
  }
  list.push(spec('exterior', null, 'twilight'));
  list.push(spec('exterior', 'mediterranean', 'twilight'));
  return list;
}

/** Before/after pairs of the sample project the product ships. */
export const SAMPLE_PROJECT = [
  { room: 'kitchen', role: 'before', id: 'kitchen/empty_daylight' },
  { room: 'kitchen', role: 'after', id: 'kitchen/furnished_mediterranean_daylight' },
  { room: 'living_room', role: 'before', id: 'living_room/empty_daylight' },
  { room: 'living_room', role: 'after', id: 'living_room/furnished_industrial_daylight' },
] as const;

/** The style preview's living-room set: the empty room and one render per style. */
export const STYLE_PREVIEW = [
  { style: null, id: 'living_room/empty_daylight' },
  { style: 'industrial', id: 'living_room/furnished_industrial_daylight' },
  { style: 'bohemian', id: 'living_room/furnished_bohemian_daylight' },
  { style: 'mediterranean', id: 'living_room/furnished_mediterranean_daylight' },
] as const;
