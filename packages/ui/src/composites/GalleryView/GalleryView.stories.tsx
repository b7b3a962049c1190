import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFits } from '../../testing/layout.ts';
import { tabTo } from '../../testing/keyboard.ts';
import { makeGalleryItem } from '../GalleryCard/GalleryCard.fixtures.ts';
import type { GalleryItem } from '../GalleryCard/GalleryCard.tsx';
import {
  defaultGalleryFilters,
  type GalleryFilterValues,
} from '../GalleryFilters/GalleryFilters.tsx';
import { GalleryView, galleryViewMessages, type GalleryViewProps } from './GalleryView.tsx';

const rooms = ['Living Room', 'Kitchen', 'Bedroom', 'Bathroom', 'Office', 'Exterior'];
const pictures = [
  '/samples/living_room/furnished_bohemian_daylight.jpg',
  '/samples/kitchen/furnished_industrial_daylight.jpg',
  '/samples/bedroom/furnished_mediterranean_daylight.jpg',
  '/samples/bathroom/furnished_industrial_daylight.jpg',
  '/samples/office/furnished_bohemian_daylight.jpg',
  '/samples/exterior/furnished_mediterranean_twilight.jpg',
];
const items = (count: number, start = 0): GalleryItem[] =>
  Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const picture = pictures[i % pictures.length]!;
    return makeGalleryItem({
      id: `gal-${String(i + 1).padStart(4, '0')}`,
      title: `Design ${i + 1}: ${rooms[i % rooms.length]}`,
      roomType: rooms[i % rooms.length],
      images: [{ transformed_url: picture, thumbnail_url: picture }],
      featured: i % 4 === 0,
      premium: i % 5 === 2,
      stats: { views: 1_250_000 - i * 9_000, likes: 1530 - i, shares: 12 + i },
    });
  });

/** Holds the view's state the way the studio page does, reporting each change to the spies. */
function Stateful(props: GalleryViewProps) {
  const [view, setView] = useState(props.view ?? 'grid');
  const [filters, setFilters] = useState<GalleryFilterValues>(props.filters);
  const [search, setSearch] = useState(props.search);
  const [selected, setSelected] = useState<GalleryItem | null>(props.selected);
  const [list, setList] = useState(props.items);
  return (
    <GalleryView
      {...props}
      items={list}
      view={view}
      onViewChange={(v) => {
        setView(v);
        props.onViewChange?.(v);
      }}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        props.onFiltersChange(f);
      }}
      search={search}
      onSearch={(s) => {
        setSearch(s);
        props.onSearch(s);
      }}
      selected={selected}
      onOpen={(item) => {
        setSelected(item);
        props.onOpen(item);
      }}
      onClose={() => {
        setSelected(null);
        props.onClose();
      }}
      onLoadMore={() => {
        props.onLoadMore?.();
        setList((l) => [...(l ?? []), ...items(6, l?.length ?? 0)]);
      }}
    />
  );
}

const meta = {
  title: 'Composites/GalleryView',
  component: GalleryView,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The public gallery screen (spec part 2 §2): search with a Search button, collapsible ' +
          'filters with chips and Clear Filters, grid/list toggle, cards with Featured/Premium ' +
          'badges and abbreviated counts, Load More (also on scrolling into view), the empty ' +
          'and error states, and the detail dialog. Data and callbacks are props.',
      },
      story: { inline: false, iframeHeight: 900 },
    },
  },
  args: {
    items: items(6),
    total: 6,
    search: '',
    onSearch: fn(),
    filters: defaultGalleryFilters,
    onFiltersChange: fn(),
    selected: null,
    onOpen: fn(),
    onClose: fn(),
    onLike: fn(),
    origin: 'https://homedesign.example',
    copy: fn(async () => {}),
    onViewChange: fn(),
    onLoadMore: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof GalleryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search from the keyboard, open a card, like it, then close the dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 designs');
    // Counts are abbreviated: 1,250,000 views read 1.2M.
    await expect(canvas.getAllByText('1.2M').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Featured').length).toBe(2);
    await expect(canvas.getAllByText('Premium').length).toBe(1);
    // Three tags in the grid, then +N.
    const firstCard = canvas.getAllByRole('article')[0]!;
    await expect(within(firstCard).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(firstCard).getByText('+3')).toBeInTheDocument();

    const box = canvas.getByRole('searchbox', { name: 'Search designs' });
    await userEvent.click(box);
    await userEvent.keyboard('sofa');
    await tabTo(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('sofa');

    await userEvent.click(canvas.getByRole('button', { name: 'Design 2: Kitchen' }));
    await expect(args.onOpen).toHaveBeenCalled();
    const dialog = await body.findByRole('dialog', { name: 'Design 2: Kitchen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Liked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The list view shows 5 tags before +N; the toggle is one keyboard group. */
export const ListView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await expect(canvas.getByRole('list', { name: 'Designs' })).toHaveAttribute(
      'data-view',
      'list',
    );
    const firstCard = canvas.getAllByRole('article')[0]!;
    await expect(within(firstCard).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(firstCard).getByText('+1')).toBeInTheDocument();
    // Arrow keys move between the two; Enter picks.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toBeChecked();
  },
};

/** The first page is on its way: placeholders, and the status says so. */
export const Loading: Story = {
  args: { items: undefined, isLoading: true, total: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading designs');
    await expect(canvas.queryByRole('list', { name: 'Designs' })).toBeNull();
  },
};

/** Nothing matches: the spec's empty state; Clear Filters brings the defaults back. */
export const Empty: Story = {
  args: {
    items: [],
    total: 0,
    search: 'zebra',
    filters: { ...defaultGalleryFilters, roomType: 'Office' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: galleryViewMessages.emptyTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(galleryViewMessages.emptyText)).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('zebra');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(defaultGalleryFilters);
  },
};

/** Loading failed: the reason and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { items: undefined, error: 'Network error', onRetry: fn(), total: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: galleryViewMessages.errorTitle }),
    ).toBeVisible();
    await expect(canvas.getByText('Network error')).toBeVisible();
    // The failure is announced, with its retry inside the alert (the shared AsyncState).
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(canvas.getByRole('alert')).toContainElement(retry);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Load More appends the next page; scrolled into view it loads by itself. */
export const LoadMore: Story = {
  args: { hasMore: true, total: 30 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Load More' });
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThanOrEqual(12));
    const calls = (args.onLoadMore as ReturnType<typeof fn>).mock.calls.length;
    canvas.getByRole('button', { name: 'Load More' }).scrollIntoView();
    await waitFor(
      () =>
        expect((args.onLoadMore as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(calls),
      { timeout: 5000 },
    );
  },
};

/** A phone: one column, nothing spills sideways. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    items: [
      ...items(2),
      makeGalleryItem({
        id: 'gal-long',
        title: 'An exceptionally long gallery title about a sunlit Scandinavian-inspired loft',
        author: { name: 'Bartholomew Featherstonehaugh-Llewellyn', badge: null },
      }),
    ],
    total: 3,
    hasMore: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole('region', { name: 'Gallery' });
    await expectFits(root);
    await expectFits(canvas.getByRole('search'));
  },
};
