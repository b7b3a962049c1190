/**
 * The scenes' vocabulary, shared by the furniture library, the stager page and the sample
 * renderer (tools/sample-scenes, whose render list builds on it). Plain data: no Node or DOM
 * imports.
 */

export const ROOMS = [
  'living_room',
  'kitchen',
  'bedroom',
  'bathroom',
  'office',
  'exterior',
] as const;
export type Room = (typeof ROOMS)[number];

export const STYLES = ['industrial', 'bohemian', 'mediterranean'] as const;
/**
 * Every style the scenes know. 'modern' exists for the style preview's living room only (see
 * styled.ts); the sample set renders STYLES.
 */
export const ALL_STYLES = ['modern', ...STYLES] as const;
export type Style = (typeof ALL_STYLES)[number];

export const LIGHTINGS = ['daylight', 'golden_hour', 'twilight', 'ambient', 'warm_light'] as const;
export type Lighting = (typeof LIGHTINGS)[number];

export interface RenderSpec {
  /** `<room>/<variant>`, also the file stem of a sample render. */
  id: string;
  room: Room;
  style: Style | null;
  lighting: Lighting;
  furnished: boolean;
  /** Seed for every procedural choice of this render (textures, clutter, plant leaves). */
  seed: number;
  /**
   * Style preview only: the walls' paint (sRGB hex). The living room's painted walls take it
   * (industrial keeps its brick accent wall); the sample set never sets it.
   */
  wallPaint?: number;
  /** Output size when not WIDTH x HEIGHT (the style preview renders smaller). */
  width?: number;
  height?: number;
}

/**
 * Pixel ids of the flat-colour id pass. Structure ids are fixed; object instances start at
 * FIRST_OBJECT_ID in the order the scene registered them.
 */
export const ID = {
  void: 0,
  wall: 1,
  floor: 2,
  ceiling: 3,
  /** Window frames, sills, mullions, and (exterior) the house's glazing. */
  window: 4,
  sky: 5,
  /** The outdoor world seen through a window: ground, trees, neighbouring houses. */
  outdoor: 6,
  /** Baseboards, crown moulding, door frames. */
  trim: 7,
  door: 8,
  roof: 9,
  /** Fixed kitchen and bath built-ins that are not furniture (hood, backsplash, ...). */
  fixture: 10,
} as const;
export const FIRST_OBJECT_ID = 32;

/** Object categories the scenes use (the detector's label set). */
export const CATEGORIES = [
  'couch',
  'chair',
  'table',
  'bed',
  'plant',
  'lamp',
  'rug',
  'shelf',
  'cabinet',
  'counter',
  'stool',
  'desk',
  'nightstand',
  'dresser',
  'tv',
  'monitor',
  'picture',
  'mirror',
  'curtain',
  'pillow',
  'bathtub',
  'toilet',
  'sink',
  'towel',
  'refrigerator',
  'oven',
  'bench',
  'vase',
  'books',
  'basket',
] as const;
export type Category = (typeof CATEGORIES)[number];
