import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastRegion, darkTheme, lightTheme } from '@hds/ui';
import { normalizedLocation } from './routing/normalizePath.ts';
import { routes } from './routing/routes.tsx';
import { FIREBASE_CONFIG_MISSING, readFirebaseConfig } from './config.ts';
import { createAuthService } from './auth/authService.ts';
import { AuthProvider } from './auth/AuthContext.tsx';
import { hasAuthToRestore } from './auth/persistence.ts';
import { authApi } from './kit/api/auth.ts';
import { ConfigErrorPage } from './app/ConfigErrorPage.tsx';
import { analytics, startAnalytics } from './analytics/analytics.ts';

function applyTheme() {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const set = () => {
    document.body.classList.toggle(darkTheme, dark.matches);
    document.body.classList.toggle(lightTheme, !dark.matches);
  };
  set();
  dark.addEventListener('change', set);
}

function queryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    mutationCache: new MutationCache({
      // Mutations name what they invalidate; one place keeps the cache honest.
      onSuccess: (_data, _vars, _ctx, mutation) => {
        const keys = mutation.meta?.invalidates as readonly unknown[][] | undefined;
        for (const queryKey of keys ?? []) void client.invalidateQueries({ queryKey });
      },
    }),
  });
  return client;
}

function boot() {
  const rewrite = normalizedLocation(window.location);
  if (rewrite) {
    window.location.replace(rewrite);
    return;
  }
  applyTheme();
  const root = createRoot(document.getElementById('root')!);
  const firebaseConfig = readFirebaseConfig(window.__HDS_CONFIG__, import.meta.env);
  if (!firebaseConfig) {
    console.error(FIREBASE_CONFIG_MISSING);
    root.render(<ConfigErrorPage message={FIREBASE_CONFIG_MISSING} />);
    return;
  }
  // Startup order (spec part 1 §4) is the auth machine's: CSRF, listener, redirect result.
  startAnalytics();
  // Firebase Auth is a chunk of its own: fetched at start-up only to restore a session or finish
  // a redirect, otherwise on the first sign-in (a visitor on the gallery may never need it).
  const loadIdp = () => import('./auth/idp.ts').then((m) => m.startIdp(firebaseConfig));
  // The playground signs a new visitor in as a guest at once (spec part 1 §2): its identity
  // provider is fetched alongside the page, not after it.
  if (window.location.pathname === '/app/playground' && !hasAuthToRestore(localStorage))
    void import('./auth/idp.ts');
  const auth = createAuthService(loadIdp, authApi, { analytics });
  auth.start();
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient()}>
        <AuthProvider service={auth}>
          <RouterProvider router={router} />
          <ToastRegion />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

boot();
