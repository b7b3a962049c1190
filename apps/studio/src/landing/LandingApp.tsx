import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { landingNavItems } from '../app/navItems.ts';
import { LandingScreen } from './LandingScreen.tsx';
import {
  hasAuthToRestore,
  signedOut,
  type LandingAuth,
  type LandingAuthState,
} from './authState.ts';
import { loadAria } from './lightAria.tsx';
import { watchStyledManifest } from './styledManifest.ts';
import type { StyledManifestDocument } from './ui.ts';

const go = (href: string) => window.location.assign(href);

/**
 * The landing build's root: the landing screen with an auth state that costs nothing until it
 * is needed. Firebase Auth (its own chunk) starts when the visitor presses 'Sign In with
 * Google', or at once when this browser has a session to show or a Google redirect to finish.
 * 'Try It Now' opens the playground, which starts a guest session by itself.
 */
export function LandingApp() {
  const [state, setState] = useState<LandingAuthState>(signedOut);
  const [manifest, setManifest] = useState<StyledManifestDocument | null>(null);
  const auth = useRef<Promise<LandingAuth> | null>(null);

  const load = useCallback(() => {
    auth.current ??= import('./authRuntime.ts').then((m) => m.startLandingAuth(setState));
    return auth.current;
  }, []);

  // The manifest (about 100 KB) is fetched when the style preview is about to be seen, not with
  // the hero's pictures; watching it stops with the page.
  const stopWatching = useRef<(() => void) | null>(null);
  const needManifest = useCallback(() => {
    stopWatching.current ??= watchStyledManifest(setManifest);
  }, []);
  useEffect(() => () => stopWatching.current?.(), []);

  useEffect(() => {
    if (hasAuthToRestore(localStorage)) {
      setState((s) => ({ ...s, isBusy: true }));
      void load();
    }
  }, [load]);

  // The account menu's trigger takes its press from react-aria's menu context: a signed-in bar
  // needs react-aria at once (src/landing/lightAria.tsx).
  useEffect(() => {
    if (state.user) void loadAria();
  }, [state.user]);

  const nav = useMemo(() => {
    const command = (name: keyof LandingAuth) => () => {
      setState((s) => ({ ...s, isBusy: true }));
      void load().then((a) => a[name]());
    };
    return {
      items: landingNavItems('/'),
      currentHref: '/',
      user: state.user,
      isBusy: state.isBusy,
      error: state.error,
      onSignIn: command('signInWithGoogle'),
      onProfile: () => go('/app/profile'),
      onUpgrade: command('convertToGoogle'),
      onSignOut: command('signOut'),
    };
  }, [state, load]);

  return (
    <LandingScreen
      nav={nav}
      onTryItNow={tryItNow}
      manifest={manifest}
      onStylePreviewNeeded={needManifest}
    />
  );
}

const tryItNow = () => go('/app/playground?from=landing');
