import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { landingNavItems } from '../app/navItems.ts';
import { LandingScreen } from '../landing/LandingScreen.tsx';
import { useStyledManifest } from './demo/useStyledManifest.ts';

/**
 * `/` inside the studio's router: a visitor who comes back from /app (the logo, 'Return to
 * Home', signing out) sees the landing without a reload. A first visit to `/` gets the
 * prerendered landing build instead (src/landing/main.tsx), which shows the same screen.
 */
export function LandingPage() {
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

  const tryItNow = () => {
    auth.signInAnonymously();
    void navigate('/app/playground');
  };

  return (
    <LandingScreen
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
      onTryItNow={tryItNow}
      manifest={manifest.data ?? null}
    />
  );
}
