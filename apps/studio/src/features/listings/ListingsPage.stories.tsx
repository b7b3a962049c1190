import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listingPaths } from '@hds/api-client';
import { listingsErrorHandlers, listingsHandlers, listingsScenario } from '@hds/api-client/msw';
import {
  PAGE_WAIT,
  clearStaleAnnouncements,
  expectSignInGate,
  expectToast,
  failing,
  mockApi,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { ListingsPage, listingsPageMessages } from './ListingsPage.tsx';

const meta = {
  title: 'Pages/Listings',
  component: ListingsPage,
  ...studioPage(
    '/app/listings',
    '`/app/listings` in the whole studio over the shared listings MSW handlers: imports ' +
      'start pending and the cards fill in by polling, Create Project links the project, ' +
      "and the spec's toasts answer failures.",
  ),
} satisfies Meta<typeof ListingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 15_000 } as const;

/** Add two URLs: both start pending; polling brings one to Completed and one to Failed. */
export const ImportAndCreateProject: Story = {
  beforeEach: mockApi(() => listingsHandlers(listingsScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Listings' }, PAGE_WAIT);
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Listings' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Listings' }, PAGE_WAIT);
    await waitFor(() => expect(dialog).toBeVisible(), PAGE_WAIT);
    await userEvent.paste('https://homes.example.com/new\nhttps://broken.example.com/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Listings' }));
    await expectToast(canvasElement, listingsPageMessages.added(2));
    const done = await canvas.findByRole('article', { name: 'Imported home 100' }, SLOW);
    await expect(within(done).getByText('Completed')).toBeVisible();
    await expect(
      await canvas.findByText('No listing details found on this page', undefined, SLOW),
    ).toBeVisible();

    await userEvent.click(within(done).getByRole('button', { name: 'Create Project' }));
    await expectToast(canvasElement, listingsPageMessages.projectCreated);
    await waitFor(
      () =>
        expect(within(done).getByRole('link', { name: 'View Project' })).toHaveAttribute(
          'href',
          expect.stringMatching(/^\/app\/projects\/prj-/),
        ),
      PAGE_WAIT,
    );
    // The Create Project and Add Listings buttons were pending: drop their announcements.
    clearStaleAnnouncements();
  },
};

/** The tabs ask the server: Archived shows the archived listing only. */
export const ArchivedTab: Story = {
  beforeEach: mockApi(() => listingsHandlers(listingsScenario({ advance: false }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Listings' }, PAGE_WAIT);
    await userEvent.click(canvas.getByRole('tab', { name: 'Archived' }));
    await waitFor(() => expect(canvas.getByText('1 listing')).toBeVisible(), PAGE_WAIT);
    const card = canvas.getByRole('article', { name: 'Mid-century ranch on a corner lot' });
    await userEvent.click(within(card).getByRole('button', { name: /^Unarchive / }));
    await waitFor(() => expect(canvas.getByText('0 listings')).toBeVisible(), PAGE_WAIT);
  },
};

/**
 * A link carries the tab and filters (they live in the URL): `?tab=archived` opens on the
 * Archived tab, and a status the page does not know reads as All.
 */
export const FiltersFromTheUrl: Story = {
  parameters: { studio: { path: '/app/listings?tab=archived&status=bogus' } },
  beforeEach: mockApi(() => listingsHandlers(listingsScenario({ advance: false }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Listings' }, PAGE_WAIT);
    await expect(canvas.getByRole('tab', { name: 'Archived' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(canvas.getByText('1 listing')).toBeVisible(), PAGE_WAIT);
    await expect(
      canvas.getByRole('article', { name: 'Mid-century ranch on a corner lot' }),
    ).toBeVisible();
  },
};

/** Refresh with nothing selected says so. */
export const RefreshNothingSelected: Story = {
  beforeEach: mockApi(() => listingsHandlers(listingsScenario({ advance: false }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Listings' }, PAGE_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh (0)' }));
    await expectToast(canvasElement, listingsPageMessages.selectToRefresh);
  },
};

/** The list call fails: 'Failed to load listings' as a toast and in the page. */
export const LoadFails: Story = {
  beforeEach: mockApi(() => [failing(listingPaths.list), ...listingsHandlers(listingsScenario())]),
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, listingsPageMessages.loadFailed);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Failed to load listings' },
        PAGE_WAIT,
      ),
    ).toBeVisible();
  },
};

/** The import call fails: the server's detail under 'Failed to add listings'. */
export const AddFails: Story = {
  beforeEach: mockApi(() => [
    listingsErrorHandlers.createDown,
    ...listingsHandlers(listingsScenario({ advance: false })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Listings' }, PAGE_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Listings' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Listings' }, PAGE_WAIT);
    await waitFor(() => expect(dialog).toBeVisible(), PAGE_WAIT);
    await userEvent.paste('https://homes.example.com/new');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Listings' }));
    await expectToast(
      canvasElement,
      listingsPageMessages.addFailed,
      'Listing imports are paused for maintenance.',
    );
    await expect(dialog).toBeInTheDocument();
    clearStaleAnnouncements();
  },
};

/** Signed out: the session gate under the page title. */
export const SignedOut: Story = {
  parameters: { studio: { path: '/app/listings', session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    await expectSignInGate(canvasElement, 'Property Listings');
  },
};
