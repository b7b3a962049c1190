import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { ImageGrid, type ImageGridProps } from './ImageGrid.tsx';
import { gridItems } from './ImageGrid.fixtures.ts';

const meta = {
  title: 'Composites/ImageGrid',
  component: ImageGrid,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use it for any grid of pictures: project images, board images, gallery. Each card ' +
          'shows the thumbnail, its label and up to three tags, with an Edit action on hover ' +
          'or focus. Arrow keys move between cards, Enter opens one (`onOpen`, e.g. a ' +
          'Lightbox), Tab reaches its Edit button. `isSelecting` adds checkboxes for ' +
          "'Create New Board'. With `hasMore`, scrolling near the end calls `onLoadMore`.",
      },
    },
  },
  args: {
    'aria-label': 'Project images',
    items: gridItems,
    onOpen: fn(),
    onEdit: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(64rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Project images' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(8);

    await userEvent.tab();
    const first = canvas.getByRole('row', { name: 'Living room (before)' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Bohemian living room' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const below = canvas.getByRole('row', { name: 'Bathroom (before)' });
    await expect(below).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-06' }));

    await userEvent.tab();
    const edit = within(below).getByRole('button', { name: 'Edit Bathroom (before)' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-06' }));

    // Three tags at most, then a count of the rest.
    const bohemian = canvas.getByRole('row', { name: 'Bohemian living room' });
    const tags = within(bohemian).getByRole('list', { name: 'Tags' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['staging', 'bohemian', 'daylight', '+2']);
  },
};

/** With `onDelete`: a Delete button on each card, Tab from the card reaches it before Edit. */
export const WithDelete: Story = {
  args: { onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('row', { name: 'Living room (before)' });
    await expect(first).toHaveFocus();
    await userEvent.tab();
    const remove = within(first).getByRole('button', { name: 'Delete Living room (before)' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-01' }));
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(
      within(first).getByRole('button', { name: 'Edit Living room (before)' }),
    ).toHaveFocus();
  },
};

/** 'Create New Board': checkboxes; Space toggles the focused card. */
function SelectingGrid(props: ImageGridProps) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set(['img-02']));
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Button isDisabled={selected.size === 0}>{`Create Board (${selected.size})`}</Button>
      <ImageGrid
        {...props}
        isSelecting
        selectedIds={selected}
        onSelectionChange={(ids) => {
          setSelected(ids);
          props.onSelectionChange?.(ids);
        }}
      />
    </div>
  );
}

export const SelectionMode: Story = {
  args: { onSelectionChange: fn() },
  render: (args) => <SelectingGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create Board (1)' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select Bohemian living room' }),
    ).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    // Entering the grid lands on the selected card.
    await expect(canvas.getByRole('row', { name: 'Bohemian living room' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    await expect(canvas.getByRole('button', { name: 'Create Board (0)' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('row', { name: 'Living room (before)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['img-01', 'img-03']));
    await expect(canvas.getByRole('button', { name: 'Create Board (2)' })).toBeEnabled();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

/** The end of the list is in view and more pages exist: `onLoadMore` is called. */
export const InfiniteScroll: Story = {
  args: { hasMore: true },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading more images' }),
    ).toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading project images' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    items: [],
    emptyTitle: 'No images yet',
    emptyDescription: 'Add images to this project to start designing.',
    emptyAction: <Button>Add Images</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Failed to load images' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load images');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };

export const SixColumns: Story = { args: { columns: 6 } };

export const LongText: Story = {
  args: {
    items: gridItems.slice(0, 3).map((item) => ({
      ...item,
      label: `${item.label} — listing photo retouched for the spring open house, third revision`,
      tags: ['an-exceptionally-long-tag-name-from-an-import', 'staging', 'client-approved'],
    })),
  },
};

/** `meta` adds a muted line under the label, e.g. how many variations an original has. */
export const WithMeta: Story = {
  args: {
    items: gridItems.slice(0, 3).map((item, i) => ({
      ...item,
      meta: i === 0 ? '2 variations' : undefined,
    })),
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(within(rows[0]!).getByText('2 variations')).toBeVisible();
    await expect(within(rows[1]!).queryByText(/variation/)).toBeNull();
  },
};

/** A phone: cards never get narrower than about 10 rem, so one or two columns remain. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
