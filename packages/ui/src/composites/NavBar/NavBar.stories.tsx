import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { darkColors, lightColors } from '../../theme/tokens.ts';
import { NavBar, type NavBarItem } from './NavBar.tsx';

const items: NavBarItem[] = [
  { label: 'Projects', href: '/app/projects' },
  { label: 'Playground', href: '/app/playground' },
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/#pricing' },
];

const guest = { displayName: 'Guest', isAnonymous: true };
const registered = { displayName: 'Ada Lovelace', isAnonymous: false };

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** A glimpse of the landing page under the bar, so the bar is judged in context. */
function HeroPreview() {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space[4],
        maxWidth: '40rem',
        padding: `${vars.space[12]} ${vars.space[6]}`,
        margin: '0 auto',
      }}
    >
      <p style={{ margin: 0, color: vars.color.accent, fontWeight: 600 }}>
        AI home design &amp; virtual staging
      </p>
      <p style={{ margin: 0, fontSize: vars.font.size['3xl'], fontWeight: 700, lineHeight: 1.15 }}>
        See the room it could be, before you lift a brush.
      </p>
      <p style={{ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.lg }}>
        Upload a photo of any room and restyle it in seconds.
      </p>
    </div>
  );
}

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The landing page's navigation bar: the 'Home Design Studio' brand (links to `/`), the " +
          'section links passed as data, and the account area. Signed out it shows "Sign In with ' +
          'Google"; signed in, a user menu with Profile, "Upgrade to Google Account" (guests only) ' +
          'and Sign Out. While authentication is busy it reads "Loading..."; an auth `error` ' +
          'appears in the danger colour with `role="alert"`. Below 768 px the links and the same ' +
          'actions move into a side drawer behind the "Open menu" button. The bar only reports ' +
          'intent through callbacks; the app decides what signing in means.',
      },
    },
  },
  args: {
    items,
    user: null,
    isBusy: false,
    error: null,
    onSignIn: fn(),
    onProfile: fn(),
    onUpgrade: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <HeroPreview />
      </>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '390px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Pick<Story, 'globals' | 'decorators'>;

/** Signed out: 'Sign In with Google' reports the intent. */
export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home Design Studio' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Projects', 'Playground', 'Features', 'Pricing']);
    const signIn = canvas.getByRole('button', { name: 'Sign In with Google' });
    // Keyboard only: brand, four links, then the sign-in button.
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(signIn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** A guest's menu offers the upgrade; choosing it calls `onUpgrade`. */
export const Guest: Story = {
  args: { user: guest },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /^Guest\s*, account menu$/ });
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu', { name: /^Guest\s*, account menu$/ });
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(labels).toEqual(['Profile', 'Upgrade to Google Account', 'Sign Out']);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** A Google-registered user has no upgrade entry; Sign Out calls `onSignOut`. */
export const SignedIn: Story = {
  args: { user: registered },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Ada Lovelace\s*, account menu$/ }));
    const menu = await body.findByRole('menu', { name: /^Ada Lovelace\s*, account menu$/ });
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Upgrade to Google Account' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await expect(args.onProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /^Ada Lovelace\s*, account menu$/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** While auth is busy: 'Loading...' instead of the account controls. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('button', { name: 'Sign In with Google' })).toBeNull();
  },
};

/** An auth error shows in the danger colour as an alert. */
export const WithError: Story = {
  args: { error: 'Sign in failed' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Sign in failed');
    await expect(getComputedStyle(alert).color).toBe(hexToRgb(lightColors.danger));
  },
};

export const LongNameAndError: Story = {
  args: {
    user: { displayName: 'Maximiliana Alexandrina Featherstonehaugh', isAnonymous: false },
    error: 'Network error during sync. Please check your connection.',
  },
};

/** On a project page the bar also links back to that project. */
export const OnProjectPage: Story = {
  args: {
    user: registered,
    currentHref: '/app/projects/42',
    items: [
      { label: 'Projects', href: '/app/projects' },
      { label: 'Project', href: '/app/projects/42' },
      { label: 'Playground', href: '/app/playground' },
      { label: 'Features', href: '/#features' },
      { label: 'Pricing', href: '/#pricing' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Project' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Phone width: the links hide behind 'Open menu'; the drawer mirrors items and actions
 * (a guest sees the upgrade) and closes after an action.
 */
export const PhoneGuestMenu: Story = {
  ...phone,
  args: { user: guest },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(items.length);
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Upgrade to Google Account' }),
    );
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PhoneSignedOut: Story = {
  ...phone,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sign In with Google' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** The drawer left open, for visual review. */
export const PhoneDrawerOpen: Story = {
  ...phone,
  args: { user: registered },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
  },
};

export const PhoneError: Story = {
  ...phone,
  args: { error: 'Anonymous sign in failed' },
};

export const DarkTheme: Story = {
  args: { user: guest, error: 'Sign out failed' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(getComputedStyle(alert).color).toBe(hexToRgb(darkColors.danger));
  },
};

const publicItems: NavBarItem[] = [
  { label: 'Gallery', href: '/app/gallery' },
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/#pricing' },
];
const tryItNow = { label: 'Try It Now', href: '/app/playground?from=landing' };

/** The public pages' bar (gallery, a design, the consultation form): a call to action after sign-in. */
export const PublicWithCallToAction: Story = {
  args: { items: publicItems, currentHref: '/app/gallery', cta: tryItNow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Keyboard order: brand, three links, sign-in, then the call to action.
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    const cta = canvas.getByRole('link', { name: 'Try It Now' });
    await expect(cta).toHaveFocus();
    await expect(cta).toHaveAttribute('href', tryItNow.href);
  },
};

/** On a phone the call to action is the drawer's last entry. */
export const PhonePublicDrawer: Story = {
  ...phone,
  args: { items: publicItems, cta: tryItNow },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Menu',
    });
    // The drawer slides in: visible once its animation has run.
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Try It Now' })).toBeVisible(),
    );
    await expect(within(drawer).getByRole('button', { name: 'Sign In with Google' })).toBeVisible();
  },
};
