import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { galleryHandlers, galleryScenario } from '@hds/api-client/msw';
import { PAGE_WAIT, mockApi, studioPage } from '../storybook/StudioStory.tsx';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'Pages/Public layout',
  component: PublicLayout,
  ...studioPage(
    '/app/gallery',
    'The pages open to everyone (the gallery, a design at `/gallery/:id`, the consultation ' +
      "form) for a visitor who is not signed in: the landing's bar — Gallery, Features, Pricing, " +
      "'Sign In with Google', 'Try It Now' — and no studio sidebar. A session (a guest's " +
      "included) gets the studio's shell instead.",
  ),
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const STUDIO_ITEMS = ['Projects', 'Boards', 'Recipes', 'Listings', 'Embeds', 'Leads', 'Plans'];

/** Signed out on a filtered gallery: the public bar, the designs, no studio navigation. */
export const SignedOutGallery: Story = {
  parameters: { studio: { path: '/app/gallery?room=Kitchen&sort=recent', session: 'signedOut' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario({ signedIn: false }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Designs' }, PAGE_WAIT);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Gallery', 'Features', 'Pricing']);
    await expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try It Now' })).toBeVisible();
    for (const label of STUDIO_ITEMS)
      await expect(canvas.queryByRole('link', { name: label })).toBeNull();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
  },
};

/** A design's shared link, signed out: its dialog over the gallery, under the public bar. */
export const SignedOutDesign: Story = {
  parameters: { studio: { path: '/gallery/gal-0002', session: 'signedOut' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario({ signedIn: false }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Bohemian kitchen 2' }, PAGE_WAIT);
    await expect(canvas.getByRole('link', { name: 'Try It Now' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Projects' })).toBeNull();
  },
};

/** A guest has a session: the studio's shell, whose sidebar has the gallery's own item. */
export const GuestGetsTheStudioShell: Story = {
  parameters: { studio: { path: '/app/gallery', session: 'guest' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Designs' }, PAGE_WAIT);
    await expect(canvas.getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign In with Google' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Try It Now' })).toBeNull();
  },
};

/** The consultation form under the public bar (axe: one banner, one main). */
export const SignedOutConsultation: Story = {
  parameters: { studio: { path: '/app/consultation', session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, PAGE_WAIT);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Try It Now' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Projects' })).toBeNull();
  },
};

/** On a phone the bar's links, sign-in and 'Try It Now' are in the drawer. */
export const PhoneSignedOutGallery: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The bar lays itself out by its own width (a container query): a phone's column.
  decorators: [
    (Story) => (
      <div style={{ width: '390px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { studio: { path: '/app/gallery', session: 'signedOut' } },
  beforeEach: mockApi(() => galleryHandlers(galleryScenario({ signedIn: false }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Designs' }, PAGE_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    // The drawer slides in: visible once its animation has run.
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Try It Now' })).toBeVisible(),
    );
    await expect(within(drawer).getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
  },
};
