import { Navigate, type RouteObject } from 'react-router-dom';
import { RouterBridge } from './RouterBridge.tsx';
import { AppLayout } from '../app/AppLayout.tsx';
import { PublicLayout } from '../public/PublicLayout.tsx';
import { VisitorLayout } from '../public/VisitorLayout.tsx';
import { NotFoundPage } from '../app/NotFoundPage.tsx';
import { SharedBoardRedirect } from '../app/SharedBoardRedirect.tsx';
import { loadProjectRoute } from './projectRoute.tsx';

/**
 * Route-level code splitting: each screen is its own chunk, fetched when its route matches.
 * The loader returns the page component under the name react-router expects.
 */
const page =
  <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) });

const galleryPage = page(
  () => import('../features/gallery/GalleryPage.tsx'),
  (m) => m.GalleryPage,
);

/**
 * What shows while the first route's chunk loads: index.html's boot spinner (vite.bootScreen.ts,
 * whose stylesheet stays in the page), so the first frame holds until the page replaces it.
 */
function BootSpinner() {
  return (
    <div className="boot" role="progressbar" aria-label="Loading...">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          opacity=".2"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </div>
  );
}

/** The routing table of spec part 2 §2. Paths are normalised before the router sees them. */
export const routes: RouteObject[] = [
  {
    element: <RouterBridge />,
    hydrateFallbackElement: <BootSpinner />,
    children: [
      // A first visit to `/` gets the landing build; this is the way back from /app, so the
      // studio's own first load carries none of the landing's code.
      {
        path: '/',
        lazy: page(
          () => import('../features/demo/LandingPage.tsx'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: '/onboarding-demo',
        lazy: page(
          () => import('../features/demo/OnboardingDemoPage.tsx'),
          (m) => m.OnboardingDemoPage,
        ),
      },
      {
        path: '/hero-demo',
        lazy: page(
          () => import('../features/demo/HeroDemoPage.tsx'),
          (m) => m.HeroDemoPage,
        ),
      },
      // A shared gallery link (`{origin}/gallery/{id}`) opens the item in the gallery.
      {
        path: '/gallery',
        element: <VisitorLayout />,
        children: [
          { index: true, element: <Navigate to="/app/gallery" replace /> },
          { path: ':itemId', lazy: galleryPage },
        ],
      },
      {
        path: '/app',
        children: [
          { path: 'share/board/:token', element: <SharedBoardRedirect /> },
          // The lead form's full page (issue #21): under the public bar (issue #41), signed in
          // or not; never the studio's shell.
          {
            path: 'consultation',
            element: <PublicLayout />,
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/consultation/ConsultationPage.tsx'),
                  (m) => m.ConsultationPage,
                ),
              },
            ],
          },
          {
            path: 'onboarding-demo',
            lazy: page(
              () => import('../features/demo/OnboardingDemoPage.tsx'),
              (m) => m.OnboardingDemoPage,
            ),
          },
          {
            path: 'hero-demo',
            lazy: page(
              () => import('../features/demo/HeroDemoPage.tsx'),
              (m) => m.HeroDemoPage,
            ),
          },
          // The public gallery works signed out (issue #20): the public bar for a visitor, the
          // studio's shell for a session (issue #41).
          {
            element: <VisitorLayout />,
            children: [
              { path: 'gallery', lazy: galleryPage },
              { path: 'gallery/:itemId', lazy: galleryPage },
            ],
          },
          {
            element: <AppLayout />,
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/projects/ProjectsPage.tsx'),
                  (m) => m.ProjectsPage,
                ),
              },
              {
                path: 'projects',
                lazy: page(
                  () => import('../features/projects/ProjectsPage.tsx'),
                  (m) => m.ProjectsPage,
                ),
              },
              { path: 'projects/new', element: <Navigate to="/app/projects" replace /> },
              {
                path: 'projects/:projectId',
                lazy: loadProjectRoute,
              },
              { path: 'dashboard', element: <Navigate to="/app/projects" replace /> },
              {
                path: 'boards',
                lazy: page(
                  () => import('../features/boards/BoardsPage.tsx'),
                  (m) => m.BoardsPage,
                ),
              },
              { path: 'boards/new', element: <Navigate to="/app/boards" replace /> },
              {
                path: 'boards/:boardId',
                lazy: page(
                  () => import('../features/boards/BoardDetailPage.tsx'),
                  (m) => m.BoardDetailPage,
                ),
              },
              {
                path: 'boards/:boardId/edit',
                lazy: page(
                  () => import('../features/boards/BoardEditPage.tsx'),
                  (m) => m.BoardEditPage,
                ),
              },
              {
                path: 'listings',
                lazy: page(
                  () => import('../features/listings/ListingsPage.tsx'),
                  (m) => m.ListingsPage,
                ),
              },
              {
                path: 'playground',
                lazy: page(
                  () => import('../features/playground/PlaygroundPage.tsx'),
                  (m) => m.PlaygroundPage,
                ),
              },
              {
                path: 'recipes',
                lazy: page(
                  () => import('../features/recipes/RecipesPage.tsx'),
                  (m) => m.RecipesPage,
                ),
              },
              {
                path: 'batches/:batchId',
                lazy: page(
                  () => import('../features/recipes/BatchPage.tsx'),
                  (m) => m.BatchPage,
                ),
              },
              // The moderators' queue answers 'Not allowed' for anyone else.
              {
                path: 'gallery/moderation',
                lazy: page(
                  () => import('../features/gallery/GalleryModerationPage.tsx'),
                  (m) => m.GalleryModerationPage,
                ),
              },
              {
                path: 'embeds',
                lazy: page(
                  () => import('../features/embeds/EmbedsPage.tsx'),
                  (m) => m.EmbedsPage,
                ),
              },
              {
                path: 'leads',
                lazy: page(
                  () => import('../features/leads/LeadsPage.tsx'),
                  (m) => m.LeadsPage,
                ),
              },
              {
                path: 'plans',
                lazy: page(
                  () => import('../features/account/PlansPage.tsx'),
                  (m) => m.PlansPage,
                ),
              },
              {
                path: 'settings',
                lazy: page(
                  () => import('../features/account/SettingsPage.tsx'),
                  (m) => m.SettingsPage,
                ),
              },
              {
                path: 'profile',
                lazy: page(
                  () => import('../features/account/ProfilePage.tsx'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'version_details',
                lazy: page(
                  () => import('../features/account/VersionPage.tsx'),
                  (m) => m.VersionPage,
                ),
              },
              {
                path: 'generated-images',
                lazy: page(
                  () => import('../features/demo/GeneratedImagesPage.tsx'),
                  (m) => m.GeneratedImagesPage,
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
