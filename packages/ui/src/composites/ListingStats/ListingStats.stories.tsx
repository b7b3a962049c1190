import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListingStats, listingStatFigures } from './ListingStats.tsx';
import { largeStats, stats } from './ListingStats.fixtures.ts';

const meta = {
  title: 'Composites/ListingStats',
  component: ListingStats,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The stat cards at the top of the listings page (spec part 2 §2, Property listings): ' +
          'Total Listings, Featured, With Projects, For Sale, For Rent and Archived. Use it ' +
          'with the reply of the listing stats call; leave `stats` out when the call failed ' +
          '(the page only logs that) and the cards read zero. `isLoading` shows placeholders ' +
          'and marks the section busy. Figures from a thousand up read 1.2K / 12K / 3.4M as in ' +
          'the gallery, with the exact number for screen readers and on hover. Display only.',
      },
    },
  },
  args: { stats },
} satisfies Meta<typeof ListingStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown under a stat's label. */
function valueOf(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByText(label).closest('dt')!.nextElementSibling as HTMLElement;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(
      listingStatFigures.map((figure) => figure.label),
    );
    await expect(valueOf(canvasElement, 'Total Listings')).toHaveTextContent('5');
    await expect(valueOf(canvasElement, 'Featured')).toHaveTextContent('1');
    await expect(valueOf(canvasElement, 'With Projects')).toHaveTextContent('1');
    await expect(valueOf(canvasElement, 'For Sale')).toHaveTextContent('3');
    await expect(valueOf(canvasElement, 'For Rent')).toHaveTextContent('1');
    await expect(valueOf(canvasElement, 'Archived')).toHaveTextContent('1');
    await expect(canvasElement.querySelector('section')).not.toHaveAttribute('aria-busy');
  },
};

/** Large accounts: K and M like the gallery; the exact figure for screen readers and hover. */
export const LargeNumbers: Story = {
  args: { stats: largeStats },
  play: async ({ canvasElement }) => {
    const total = valueOf(canvasElement, 'Total Listings');
    await expect(within(total).getByText('1.2M')).toBeVisible();
    await expect(within(total).getByText('1.2M')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(total).getByText('1,284,500')).toBeInTheDocument();
    await expect(within(total).getByTitle('1,284,500')).toBeVisible();
    await expect(valueOf(canvasElement, 'Featured')).toHaveTextContent(/^999$/);
    await expect(within(valueOf(canvasElement, 'With Projects')).getByText('12K')).toBeVisible();
    await expect(within(valueOf(canvasElement, 'For Sale')).getByText('1M')).toBeVisible();
    await expect(within(valueOf(canvasElement, 'For Rent')).getByText('1.5K')).toBeVisible();
    await expect(within(valueOf(canvasElement, 'Archived')).getByText('84K')).toBeVisible();
  },
};

/** No listings yet, or the stats call failed (only logged): every card reads zero. */
export const Empty: Story = {
  args: { stats: null },
  play: async ({ canvasElement }) => {
    for (const figure of listingStatFigures) {
      await expect(valueOf(canvasElement, figure.label)).toHaveTextContent(/^0$/);
    }
  },
};

/** First load: placeholders, the section is marked busy and each value reads 'Loading'. */
export const Loading: Story = {
  args: { stats: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    await expect(valueOf(canvasElement, 'Total Listings')).toHaveTextContent('Loading');
  },
};

/** A phone-width column: the cards form two columns and nothing overflows. */
export const Narrow: Story = {
  args: { stats: largeStats },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    const [first, second, third] = within(canvasElement).getAllByRole('term');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().top,
    );
  },
};

/** A tablet-width column: two even rows of three, no card left alone on a row. */
export const Medium: Story = {
  args: { stats: largeStats },
  decorators: [
    (Story) => (
      <div style={{ width: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement)
      .getAllByRole('definition')
      .map((value) => Math.round(value.getBoundingClientRect().top));
    // Values line up across a row even where a label wraps ('Total Listings').
    await expect(tops.slice(0, 3)).toEqual([tops[0], tops[0], tops[0]]);
    await expect(tops.slice(3)).toEqual([tops[3], tops[3], tops[3]]);
    await expect(tops[3]).toBeGreaterThan(tops[0]!);
  },
};

export const DarkTheme: Story = {
  args: { stats: largeStats },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(valueOf(canvasElement, 'Total Listings')).getByText('1.2M')).toBeVisible();
  },
};

export const DarkThemeLoading: Story = {
  args: { stats: undefined, isLoading: true },
  globals: { theme: 'dark' },
};
