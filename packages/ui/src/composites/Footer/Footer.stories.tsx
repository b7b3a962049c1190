import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The footer of the landing page and public pages: product name and tagline, columns ' +
          'of links under headings inside a "Footer" navigation landmark, and a copyright line. ' +
          'By default it links to /app/playground, /app/projects, /app/boards and /app/gallery ' +
          '(spec part 1, Landing page) and to the consultation form (/app/consultation); ' +
          'pass `groups` for other columns. Columns stack on phones.',
      },
    },
  },
  args: {
    tagline: 'Redesign and stage photos of any room with AI.',
    copyright: '© 2026 Home Design Studio',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's four links, reachable in order with Tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/playground',
      '/app/projects',
      '/app/boards',
      '/app/gallery',
      '/app/consultation',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Home Design Studio/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Playground' })).toHaveFocus();
    await expect(canvas.getByText('© 2026 Home Design Studio')).toBeVisible();
  },
};

export const ManyGroups: Story = {
  args: {
    groups: [
      {
        title: 'Product',
        links: [
          { label: 'Playground', href: '/app/playground' },
          { label: 'Gallery', href: '/app/gallery' },
          { label: 'Pricing', href: '/#pricing' },
        ],
      },
      {
        title: 'Your work',
        links: [
          { label: 'Projects', href: '/app/projects' },
          { label: 'Boards', href: '/app/boards' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'Features', href: '/#features' },
          { label: 'Contact', href: 'mailto:hello@example.com' },
        ],
      },
    ],
  },
};

/** No link columns: brand and copyright only. */
export const Empty: Story = { args: { groups: [], tagline: undefined } };

export const NarrowViewport: Story = {
  ...ManyGroups,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A long tagline and long link labels on a phone wrap inside the footer. */
export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    tagline:
      'Redesign, restage and relight photos of any room with AI — then share the results with clients as a board they can comment on.',
    groups: [
      {
        title: 'Product and features for real-estate professionals',
        links: [
          { label: 'Virtual staging for listings and open houses', href: '/app/playground' },
          { label: 'Boards you can share with buyers and sellers', href: '/app/boards' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expectFits(footer);
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
