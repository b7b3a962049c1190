import { z } from 'zod';
import { HOME_DESIGN_BASE } from './sharedBoard.ts';

/**
 * The styled manifest behind the landing's style preview (spec part 1 §3 "Style-preview
 * selection" and "Styled manifest", §4 "Style preview", §7 GET styled-manifest): pre-rendered
 * living-room images keyed by file name, one per style × lighting × wall colour × watermark.
 */

/** The manifest call (public), its static fallback and where the images are served. */
export const styledManifestPath = `${HOME_DESIGN_BASE}/styled-manifest/`;
export const styledManifestStaticPath = '/static/onboarding/styled_manifest.json';
export const styledImagesBase = '/static/onboarding/styled/';

/** Interior styles, in the order the preview offers them ('modern' opens the alternate landing). */
export const styledStyles = ['modern', 'industrial', 'bohemian', 'mediterranean'] as const;
export const styledLightings = ['twilight', 'golden_hour', 'ambient', 'warm_light'] as const;
export const styledWallColors = [
  'white',
  'beige',
  'warm_gray',
  'charcoal',
  'navy_blue',
  'sage_green',
  'terracotta',
  'soft_pink',
] as const;

export type StyledStyle = (typeof styledStyles)[number];
export type StyledLighting = (typeof styledLightings)[number];
export type StyledWallColor = (typeof styledWallColors)[number];

/** 'existing' or 'generated' means the image is available (spec part 1 §3). */
export const styledImageStatuses = ['existing', 'generated', 'pending', 'failed'] as const;
export type StyledImageStatus = (typeof styledImageStatuses)[number];

export interface StyledSelection {
  style: StyledStyle;
  lighting: StyledLighting;
  wallColor: StyledWallColor;
  watermark: boolean;
}

export interface StyledManifestImage {
  /** e.g. /static/onboarding/styled/living_room_modern_twilight_white_no_watermark.jpg */
  url: string;
  status: StyledImageStatus;
  width?: number;
  height?: number;
  /** Optional responsive candidates, as an `srcset` attribute: "url 640w, url 1024w". */
  srcset?: string;
}

export interface StyledManifest {
  images: Record<string, StyledManifestImage>;
}

export const styledManifestImageSchema = z.object({
  url: z.string(),
  status: z.enum(styledImageStatuses),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  srcset: z.string().optional(),
});

export const styledManifestSchema = z.object({
  images: z.record(z.string(), styledManifestImageSchema),
});

/** Whether an image of the manifest can be shown. */
export function styledImageAvailable(image: StyledManifestImage | undefined): boolean {
  return image !== undefined && (image.status === 'existing' || image.status === 'generated');
}

/** living_room_{style}_{lighting}_{wallColor}_{with_watermark|no_watermark}.jpg */
export function styledFileName(sel: StyledSelection): string {
  const mark = sel.watermark ? 'with_watermark' : 'no_watermark';
  return `living_room_${sel.style}_${sel.lighting}_${sel.wallColor}_${mark}.jpg`;
}

/** Every selection, in manifest order (256 = 4 styles × 4 lightings × 8 wall colours × 2). */
export function allStyledSelections(): StyledSelection[] {
  const out: StyledSelection[] = [];
  for (const style of styledStyles)
    for (const lighting of styledLightings)
      for (const wallColor of styledWallColors)
        for (const watermark of [false, true]) out.push({ style, lighting, wallColor, watermark });
  return out;
}

const fileNamePattern = new RegExp(
  `^living_room_(${styledStyles.join('|')})_(${styledLightings.join('|')})_(${styledWallColors.join('|')})_(with_watermark|no_watermark)\\.jpg$`,
);

/** The selection a manifest file name stands for, or null when it is not one of the 256. */
export function parseStyledFileName(name: string): StyledSelection | null {
  const m = fileNamePattern.exec(name);
  if (!m) return null;
  return {
    style: m[1] as StyledStyle,
    lighting: m[2] as StyledLighting,
    wallColor: m[3] as StyledWallColor,
    watermark: m[4] === 'with_watermark',
  };
}
