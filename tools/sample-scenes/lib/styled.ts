/**
 * The style preview's living-room set (spec part 1 §3 "Styled manifest"): style × lighting ×
 * wall paint, rendered by styled.ts into apps/api/assets/styled/. Plain data, no Node or DOM.
 */
import type { Lighting, Style } from './specs.ts';

export const STYLED_STYLES = [
  'modern',
  'industrial',
  'bohemian',
  'mediterranean',
] as const satisfies readonly Style[];
export const STYLED_LIGHTINGS = [
  'twilight',
  'golden_hour',
  'ambient',
  'warm_light',
] as const satisfies readonly Lighting[];

/**
 * The eight wall colours as real interior paints (sRGB), close to common trade colours of that
 * name: a soft off-white, a greige beige, a warm "agreeable" grey, a charcoal, a deep navy, a
 * muted sage, a clay terracotta and a plaster pink.
 */
export const WALL_PAINTS = {
  white: 0xf0eee9,
  beige: 0xd9c9ae,
  warm_gray: 0xbfb7aa,
  charcoal: 0x4a4947,
  navy_blue: 0x2d3c52,
  sage_green: 0x9ca88a,
  terracotta: 0xb5694c,
  soft_pink: 0xe4c3b9,
} as const;
export type WallPaint = keyof typeof WALL_PAINTS;
export const STYLED_WALL_COLORS = Object.keys(WALL_PAINTS) as WallPaint[];

/** Size the set is rendered at; the committed master is this size as WebP. */
export const STYLED_WIDTH = 1024;
export const STYLED_HEIGHT = 683;

/** File name of a committed master: living_room_{style}_{lighting}_{wallColor}.webp */
export function styledMasterName(style: string, lighting: string, wall: string): string {
  return `living_room_${style}_${lighting}_${wall}.webp`;
}
