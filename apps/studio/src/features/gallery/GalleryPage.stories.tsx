import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  galleryHandlers,
  galleryScenario,
  leadsHandlers,
  leadsScenario,
  makeGalleryItems,
  sampleModerationQueue,
  type LeadsScenario,
} from '@hds/api-client/msw';
import { PAGE_WAIT, expectToast, mockApi, studioPage } from '../../storybook/StudioStory.tsx';
import { GalleryPage } from './GalleryPage.tsx';

const meta = {
  title: 'Pages/Gallery',
  component: GalleryPage,
  ...studioPage(
    '/app/gallery',
    '`/app/gallery` in the whole studio over the shared gallery MSW handlers: search, ' +
      'filters and the view in the URL, Load More by pages of 20, the detail dialog at ' +
      '`/app/gallery/:id` (and a shared `/gallery/:id`), likes that need a session.',
  ),
} satisfies Meta<typeof GalleryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest pages through 45 designs (20 + 20 + 5), opens one and likes it. */
export const Default: Story = {
  beforeEach: mockApi(() => galleryHandlers(galleryScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Designs' }, PAGE_WAIT);
    await expect(canvas.getByText('45 designs')).toBeVisible();
    await expect(within(list).getAllByRole('article')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(40), PAGE_WAIT);
    await userEvent.click(within(list).getByRole('button', { name: /^Bohemian living room 1$/ }));
    const dialog = await body.findByRole('dialog', { name: 'Bohemian living room 1' }, PAGE_WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Like' }));
    await expect(within(dialog).getByRole('button', { name: 'Liked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Signed out, the gallery still shows; Like asks to sign in instead of failing. */
export const SignedOut: Story = {
  parameters: { studio: { path: '/gallery/gal-0002', session: 'signedOut' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario({ signedIn: false }))),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Bohemian kitchen 2' }, PAGE_WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Like' }));
    const prompt = await body.findByRole('dialog', { name: 'Sign in to like designs' }, PAGE_WAIT);
    // The modal fades in: visible once its animation has run.
    await waitFor(() => expect(prompt).toBeVisible(), PAGE_WAIT);
    await expect(within(prompt).getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(body.queryByRole('alertdialog', { name: 'Like failed' })).toBeNull();
  },
};

/** The URL drives the filters: a room type and a search that match nothing. */
export const NothingFound: Story = {
  parameters: { studio: { path: '/app/gallery?q=zebra&room=Office' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario({ items: makeGalleryItems(6) }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No designs found' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search designs' })).toHaveValue('zebra');
    await expect(canvas.getByRole('row', { name: /Room Type: Office/ })).toBeVisible();
  },
};

/** A deep link to an item that is gone says so and lands on the gallery. */
export const MissingItem: Story = {
  parameters: { studio: { path: '/app/gallery/gal-9999' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario({ items: makeGalleryItems(3) }))),
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, 'Error', 'Gallery item not found.');
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Not a moderator: the review queue says 'Not allowed' with the server's reason. */
export const ModerationNotAllowed: Story = {
  parameters: { studio: { path: '/app/gallery/moderation', session: 'registered' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not allowed' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText('Only moderators can review gallery items.')).toBeVisible();
  },
};

/**
 * A moderator's queue: who reported each design and when (a new account's report marked as not
 * counted); dismissing the reports on a design still shown takes it out of the queue.
 */
export const Moderation: Story = {
  parameters: { studio: { path: '/app/gallery/moderation', session: 'registered' } },
  beforeEach: mockApi(() =>
    galleryHandlers(galleryScenario({ moderation: sampleModerationQueue() })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const queue = await canvas.findByRole('list', { name: 'Review queue' }, PAGE_WAIT);
    const [hidden, shown] = sampleModerationQueue();
    const reports = within(canvas.getByRole('list', { name: `Reports on ${hidden!.title}` }));
    await expect(reports.getAllByRole('listitem')).toHaveLength(4);
    await expect(reports.getByText(/Ines Duarte \(ines@example\.com\)/)).toBeVisible();
    await expect(reports.getByText('New account: not counted')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Dismiss reports on ${shown!.title}` }),
    );
    await expectToast(canvasElement, 'Reports dismissed');
    await waitFor(
      () => expect(within(queue).queryByRole('heading', { name: shown!.title })).toBeNull(),
      PAGE_WAIT,
    );
  },
};

/** A design under review: its card and its detail say so; it is still there to open. */
export const UnderReview: Story = {
  parameters: { studio: { path: '/app/gallery/gal-0001' } },
  beforeEach: mockApi(() =>
    galleryHandlers(
      galleryScenario({
        items: makeGalleryItems(4).map((i, k) => (k === 0 ? { ...i, under_review: true } : i)),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Bohemian living room 1' }, PAGE_WAIT);
    // The dialog fades in: visible once its animation has run.
    await waitFor(() => expect(within(dialog).getByText('Under review')).toBeVisible(), PAGE_WAIT);
    await userEvent.keyboard('{Escape}');
    const list = await within(canvasElement).findByRole('list', { name: 'Designs' }, PAGE_WAIT);
    await expect(within(list).getAllByText('Under review')).toHaveLength(1);
  },
};

/** A guest reporting a design reads why it cannot, in place. */
export const ReportAsGuest: Story = {
  parameters: { studio: { path: '/app/gallery/gal-0002' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario({ guest: true }))),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Bohemian kitchen 2' }, PAGE_WAIT),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Report this design' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'What is wrong with it?' }), 'Spam');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Report' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'guest accounts cannot report',
    );
  },
};

let leads: LeadsScenario = leadsScenario();

/**
 * Signed out, the detail dialog's Contact button opens the lead form (minimal); the lead names
 * the design, so its author reads it (issue #21).
 */
export const ContactAuthor: Story = {
  parameters: { studio: { path: '/gallery/gal-0002', session: 'signedOut' } },
  beforeEach: mockApi(() => {
    leads = leadsScenario();
    return [...galleryHandlers(galleryScenario({ signedIn: false })), ...leadsHandlers(leads)];
  }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Bohemian kitchen 2' }, PAGE_WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contact' }));
    const form = await body.findByRole('dialog', { name: 'Contact Mara Quint' }, PAGE_WAIT);
    await userEvent.click(within(form).getByRole('textbox', { name: /First Name/ }));
    await userEvent.paste('Ada');
    await userEvent.click(within(form).getByRole('textbox', { name: /Last Name/ }));
    await userEvent.paste('Lovelace');
    await userEvent.click(within(form).getByRole('textbox', { name: /Email/ }));
    await userEvent.paste('ada@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(form).findByText('I accept the terms and conditions'));
    await userEvent.click(within(form).getByRole('button', { name: 'Get Started' }));
    await expect(
      await within(form).findByRole('heading', { name: 'Welcome, Ada!' }, PAGE_WAIT),
    ).toBeVisible();
    await waitFor(() => expect(leads.captured).toHaveLength(1));
    await expect(leads.captured[0]).toMatchObject({
      galleryItemId: 'gal-0002',
      acceptTerms: true,
      source: 'gallery',
    });
  },
};
