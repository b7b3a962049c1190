// The public pages' interactive code (issue #41), fetched by boot.ts on the first interaction:
// hydrates the server's markup with the same tree and data, and starts Firebase Auth only on a
// sign-in (or a session to restore, which then hands the page over to the studio).
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { darkTheme, lightTheme } from '@hds/ui/theme';
import { hasAuthToRestore } from '../auth/persistence.ts';
import { signedOut, type LandingAuthState } from '../landing/authState.ts';
import { PublicApp, useLazyAuth, useStudioHandover } from './PublicApp.tsx';
import { PUBLIC_DATA_ID, type PublicPageData } from './publicData.ts';
import { replayTypedValues } from './typedBeforeHydration.ts';
import '../landing/theme.css.ts';

function PublicRoot({ data, path }: { data: PublicPageData; path: string }) {
  const [auth, setAuth] = useState<LandingAuthState>(signedOut);
  const loadAuth = useLazyAuth(setAuth);
  useEffect(() => {
    if (hasAuthToRestore(localStorage)) {
      setAuth((s) => ({ ...s, isBusy: true }));
      void loadAuth();
    }
  }, [loadAuth]);
  useStudioHandover(auth);
  return <PublicApp data={data} path={path} auth={auth} loadAuth={loadAuth} />;
}

function applyTheme() {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const set = () => {
    document.body.classList.toggle(darkTheme, dark.matches);
    document.body.classList.toggle(lightTheme, !dark.matches);
  };
  set();
  dark.addEventListener('change', set);
}

export function hydratePublicPage(root: HTMLElement) {
  const data = JSON.parse(document.getElementById(PUBLIC_DATA_ID)!.textContent!) as PublicPageData;
  hydrateRoot(
    root,
    <I18nProvider locale="en-US">
      <PublicRoot data={data} path={window.location.pathname} />
    </I18nProvider>,
  );
  // The consultation form's fields may have been typed into while this chunk loaded.
  replayTypedValues(root);
  applyTheme();
}
