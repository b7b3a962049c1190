import { useLocation, useNavigate } from 'react-router-dom';
import { HeroDemoView } from '@hds/ui';
import { useAuth } from '../../auth/AuthContext.tsx';
import { landingNavItems } from '../../app/navItems.ts';
import { showcaseSlides } from './showcaseSlides.ts';
import { useStyledManifest } from './useStyledManifest.ts';

/** A static living room for the style preview's last fallback (spec part 1 §4). */
export const staticLivingRoom =
  (showcaseSlides.find((slide) => slide.id.includes('living')) ?? showcaseSlides[0])?.after.src ??
  '';

/** `/hero-demo` (spec part 2, demo pages): the alternate landing, style preview at 'modern'. */
export function HeroDemoPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const manifest = useStyledManifest();
  const user = auth.firebaseUser
    ? {
        displayName:
          auth.serverUser?.displayName ??
          auth.firebaseUser.displayName ??
          (auth.firebaseUser.isAnonymous ? 'Guest' : 'Account'),
        isAnonymous: auth.firebaseUser.isAnonymous,
      }
    : null;

  return (
    <HeroDemoView
      nav={{
        items: landingNavItems(pathname),
        currentHref: pathname,
        user,
        isBusy: auth.isInitializing || auth.isLoading,
        error: auth.error,
        onSignIn: auth.signInWithGoogle,
        onProfile: () => void navigate('/app/profile'),
        onUpgrade: auth.convertToGoogle,
        onSignOut: auth.signOut,
      }}
      onTryItNow={() => {
        auth.signInAnonymously();
        void navigate('/app/playground');
      }}
      slides={showcaseSlides}
      stylePreview={{ manifest: manifest.data ?? null, fallbackSrc: staticLivingRoom }}
    />
  );
}
