import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { homeDesignPaths } from '@hds/api-client';
import {
  boardsHandlers,
  homeDesignHandlers,
  homeDesignScenario,
  makeActivity,
  populatedBoards,
  populatedHomeDesign,
} from '@hds/api-client/msw';
import {
  clearStaleAnnouncements,
  expectSignInGate,
  expectToast,
  failing,
  mockApi,
  PAGE_WAIT,
  pendingForever,
  SERVER_ERROR_DETAIL,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { ProjectsPage, projectsMessages } from './ProjectsPage.tsx';

const populated = () => ({
  ...populatedHomeDesign(),
  activities: [
    makeActivity(),
    makeActivity({
      id: 'act-0002',
      title: 'Furniture',
      description: 'Staged the kitchen in an industrial style',
      transformation_type: 'furniture',
      image: 'img-0002',
      time_ago: '2 hours ago',
    }),
  ],
});

const meta = {
  title: 'Pages/Projects',
  component: ProjectsPage,
  ...studioPage(
    '/app/projects',
    '`/app` and `/app/projects` in the whole studio (memory router over the real routes, ' +
      'the app shell, auth through a fake identity provider, the API through MSW): the ' +
      "project cards, 'Welcome to Home Design' for a first visit, the load failure and the " +
      'sign-in gate.',
  ),
} satisfies Meta<typeof ProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with two projects and recent activity. */
export const Full: Story = {
  beforeEach: mockApi(() => homeDesignHandlers(populated())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Projects' }, PAGE_WAIT),
    ).toBeVisible();
    const grid = await canvas.findByRole('list', { name: 'Projects' }, PAGE_WAIT);
    const cards = within(grid).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(within(grid).getByRole('link', { name: 'Maple Street' })).toHaveAttribute(
      'href',
      '/app/projects/prj-0001',
    );
    await expect(within(grid).getByRole('link', { name: 'Harbour Loft' })).toBeVisible();
    const activity = await canvas.findByRole('list', { name: 'Recent activity' }, PAGE_WAIT);
    await expect(within(activity).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(activity).getByText('Sage walls in the living room')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'User menu for Guest' })).toBeVisible();
  },
};

/** A card opens its project inside the app (client-side navigation, lazy route). */
export const OpenProject: Story = {
  beforeEach: mockApi(() => [
    ...homeDesignHandlers(populated()),
    ...boardsHandlers(populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Projects' }, PAGE_WAIT);
    await userEvent.click(within(grid).getByRole('link', { name: 'Maple Street' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Maple Street' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Images 3' }, PAGE_WAIT)).toBeVisible();
  },
};

/** The same list for a Google account: the user menu carries the account's name. */
export const FullRegistered: Story = {
  parameters: { studio: { session: 'registered' } },
  beforeEach: mockApi(() => homeDesignHandlers(populated())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Projects' }, PAGE_WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'User menu for Ada Lovelace' })).toBeVisible();
  },
};

/** The project list never answers: three skeleton cards, busy. */
export const Loading: Story = {
  beforeEach: mockApi(() => [pendingForever(homeDesignPaths.projects)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Projects' }, PAGE_WAIT),
    ).toBeVisible();
    const skeletons = await canvas.findByRole('list', { name: 'Loading projects' }, PAGE_WAIT);
    await expect(within(skeletons).getAllByRole('listitem')).toHaveLength(3);
    await expect(skeletons.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** A first visit: no projects yet, the way to create one, and no activity. */
export const Empty: Story = {
  beforeEach: mockApi(() => homeDesignHandlers(homeDesignScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome to Home Design' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Your First Project' })).toBeVisible();
    await expect(
      await canvas.findByText('No activities to display', undefined, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** The list fails (500): the page says so with the server's detail, offers a retry, and toasts. */
export const ServerError: Story = {
  beforeEach: mockApi(() => [failing(homeDesignPaths.projects)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: projectsMessages.loadFailed }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText(SERVER_ERROR_DETAIL)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectToast(canvasElement, 'Error', SERVER_ERROR_DETAIL);
  },
};

/** 'New Project' creates the project, toasts and opens it. */
export const CreateProject: Story = {
  beforeEach: mockApi(() => [
    ...homeDesignHandlers(populated()),
    ...boardsHandlers(populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Project' }, PAGE_WAIT));
    const dialog = await body.findByRole('dialog', { name: 'Create New Project' }, PAGE_WAIT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Project Title/ }), 'Cabin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await expectToast(canvasElement, 'Success', projectsMessages.created);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cabin' }, PAGE_WAIT),
    ).toBeVisible();
    // The pending 'Create Project' button left with the dialog; its announcement is stale.
    clearStaleAnnouncements();
  },
};

/** Signed out: the gate asks for a sign-in instead of loading anything. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectSignInGate(canvasElement, 'Projects');
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Projects' })).toBeNull();
  },
};

/** The identity provider has not answered yet: the gate waits. */
export const CheckingSession: Story = {
  parameters: { studio: { session: 'checking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Checking authentication...' }, PAGE_WAIT),
    ).toBeVisible();
  },
};
