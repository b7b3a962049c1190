import { OnboardingDemoView } from '@hds/ui';
import { showcaseSlides } from './showcaseSlides.ts';
import { useStyledManifest } from './useStyledManifest.ts';

/** `/onboarding-demo` (spec part 2, demo pages): the tabbed demo of the landing's pieces. */
export function OnboardingDemoPage() {
  const manifest = useStyledManifest();
  return (
    <main id="main">
      <OnboardingDemoView slides={showcaseSlides} manifest={manifest.data ?? null} />
    </main>
  );
}
