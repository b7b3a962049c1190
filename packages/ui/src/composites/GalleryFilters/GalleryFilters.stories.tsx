import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  GalleryFilters,
  defaultGalleryFilters,
  type GalleryFilterValues,
  type GalleryFiltersProps,
} from './GalleryFilters.tsx';
import { expectFits } from '../../testing/layout.ts';

/** Holds the value like the gallery page does, and reports each change to the `onChange` spy. */
function Controlled(props: GalleryFiltersProps) {
  const [value, setValue] = useState<GalleryFilterValues>(props.value);
  return (
    <GalleryFilters
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Composites/GalleryFilters',
  component: GalleryFilters,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The public gallery’s filters (spec part 2 §2, §9). Use it above gallery results: a ' +
          'Filters toggle opens category, style, room type, sort and time range; each value ' +
          "that differs from its default is a removable chip; 'Clear Filters' restores the " +
          'defaults. Controlled: `value` and `onChange`.',
      },
    },
  },
  args: { value: defaultGalleryFilters, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof GalleryFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open the panel from the keyboard and pick a category; a chip appears. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Modern' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultGalleryFilters,
      category: 'Modern',
    });
    await expect(await canvas.findByRole('row', { name: 'Category: Modern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  },
};

/** Active filters: remove one chip by keyboard, then Clear Filters. */
export const WithActiveFilters: Story = {
  args: {
    value: { ...defaultGalleryFilters, style: 'Bohemian', roomType: 'Kitchen', timeRange: 'week' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('grid', { name: 'Active filters' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(3);
    await expect(within(chips).getByRole('row', { name: 'Time Range: This week' })).toBeVisible();
    await userEvent.tab(); // Filters
    await userEvent.tab(); // Clear Filters
    await userEvent.tab(); // first chip
    await expect(within(chips).getByRole('row', { name: 'Style: Bohemian' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultGalleryFilters,
      roomType: 'Kitchen',
      timeRange: 'week',
    });
    await waitFor(() => expect(within(chips).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultGalleryFilters);
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true, value: { ...defaultGalleryFilters, sortBy: 'recent' } },
};

export const Narrow: Story = {
  args: { defaultExpanded: true },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** Every filter set on a phone: the five chips and 'Clear Filters' wrap, nothing spills out. */
export const AllActiveNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    value: {
      category: 'Contemporary',
      style: 'Mid-Century',
      roomType: 'Living Room',
      sortBy: 'trending',
      timeRange: 'month',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await expectFits(canvasElement.firstElementChild as Element);
  },
};

export const DarkTheme: Story = {
  args: { defaultExpanded: true, value: { ...defaultGalleryFilters, category: 'Industrial' } },
  globals: { theme: 'dark' },
};
