export { StylePreview, type StylePreviewProps } from './StylePreview.tsx';
export {
  ALL_PREVIEW_STYLES,
  DEFAULT_STYLE_PREVIEW,
  PREVIEW_LIGHTINGS,
  PREVIEW_STYLES,
  PREVIEW_WALL_COLORS,
  isAvailable,
  optionLabel,
  previewFilename,
  type PreviewLighting,
  type PreviewStyle,
  type PreviewWallColor,
  type StyledManifest,
  type StyledManifestDocument,
  type StyledManifestEntry,
  type StylePreviewSelection,
} from './stylePreviewOptions.ts';
