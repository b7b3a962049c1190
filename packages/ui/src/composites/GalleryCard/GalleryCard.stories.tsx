import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryCard, underReviewMessages } from './GalleryCard.tsx';
import { makeGalleryItem } from './GalleryCard.fixtures.ts';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Composites/GalleryCard',
  component: GalleryCard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'One design in the public gallery grid or list (spec part 2 §2). Use it for gallery ' +
          'results: Featured / Premium badges, the first 3 tags (5 in list view) with +N, and ' +
          'views, likes and shares abbreviated with K and M. The title is the single tab stop ' +
          'and opens the detail (`onOpen`).',
      },
    },
  },
  args: { item: makeGalleryItem(), onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalleryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Featured')).toBeVisible();
    await expect(canvas.queryByText('Premium')).toBeNull();
    const tags = within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(tags).toHaveLength(4);
    await expect(tags[3]).toHaveTextContent('+3');
    await expect(canvas.getByText('12K')).toBeVisible();
    await expect(canvas.getByText('1.5K')).toBeVisible();
    await expect(canvas.getByText('999')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sunlit bohemian living room' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(args.item);
  },
};

/** List view shows 5 tags before +N; millions read as M. */
export const List: Story = {
  args: {
    view: 'list',
    item: makeGalleryItem({
      premium: true,
      stats: { views: 3_450_000, likes: 1_000_000, shares: 45 },
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Premium')).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(tags).toHaveLength(6);
    await expect(tags[5]).toHaveTextContent('+1');
    await expect(canvas.getByText('3.4M')).toBeVisible();
    await expect(canvas.getByText('1M')).toBeVisible();
  },
};

export const NoTagsNoBadges: Story = {
  args: {
    item: makeGalleryItem({ tags: [], featured: false, stats: { views: 0, likes: 0, shares: 0 } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect(canvas.queryByText('Featured')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    item: makeGalleryItem({
      title:
        'A very long gallery title about a sunlit bohemian living room with terracotta walls and rattan',
      author: { name: 'Maximiliana Rosalind Quintero-Vasconcelos' },
      tags: ['Mid-Century Modern with walnut', 'Scandinavian minimalism', 'Art Deco'],
    }),
  },
};

/** One card per row on a phone: long title, author and tags wrap inside the card. */
export const Narrow: Story = {
  ...LongText,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expectFits(card);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/**
 * Reported by an established account: still listed, marked 'Under review' (beside Featured and
 * Premium, wrapping on a narrow card) until a moderator decides.
 */
export const UnderReview: Story = {
  args: { item: makeGalleryItem({ premium: true, under_review: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(underReviewMessages.badge)).toBeVisible();
    await expect(canvas.getByText('Featured')).toBeVisible();
    await expectFits(canvas.getByRole('article'));
  },
};

export const UnderReviewNarrowDark: Story = {
  ...UnderReview,
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
