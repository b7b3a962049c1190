import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { ButtonLink, Link } from './Link.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Use `Link` whenever activating it *goes somewhere*: another page, an anchor, a new tab. ' +
          'It renders a real `<a href>`, so middle-click, copy-link and screen-reader link lists ' +
          'work; the app enables client-side routing by wrapping its tree in ' +
          "react-aria-components' `RouterProvider`. `inline` links sit in running text, `subtle` " +
          'links fill footers. When a navigation deserves call-to-action weight ("Return to Home"), ' +
          'use `ButtonLink` (or `variant="button"`): it looks like a button but stays a link.',
      },
    },
  },
  args: { href: '#pricing', children: 'Compare plans' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['inline', 'subtle', 'button', 'button-secondary', 'button-quiet'],
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the link; it is a real anchor with its `href`. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: '28rem', margin: 0 }}>
      Every plan includes unlimited projects and boards. <Link {...args} /> to see credits and
      limits side by side.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Compare plans' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#pricing');
  },
};

export const Subtle: Story = {
  args: { variant: 'subtle' },
  render: (args) => (
    <nav aria-label="Footer" style={{ display: 'flex', gap: '1.25rem' }}>
      <Link {...args} href="/app/playground">
        Playground
      </Link>
      <Link {...args} href="/app/projects">
        Projects
      </Link>
      <Link {...args} href="/app/boards">
        Boards
      </Link>
      <Link {...args} href="/app/gallery">
        Gallery
      </Link>
    </nav>
  ),
};

/** Links that borrow the button look, for navigating calls to action. */
export const ButtonLooks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Link href="/" variant="button">
        Return to Home
      </Link>
      <Link href="#features" variant="button-secondary">
        See what it does
      </Link>
      <Link href="/app/projects" variant="button-quiet">
        View All Projects
      </Link>
    </div>
  ),
};

export const ButtonLinkSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <ButtonLink href="/app/playground" size="sm">
        Start Designing
      </ButtonLink>
      <ButtonLink href="/app/playground">Start Designing</ButtonLink>
      <ButtonLink href="/app/playground" size="lg">
        <Icon name="sparkles" size="sm" />
        Start Designing
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: /Start Designing/ });
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('href', '/app/playground');
  },
};

/** A long link in a narrow paragraph (phone) wraps like the text around it. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    children: 'Read how Home Design Studio keeps every version of every room you restyle',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expectFits(link.parentElement as Element);
    await expect(link.getClientRects().length).toBeGreaterThan(1);
  },
  decorators: [
    (Story) => (
      <p style={{ width: '16rem', margin: 0 }}>
        <Story />
      </p>
    ),
  ],
};

export const DarkTheme: Story = {
  ...Inline,
  play: undefined,
  globals: { theme: 'dark' },
};
