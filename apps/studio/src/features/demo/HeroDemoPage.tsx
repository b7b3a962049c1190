import { HeroDemoView } from '@hds/ui';
import { useLandingNav } from './useLandingNav.ts';
import { showcaseSlides } from './showcaseSlides.ts';
import { useStyledManifest } from './useStyledManifest.ts';

/** A static living room for the style preview's last fallback (spec part 1 §4). */
export const staticLivingRoom =
  (showcaseSlides.find((slide) => slide.id.includes('living')) ?? showcaseSlides[0])?.after.src ??
  '';

/** `/hero-demo` (spec part 2, demo pages): the alternate landing, style preview at 'modern'. */
export function HeroDemoPage() {
  const { nav, tryItNow } = useLandingNav();
  const manifest = useStyledManifest();
  return (
    <HeroDemoView
      nav={nav}
      onTryItNow={tryItNow}
      slides={showcaseSlides}
      stylePreview={{ manifest: manifest.data ?? null, fallbackSrc: staticLivingRoom }}
    />
  );
}
