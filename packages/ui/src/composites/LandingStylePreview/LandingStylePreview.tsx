import type { HTMLAttributes, ReactNode } from 'react';
import { StylePreview } from '../StylePreview/StylePreview.tsx';
import {
  DEFAULT_STYLE_PREVIEW,
  PREVIEW_STYLES,
  type PreviewStyle,
  type StylePreviewSelection,
  type StyledManifest,
  type StyledManifestDocument,
} from '../StylePreview/stylePreviewOptions.ts';
import { LandingSection } from '../Landing/LandingSection.tsx';

const noImages: StyledManifest = {};

export interface LandingStylePreviewProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'onChange'
> {
  /** The styled manifest as served, or null while it loads or when it could not be had. */
  manifest: StyledManifestDocument | null;
  /** A static living-room picture, shown until a manifest picture loads (spec part 1 §4). */
  fallbackSrc: string;
  /** @default 'industrial' ('modern' on the alternate landing) */
  initialStyle?: PreviewStyle;
  /** @default industrial, bohemian, mediterranean */
  styles?: readonly PreviewStyle[];
  onSelectionChange?: (selection: StylePreviewSelection) => void;
  /** @default 'Try a style on a real room' */
  title?: ReactNode;
}

/**
 * The landing's style-preview section (`#style-preview`): a heading and the `StylePreview`
 * over the styled manifest: style, lighting, wall colour and watermark pick the exact
 * pre-generated living room; a missing entry keeps the previous picture, a broken one falls
 * back to the last good picture or the static living room.
 */
export function LandingStylePreview({
  manifest,
  fallbackSrc,
  initialStyle = DEFAULT_STYLE_PREVIEW.style,
  styles = PREVIEW_STYLES,
  onSelectionChange,
  title = 'Try a style on a real room',
  id = 'style-preview',
  className,
  ...props
}: LandingStylePreviewProps) {
  return (
    <LandingSection
      {...props}
      id={id}
      title={title}
      lead={
        'Pick a style, a light and a wall colour: every picture is a real render of the same living room.'
      }
      className={className}
    >
      <StylePreview
        manifest={manifest?.images ?? noImages}
        fallbackSrc={fallbackSrc}
        defaultSelection={{ style: initialStyle }}
        styles={styles}
        onSelectionChange={onSelectionChange}
      />
    </LandingSection>
  );
}
