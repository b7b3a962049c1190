/** Spec part 1 §3 'Style-preview selection' and §9 defaults. */
/** Every style of the styled manifest; 'modern' opens the alternate landing (/hero-demo). */
export const ALL_PREVIEW_STYLES = ['modern', 'industrial', 'bohemian', 'mediterranean'] as const;
/** The styles the main landing offers. */
export const PREVIEW_STYLES = ['industrial', 'bohemian', 'mediterranean'] as const;
export const PREVIEW_LIGHTINGS = ['twilight', 'golden_hour', 'ambient', 'warm_light'] as const;
export const PREVIEW_WALL_COLORS = [
  'white',
  'beige',
  'warm_gray',
  'charcoal',
  'navy_blue',
  'sage_green',
  'terracotta',
  'soft_pink',
] as const;

export type PreviewStyle = (typeof ALL_PREVIEW_STYLES)[number];
export type PreviewLighting = (typeof PREVIEW_LIGHTINGS)[number];
export type PreviewWallColor = (typeof PREVIEW_WALL_COLORS)[number];

export interface StylePreviewSelection {
  style: PreviewStyle;
  lighting: PreviewLighting;
  wallColor: PreviewWallColor;
  /** On: the `with_watermark` picture. */
  watermark: boolean;
}

export const DEFAULT_STYLE_PREVIEW: StylePreviewSelection = {
  style: 'industrial',
  lighting: 'golden_hour',
  wallColor: 'white',
  watermark: true,
};

/** One entry of the styled manifest. */
export interface StyledManifestEntry {
  url: string;
  /** 'existing' or 'generated' means the picture is available. */
  status: string;
  width?: number;
  height?: number;
  /** Responsive candidates ("url 640w, url 1280w"). */
  srcset?: string;
}

/** The manifest's images, keyed by file name. */
export type StyledManifest = Readonly<Record<string, StyledManifestEntry>>;

/**
 * The manifest as the API serves it (`GET /api/v1/home-design/styled-manifest/`), the same
 * shape as the api-client contract's `StyledManifest`.
 */
export interface StyledManifestDocument {
  images: StyledManifest;
}

/** `living_room_{style}_{lighting}_{wallColor}_{with_watermark|no_watermark}.jpg` */
export function previewFilename(selection: StylePreviewSelection) {
  const mark = selection.watermark ? 'with_watermark' : 'no_watermark';
  return `living_room_${selection.style}_${selection.lighting}_${selection.wallColor}_${mark}.jpg`;
}

export function isAvailable(entry: StyledManifestEntry | undefined): entry is StyledManifestEntry {
  return Boolean(entry?.url) && (entry?.status === 'existing' || entry?.status === 'generated');
}

/** 'golden_hour' → 'Golden hour'. */
export function optionLabel(value: string) {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
