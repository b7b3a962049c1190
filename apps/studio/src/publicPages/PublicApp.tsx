import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authPaths } from '@hds/api-client/contract';
import type { LandingAuth, LandingAuthState } from '../landing/authState.ts';
import { publicCurrentHref, publicNavItems, tryItNow } from '../public/publicNav.ts';
import * as layout from '../public/public.css.ts';
import { PublicConsultation } from './PublicConsultation.tsx';
import { PublicGallery } from './PublicGallery.tsx';
import type { PublicPageData } from './publicData.ts';
import { NavBar, ToastRegion } from './ui.ts';

export interface PublicAppProps {
  data: PublicPageData;
  /** The path the page was served at (the bar's current item). */
  path: string;
  /** The visitor as the bar draws them; signed out when the page is prerendered. */
  auth: LandingAuthState;
  /** Starts Firebase Auth (its own chunk) and gives its commands. */
  loadAuth: () => Promise<LandingAuth>;
}

/**
 * A public page (issue #41) — the gallery, a design, the consultation form — under the
 * landing's bar, as the server renders it for a visitor and the browser hydrates it.
 */
export function PublicApp({ data, path, auth, loadAuth }: PublicAppProps) {
  const nav = useMemo(() => {
    const command = (name: keyof LandingAuth) => () => void loadAuth().then((a) => a[name]());
    return {
      items: publicNavItems,
      currentHref: publicCurrentHref(path),
      user: auth.user,
      isBusy: auth.isBusy,
      error: auth.error,
      onSignIn: command('signInWithGoogle'),
      onProfile: () => window.location.assign('/app/profile'),
      onUpgrade: command('convertToGoogle'),
      onSignOut: command('signOut'),
      cta: tryItNow,
    };
  }, [auth, loadAuth, path]);
  return (
    <div className={layout.page}>
      <NavBar {...nav} />
      <main className={layout.main}>
        {data.page === 'consultation' ? (
          <PublicConsultation plan={data.plan} />
        ) : (
          <PublicGallery initial={data} onSignIn={nav.onSignIn} />
        )}
      </main>
      <ClientOnly>
        <ToastRegion />
      </ClientOnly>
    </div>
  );
}

/** Rendered once hydrated: the toast region reads the document (there is none on the server). */
function ClientOnly({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? children : null;
}

/** The sign-in runtime, loaded once: the landing's (Firebase Auth and the auth machine). */
export function useLazyAuth(onChange: (state: LandingAuthState) => void) {
  const auth = useRef<Promise<LandingAuth> | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  return useCallback(() => {
    auth.current ??= import('../landing/authRuntime.ts').then((m) =>
      m.startLandingAuth((s) => changed.current(s)),
    );
    return auth.current;
  }, []);
}

/** Remembered for a moment so a session the server refuses cannot reload the page forever. */
const HANDOVER_KEY = 'hds.publicHandover';
const POLL_MS = 500;
const POLLS = 40;

/** Whether the server has a session for this browser (its session cookie is httpOnly). */
const serverSession = () =>
  fetch(authPaths.me, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<{ isAuthenticated?: boolean }>) : null))
    .then((me) => me?.isAuthenticated === true)
    .catch(() => false);

/**
 * Once the visitor has a session, the same URL is loaded again: the server answers a request
 * with a session cookie with the studio, whose shell (with its Gallery item) takes over. The
 * reload waits until the server has the session (the auth machine opens it after Firebase
 * has the user), so it never cuts that request short.
 */
export function useStudioHandover(state: LandingAuthState) {
  const ready = Boolean(state.user && !state.isBusy && !state.error);
  useEffect(() => {
    if (!ready) return;
    let stopped = false;
    let polls = 0;
    const check = async () => {
      if (stopped || polls++ >= POLLS) return;
      if (!(await serverSession())) {
        setTimeout(() => void check(), POLL_MS);
        return;
      }
      if (stopped) return;
      try {
        const last = Number(sessionStorage.getItem(HANDOVER_KEY) ?? 0);
        if (Date.now() - last < 15_000) return;
        sessionStorage.setItem(HANDOVER_KEY, String(Date.now()));
      } catch {
        return;
      }
      window.location.reload();
    };
    void check();
    return () => {
      stopped = true;
    };
  }, [ready]);
}
