import { LandingView, type LandingViewProps } from '../Landing/LandingView.tsx';
import { ALL_PREVIEW_STYLES } from '../StylePreview/stylePreviewOptions.ts';

export type HeroDemoViewProps = LandingViewProps;

/**
 * The alternate landing of /hero-demo (spec part 2, demo pages): the landing with its own
 * hero words and a style preview that offers 'modern' too and starts there.
 */
export function HeroDemoView({ stylePreview, hero, ...props }: HeroDemoViewProps) {
  return (
    <LandingView
      {...props}
      hero={{
        eyebrow: 'Hero demo: the alternate landing',
        title: 'Stage, relight and repaint any room in one click.',
        lead: 'Drag across real before-and-after pairs, then try a modern, industrial, bohemian or mediterranean living room in any light and wall colour.',
        ...hero,
      }}
      stylePreview={{
        initialStyle: 'modern',
        styles: ALL_PREVIEW_STYLES,
        ...stylePreview,
      }}
    />
  );
}
