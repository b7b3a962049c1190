import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse, type AnyHandler } from 'msw';
// Types `context.msw` (the worker the preview's `mswLoader` starts) for the hooks below.
import type {} from 'msw-storybook-addon/csf3';
import { toastQueue } from '@hds/ui';
import type { IdpUser } from '@hds/machines';
import type { AuthResponse } from '@hds/api-client';
import {
  analyticsHandlers,
  authHandlers,
  googleUser,
  guestUser,
  signedInAs,
  signedOut,
} from '@hds/api-client/msw';
import { authApi } from '../kit/api/auth.ts';
import { AuthProvider } from '../auth/AuthContext.tsx';
import type { AuthService } from '../auth/authService.ts';
import { PREFERENCES_KEY } from '../features/account/preferences.ts';
import { WELCOMED_KEY } from '../kit/samples/samples.ts';
import { SIGN_IN_REQUIRED } from '../kit/SessionGate.tsx';
import { STORAGE_KEY as ANALYTICS_KEY } from '../analytics/tracker.ts';
import { routes } from '../routing/routes.tsx';
import { createFakeAuthService, type FakeIdpStart } from './fakeAuthService.ts';

/**
 * Who is using the studio in a story:
 * - `guest`: an anonymous (guest) session, the server knows the user (Guest);
 * - `registered`: a Google account (Ada Lovelace, ada@example.com);
 * - `signedOut`: no identity-provider user, no session;
 * - `checking`: the identity provider has not answered yet ("Checking authentication...").
 */
export type StorySession = 'guest' | 'registered' | 'signedOut' | 'checking';

/** `parameters.studio` of a page story; story parameters merge over the meta's. */
export interface StudioParameters {
  /** Where the memory router starts, e.g. `/app/projects/prj-0001?tab=boards`. */
  path: string;
  /** @default 'guest' */
  session?: StorySession;
}

const idpUsers: Record<Exclude<StorySession, 'checking'>, IdpUser | null> = {
  guest: { uid: guestUser.uid, email: null, displayName: null, isAnonymous: true },
  registered: {
    uid: googleUser.uid,
    email: googleUser.email,
    displayName: googleUser.displayName ?? null,
    isAnonymous: false,
  },
  signedOut: null,
};

const serverSessions: Record<StorySession, AuthResponse> = {
  guest: signedInAs(guestUser),
  registered: signedInAs(googleUser),
  signedOut,
  checking: signedOut,
};

const idpStart = (session: StorySession): FakeIdpStart =>
  session === 'checking' ? { kind: 'silent' } : { kind: 'user', user: idpUsers[session] };

/** The app's QueryClient (main.tsx) without retries, so error states show at once. */
function createStoryQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    mutationCache: new MutationCache({
      onSuccess: (_data, _vars, _ctx, mutation) => {
        const keys = mutation.meta?.invalidates as readonly unknown[][] | undefined;
        for (const queryKey of keys ?? []) void client.invalidateQueries({ queryKey });
      },
    }),
  });
  return client;
}

/**
 * The whole studio at one path, as `main.tsx` mounts it: a fresh QueryClient, the auth provider
 * (fed by the fake identity provider of `session`, the server answered by MSW) and a memory
 * router over the real `routes`, so lazy pages, links and redirects behave as in the app. The
 * toast region is the one `.storybook/preview.tsx` mounts for every story (the same `@hds/ui`
 * region and queue the app mounts; a second one would show every toast twice).
 */
export function StudioStory({ path, session = 'guest' }: StudioParameters) {
  const [queryClient] = useState(createStoryQueryClient);
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  const [auth, setAuth] = useState<AuthService | null>(null);
  // Created and started in an effect so that a Strict Mode remount gets a fresh, running actor.
  useEffect(() => {
    const service = createFakeAuthService(authApi, idpStart(session));
    service.start();
    setAuth(service);
    return () => {
      service.stop();
    };
  }, [session]);
  useEffect(
    () => () => {
      router.dispose();
      queryClient.clear();
    },
    [router, queryClient],
  );
  if (!auth) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider service={auth}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function studioParameters({ parameters }: { parameters: StoryContext['parameters'] }) {
  const studio = parameters.studio as Partial<StudioParameters> | undefined;
  if (!studio?.path) throw new Error('A page story needs parameters.studio.path');
  return { path: studio.path, session: studio.session ?? 'guest' } satisfies StudioParameters;
}

/** `render` of a page story: the studio at `parameters.studio.path`. */
export const renderStudio = <TArgs,>(_args: TArgs, context: StoryContext<TArgs>) => (
  <StudioStory {...studioParameters(context)} />
);

/** Anything under /api that a story did not mock fails loudly instead of reaching a network. */
const unmocked = http.all('*/api/*', ({ request }) =>
  HttpResponse.json(
    { detail: `No story mock for ${request.method} ${new URL(request.url).pathname}` },
    { status: 501 },
  ),
);

/** Device-local state of the studio that must not leak from one story (or visit) to the next. */
const LOCAL_KEYS = ['sidebarCollapsed', PREFERENCES_KEY, WELCOMED_KEY, ANALYTICS_KEY];

/**
 * react-aria announces a pending button through a live-region node labelled by the button's id
 * and keeps it for 7 s. Once the button is gone (the story unmounted, or a dialog closed on
 * success) the node points at nothing and axe reports it (role-img-alt), so stale ones are
 * removed, as the ui stories do between stories.
 */
export function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  });
}

/**
 * Meta-level `beforeEach` of a page story: no toasts, announcements or local preferences left
 * over, the auth endpoints answering for `parameters.studio.session`, the analytics endpoint
 * accepting batches, and every other API call unmocked until the story's own `mockApi` says
 * otherwise (handlers used later take precedence).
 */
export function studioBeforeEach<TArgs>(context: StoryContext<TArgs>) {
  const { session = 'guest' } = studioParameters(context);
  toastQueue.clear();
  clearStaleAnnouncements();
  for (const key of LOCAL_KEYS) localStorage.removeItem(key);
  context.msw.use(
    ...authHandlers({ current: serverSessions[session] }),
    // Page views go to the analytics endpoint like in the app; the stories do not check them.
    ...analyticsHandlers(),
    unmocked,
  );
  return () => {
    toastQueue.clear();
    clearStaleAnnouncements();
  };
}

/**
 * The meta of a page story (after its `title` and `component`): the whole studio at `path`
 * (fullscreen; memory router over the real routes, the fake identity provider, MSW) with the
 * meta-level `studioBeforeEach`, and the page's docs description when given.
 */
export const studioPage = (path: string, description?: string) => ({
  parameters: {
    layout: 'fullscreen',
    studio: { path },
    ...(description ? { docs: { description: { component: description } } } : {}),
  },
  beforeEach: studioBeforeEach,
  render: renderStudio,
});

/**
 * Story-level `beforeEach` that installs handlers built afresh for every render, so in-memory
 * scenarios (which handlers mutate on writes) start from their seed each time.
 */
export const mockApi =
  (build: () => AnyHandler[]) =>
  <TArgs,>(context: StoryContext<TArgs>) => {
    context.msw.use(...build());
  };

/**
 * Wait options for finding what a page shows: the first paint waits for the auth start-up, a
 * lazy route chunk and MSW, which can take seconds on a loaded test machine.
 */
export const PAGE_WAIT = { timeout: 10_000 } as const;

/**
 * The toast titled `title` is on screen, with `text` when given. Toasts fade in, and on a busy
 * page (a route just loaded) the animation can start late, hence the page-long wait.
 */
export async function expectToast(canvasElement: HTMLElement, title: string, text?: string) {
  const body = within(canvasElement.ownerDocument.body);
  const toast = await body.findByRole('alertdialog', { name: title }, PAGE_WAIT);
  await waitFor(
    () => expect(text === undefined ? toast : within(toast).getByText(text)).toBeVisible(),
    PAGE_WAIT,
  );
  return toast;
}

/**
 * A signed-out page: the session gate's 'Please sign in…' under the page's own `title` (h1).
 * Returns the canvas for the story's own further checks.
 */
export async function expectSignInGate(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(SIGN_IN_REQUIRED, undefined, PAGE_WAIT)).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return canvas;
}

/** A GET that never answers: the page's loading state stays on screen. */
export const pendingForever = (path: string) =>
  http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** The detail the error stories' server sends, shown by pages that display the server's words. */
export const SERVER_ERROR_DETAIL = 'The database is not answering. Please try again later.';

/** A GET that fails like the server does: `{detail}` with the status (500 by default). */
export const failing = (path: string, detail = SERVER_ERROR_DETAIL, status = 500) =>
  http.get(`*${path}`, () => HttpResponse.json({ detail }, { status }));
