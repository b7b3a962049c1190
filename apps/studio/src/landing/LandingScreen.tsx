import { LandingView, type NavBarProps, type StyledManifestDocument } from './ui.ts';
import { showcaseSlides } from './showcase.ts';

/** The style preview's last fallback (spec part 1 §4): the showcase's furnished living room. */
export const staticLivingRoom = (
  showcaseSlides.find((slide) => slide.id.includes('living')) ?? showcaseSlides[0]!
).after.src;

export interface LandingScreenProps {
  /** The NavBar as the page's auth state draws it. */
  nav: NavBarProps;
  /** 'Try It Now - No Signup!' was pressed. */
  onTryItNow: () => void;
  /** The styled manifest, or null while it loads or when it could not be had. */
  manifest: StyledManifestDocument | null;
  /** The style preview is about to be seen: load the manifest. */
  onStylePreviewNeeded?: () => void;
}

/**
 * The landing page (`/`) itself, pure: the same markup is prerendered at build time (Preact's
 * renderToString), hydrated by the landing build, and rendered by the studio's router when a
 * visitor comes back to `/` from inside the app.
 */
export function LandingScreen({
  nav,
  onTryItNow,
  manifest,
  onStylePreviewNeeded,
}: LandingScreenProps) {
  return (
    <LandingView
      nav={nav}
      onTryItNow={onTryItNow}
      slides={showcaseSlides}
      stylePreview={{ manifest, fallbackSrc: staticLivingRoom }}
      onStylePreviewNeeded={onStylePreviewNeeded}
    />
  );
}
