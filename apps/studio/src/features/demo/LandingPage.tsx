import { LandingScreen } from '../../landing/LandingScreen.tsx';
import { useStyledManifest } from './useStyledManifest.ts';
import { useLandingNav } from './useLandingNav.ts';

/**
 * `/` inside the studio's router: a visitor who comes back from /app (the logo, 'Return to
 * Home', signing out) sees the landing without a reload. A first visit to `/` gets the
 * prerendered landing build instead (src/landing/main.tsx), which shows the same screen.
 */
export function LandingPage() {
  const { nav, tryItNow } = useLandingNav();
  const manifest = useStyledManifest();
  return <LandingScreen nav={nav} onTryItNow={tryItNow} manifest={manifest.data ?? null} />;
}
