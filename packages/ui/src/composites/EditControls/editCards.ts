import {
  EDIT_DEFAULTS,
  EMPTY_ROOM_TYPES,
  FURNITURE_STYLES,
  LIGHTING_TYPES,
  ROOM_TYPES,
  SKY_TYPES,
  UPSCALE_SCALES,
  WALL_COLORS,
  operationArgs,
  type EditOperation,
} from '@hds/api-client/contract';
import type { IconName } from '../../primitives/Icon/Icon.tsx';

/** The edit cards of the playground, in the order of spec part 1 §2/§3. */
export const EDIT_CARD_OPERATIONS = [
  'wall_color',
  'furniture',
  'lighting',
  'sky_replacement',
  'empty_room',
  'object_removal',
  'upscale',
  'declutter',
  'window_view',
  'watermark_removal',
] as const satisfies readonly EditOperation[];
export type EditCardOperation = (typeof EDIT_CARD_OPERATIONS)[number];

export interface EditCardInfo {
  title: string;
  description: string;
  applyLabel: string;
  icon: IconName;
}

export const editCards: Record<EditCardOperation, EditCardInfo> = {
  wall_color: {
    title: 'Wall Color',
    description: 'Repaint the walls and keep everything else.',
    applyLabel: 'Apply Wall Color',
    icon: 'palette',
  },
  furniture: {
    title: 'Furniture',
    description: 'Stage the room with furniture in a style.',
    applyLabel: 'Add Furniture',
    icon: 'sofa',
  },
  lighting: {
    title: 'Lighting',
    description: 'Change the mood: time of day, brightness, contrast and warmth.',
    applyLabel: 'Apply Lighting',
    icon: 'sun',
  },
  sky_replacement: {
    title: 'Sky',
    description: 'Replace the sky seen outside or above.',
    applyLabel: 'Replace Sky',
    icon: 'cloud',
  },
  empty_room: {
    title: 'Empty Room',
    description: 'Remove the furniture and leave the room empty.',
    applyLabel: 'Empty the Room',
    icon: 'home',
  },
  object_removal: {
    title: 'Object Removal',
    description: 'Detect objects, choose the kinds to remove, and remove them.',
    applyLabel: 'Remove Selected',
    icon: 'eraser',
  },
  upscale: {
    title: 'Upscale',
    description: 'Enlarge the image. Takes about 15-30 seconds and outputs JPEG.',
    applyLabel: 'Upscale Image',
    icon: 'zoomIn',
  },
  declutter: {
    title: 'Declutter',
    description: 'Tidy away small items and clutter.',
    applyLabel: 'Declutter Room',
    icon: 'wand',
  },
  window_view: {
    title: 'Window View',
    description: 'Change what is seen through the windows.',
    applyLabel: 'Replace Window View',
    icon: 'image',
  },
  watermark_removal: {
    title: 'Watermark Removal',
    description: 'Find and remove a watermark or logo.',
    applyLabel: 'Remove Watermark',
    icon: 'eraser',
  },
};

/** `golden_hour` → `Golden hour`. */
export function optionLabel(value: string) {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const emptyRoomLabels: Record<string, string> = { general: 'General (auto-detect)' };

export const options = {
  furnitureStyles: FURNITURE_STYLES.map((id) => ({ id, label: optionLabel(id) })),
  roomTypes: ROOM_TYPES.map((id) => ({ id, label: optionLabel(id) })),
  lightingTypes: LIGHTING_TYPES.map((id) => ({ id, label: optionLabel(id) })),
  skyTypes: SKY_TYPES.map((id) => ({ id, label: optionLabel(id) })),
  emptyRoomTypes: EMPTY_ROOM_TYPES.map((id) => ({
    id,
    label: emptyRoomLabels[id] ?? optionLabel(id),
  })),
  wallColors: (Object.keys(WALL_COLORS) as Array<keyof typeof WALL_COLORS>).map((id) => ({
    id,
    label: optionLabel(id),
    hex: WALL_COLORS[id],
  })),
  // The spec names no window views; these are this package's choice (see the README), held by
  // the contract only inside the args schema.
  windowViews: operationArgs.window_view.shape.view
    .unwrap()
    .options.map((id) => ({ id, label: optionLabel(id) })),
  upscaleScales: UPSCALE_SCALES,
};

/** The form state of every card, starting from the spec's defaults (part 1 §9). */
export interface EditValues {
  wallColor: keyof typeof WALL_COLORS;
  furnitureStyle: (typeof FURNITURE_STYLES)[number];
  furnitureRoom: (typeof ROOM_TYPES)[number];
  lightingType: (typeof LIGHTING_TYPES)[number];
  brightness: number;
  contrast: number;
  warmth: number;
  skyType: (typeof SKY_TYPES)[number];
  emptyRoomType: (typeof EMPTY_ROOM_TYPES)[number];
  upscaleScale: 2 | 4;
  windowView: string;
  /**
   * The optional seed (spec part 1 §3) as typed: empty sends none (a new variation each time);
   * a whole number repeats a result with the same settings.
   */
  seed: string;
}

export const defaultEditValues: EditValues = {
  wallColor: EDIT_DEFAULTS.wallColor,
  furnitureStyle: EDIT_DEFAULTS.furnitureStyle,
  furnitureRoom: EDIT_DEFAULTS.roomType,
  lightingType: EDIT_DEFAULTS.lightingType,
  brightness: EDIT_DEFAULTS.brightness,
  contrast: EDIT_DEFAULTS.contrast,
  warmth: EDIT_DEFAULTS.warmth,
  skyType: EDIT_DEFAULTS.skyType,
  emptyRoomType: 'general',
  upscaleScale: EDIT_DEFAULTS.upscaleScale,
  windowView: 'garden',
  seed: '',
};

/** Largest seed the contract accepts (an unsigned 32-bit integer). */
export const MAX_SEED = 2 ** 32 - 1;

export const seedMessages = {
  label: 'Seed',
  description: 'Optional. The same seed and settings repeat a result; leave empty for a new one.',
  invalid: `Seed must be a whole number from 0 to ${MAX_SEED}`,
} as const;

/** The cards whose args take the optional seed, read from the contract. */
export const SEED_OPERATIONS = EDIT_CARD_OPERATIONS.filter(
  (operation) => operation !== 'object_removal' && 'seed' in operationArgs[operation].shape,
);

/** The seed to send: `undefined` when empty, `null` when what was typed is not a valid seed. */
export function parseSeed(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const seed = Number(trimmed);
  return seed <= MAX_SEED ? seed : null;
}

/**
 * The `args` a card sends, run through the contract's schema so the defaults the spec lists
 * (strength 0.8, guidance_scale 7.5…) are always present and out-of-range values never leave.
 */
export function argsFor(operation: Exclude<EditCardOperation, 'object_removal'>, v: EditValues) {
  const seed = parseSeed(v.seed);
  const withSeed = seed == null ? {} : { seed };
  switch (operation) {
    case 'wall_color':
      return operationArgs.wall_color.parse({
        color: v.wallColor,
        strength: EDIT_DEFAULTS.strength,
        guidance_scale: EDIT_DEFAULTS.guidanceScale,
        ...withSeed,
      });
    case 'furniture':
      return operationArgs.furniture.parse({
        style: v.furnitureStyle,
        room_type: v.furnitureRoom,
        ...withSeed,
      });
    case 'lighting':
      return operationArgs.lighting.parse({
        type: v.lightingType,
        brightness: v.brightness,
        contrast: v.contrast,
        warmth: v.warmth,
        ...withSeed,
      });
    case 'sky_replacement':
      return operationArgs.sky_replacement.parse({ sky_type: v.skyType, ...withSeed });
    case 'empty_room':
      return operationArgs.empty_room.parse({
        room_type: v.emptyRoomType,
        strength: EDIT_DEFAULTS.strength,
        guidance_scale: EDIT_DEFAULTS.guidanceScale,
        ...withSeed,
      });
    case 'upscale':
      return operationArgs.upscale.parse({ scale: v.upscaleScale });
    case 'declutter':
      return operationArgs.declutter.parse({ strength: EDIT_DEFAULTS.strength, ...withSeed });
    case 'window_view':
      return operationArgs.window_view.parse({ view: v.windowView, ...withSeed });
    case 'watermark_removal':
      return operationArgs.watermark_removal.parse({});
  }
}
