/**
 * The local stager's shared shapes: what the server's analysis estimates from one photo
 * (camera, room), what the arrangement decides (placements of catalogue pieces) and what the
 * browser-side renderer draws. Plain data, no DOM and no three.js, so the API (Node) and the
 * stager page (headless Chromium) read the same definitions.
 *
 * World frame (metres): y up, the floor is y = 0. The camera stands at (0, height, 0) and looks
 * towards −z (three.js convention) with yaw 0, tilted down by `pitch` and rolled by `roll`.
 * x is to the camera's right. So a floor point (x, z) is in front of the camera when z < 0.
 */

export type Vec2 = [number, number];
export type Vec3 = [number, number, number];

/** A pinhole camera for a photo of `width` × `imageHeight` pixels. */
export interface CameraModel {
  /** Image size in pixels. */
  width: number;
  imageHeight: number;
  /** Focal length in pixels (square pixels). */
  focalPx: number;
  /** Principal point in pixels (the image centre unless known better). */
  cx: number;
  cy: number;
  /** Downward tilt in radians (positive looks down; the horizon is then above the centre). */
  pitch: number;
  /** Roll in radians: three.js `rotation.z`, positive turns the camera counter-clockwise (the horizon then falls to the right in the picture). */
  roll: number;
  /** Camera height above the floor in metres. */
  eyeHeight: number;
}

export type OpeningKind = 'window' | 'door';

/** A window or door on a wall, in metres along the wall from its `start` and above the floor. */
export interface WallOpening {
  kind: OpeningKind;
  from: number;
  to: number;
  bottom: number;
  top: number;
}

/** A wall as the segment where it meets the floor; `normal` (x, z) points into the room. */
export interface WallModel {
  start: Vec2;
  end: Vec2;
  normal: Vec2;
  openings: WallOpening[];
  /** Whether the whole foot of this wall is seen (not cut by the frame or hidden). */
  visible: boolean;
}

export interface RoomModel {
  camera: CameraModel;
  /** The visible floor as a polygon of (x, z) points in metres, counter-clockwise from above. */
  floor: Vec2[];
  walls: WallModel[];
  /** Floor to ceiling in metres, when the ceiling line was seen. */
  ceilingHeight: number | null;
  /** Where daylight comes from: unit vector pointing from the room towards the brightest window. */
  lightDirection: Vec3 | null;
}

/** Product styles (the contract's FURNITURE_STYLES). */
export type StagingStyle =
  | 'modern'
  | 'minimalist'
  | 'scandinavian'
  | 'industrial'
  | 'rustic'
  | 'luxury'
  | 'bohemian'
  | 'traditional';

/** Room types the stager furnishes (the contract's ROOM_TYPES but bathroom and outdoor). */
export type StagingRoomType = 'living_room' | 'bedroom' | 'dining_room' | 'office' | 'kitchen';

export type PieceRole =
  /** The piece the room is arranged around (sofa, bed, dining table, desk). */
  | 'main'
  /** Pieces grouped with the main one (armchairs, nightstands, chairs, coffee table). */
  | 'group'
  /** Flat on the floor under a group. */
  | 'rug'
  /** Small free pieces (plants, floor lamps, side tables). */
  | 'accent'
  /** Against a wall (shelving, dressers, sideboards). */
  | 'wall';

/** One piece of the catalogue. Built at the origin on the floor, its front facing +z. */
export interface PieceSpec {
  id: string;
  role: PieceRole;
  /** Footprint in metres: width along x, depth along z, at scale 1. */
  width: number;
  depth: number;
  height: number;
  /** Room types it belongs to. */
  rooms: StagingRoomType[];
  /** Styles it suits (empty: all). */
  styles: StagingStyle[];
  /** Its back goes against a wall (sofa, bed, desk, shelving). */
  againstWall: boolean;
}

/** A piece placed in the world frame: its origin (floor centre) at (x, 0, z), turned about y. */
export interface Placement {
  pieceId: string;
  x: number;
  z: number;
  /** Rotation about +y in radians (0: the front faces +z, i.e. towards the camera). */
  rotationY: number;
  /** Uniform scale (1 = the catalogue's size). */
  scale: number;
}

export interface StagingLight {
  /** Unit vector pointing from the scene towards the key light (windows). */
  direction: Vec3;
  /** Correlated colour temperature of the photo's light, kelvin. */
  kelvin: number;
  /** Linear exposure multiplier matching the photo's brightness (1 = neutral). */
  exposure: number;
}

/** What the server asks the stager page to draw. */
export interface StagingRenderRequest {
  camera: CameraModel;
  style: StagingStyle;
  placements: Placement[];
  light: StagingLight;
  /** Seed for the pieces' own variation (fabric colour, books). */
  seed: number;
}

/**
 * What the stager page returns, all at camera.width × camera.imageHeight:
 * `color`: RGBA, straight alpha, sRGB, the pieces alone (alpha 0 elsewhere);
 * `shadow`: one channel, 0 = no shadow, 255 = full occlusion, the shadows and contact
 * occlusion the pieces cast on the floor (and walls) — to be multiplied into the photo.
 */
export interface StagingRenderResult {
  width: number;
  height: number;
  color: Uint8Array;
  shadow: Uint8Array;
  /** Milliseconds spent in the browser. */
  ms: number;
}
