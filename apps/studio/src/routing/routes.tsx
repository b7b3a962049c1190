import { Navigate, type RouteObject } from 'react-router-dom';
import { RouterBridge } from './RouterBridge.tsx';
import { AppLayout } from '../app/AppLayout.tsx';
import { LandingPage } from '../pages/LandingPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PlaygroundPage } from '../pages/PlaygroundPage.tsx';
import { PendingPage } from '../pages/PendingPage.tsx';
import { SharedBoardRedirect } from '../pages/SharedBoardRedirect.tsx';

/** Pages of the routing table that later issues fill in; each says so on screen. */
const pending = (title: string) => <PendingPage title={title} />;

/** The routing table of spec part 2 §2. Paths are normalised before the router sees them. */
export const routes: RouteObject[] = [
  {
    element: <RouterBridge />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/app',
        children: [
          { path: 'share/board/:token', element: <SharedBoardRedirect /> },
          {
            element: <AppLayout />,
            children: [
              { index: true, element: pending('Projects') },
              { path: 'projects', element: pending('Projects') },
              { path: 'projects/new', element: <Navigate to="/app/projects" replace /> },
              { path: 'projects/:projectId', element: pending('Project') },
              { path: 'dashboard', element: <Navigate to="/app/projects" replace /> },
              { path: 'boards', element: pending('Boards') },
              { path: 'boards/new', element: <Navigate to="/app/boards" replace /> },
              { path: 'boards/:boardId', element: pending('Board') },
              { path: 'boards/:boardId/edit', element: pending('Edit Board') },
              { path: 'listings', element: pending('Property Listings') },
              { path: 'playground', element: <PlaygroundPage /> },
              { path: 'gallery', element: pending('Gallery') },
              { path: 'plans', element: pending('Plans') },
              { path: 'settings', element: pending('Settings') },
              { path: 'profile', element: pending('Profile') },
              { path: 'version_details', element: pending('Version') },
              { path: 'generated-images', element: pending('Generated Images Dashboard') },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
