import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../testing/keyboard.ts';
import {
  BoardArrangeList,
  type BoardArrangeItem,
  type BoardArrangeListProps,
} from './BoardArrangeList.tsx';

const picture = '/samples/living_room/empty_daylight.jpg';
const items: BoardArrangeItem[] = [
  { id: 'v1', src: picture, label: 'Living room — Original' },
  { id: 'v2', src: picture, label: 'Living room — Warm white walls' },
  { id: 'v3', src: picture, label: 'Kitchen — Scandinavian staging' },
];

/** The list with its order kept here, as the board page keeps it in the board query. */
function Harness(args: BoardArrangeListProps) {
  const [order, setOrder] = useState(args.items);
  return (
    <BoardArrangeList
      {...args}
      items={order}
      onChange={(ids) => {
        void args.onChange(ids);
        setOrder(ids.map((id) => order.find((i) => i.id === id)!));
      }}
    />
  );
}

const meta = {
  title: 'Composites/BoardArrangeList',
  component: BoardArrangeList,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A board's images in order with Earlier, Later and Remove on each (issue #40): the " +
          'keyboard way to reorder, no dragging. `onChange(ids)` receives the whole new order ' +
          "(the board PATCH's `version_ids`). Focus stays with the moved image; a live region " +
          'says what happened.',
      },
    },
  },
  args: { items, onChange: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof BoardArrangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: move the last image earlier twice; focus follows it, then Later takes over. */
export const Reorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const earlier = canvas.getByRole('button', {
      name: 'Move Kitchen — Scandinavian staging earlier',
    });
    await tabTo(earlier);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['v1', 'v3', 'v2']);
    await waitFor(() => expect(earlier).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Kitchen — Scandinavian staging moved to position 2 of 3',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['v3', 'v1', 'v2']);
    // First now: Earlier is disabled, so focus moves to Later on the same image.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Move Kitchen — Scandinavian staging later' }),
      ).toHaveFocus(),
    );
    await expect(earlier).toBeDisabled();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Position 1 of 3');
    await expect(rows[0]).toHaveTextContent('Kitchen — Scandinavian staging');
  },
};

/** Remove: the image leaves the list and focus goes to the next image's Remove. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Living room — Original from board' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['v2', 'v3']);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Remove Living room — Warm white walls from board' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Living room — Original removed from the board',
    );
  },
};

/** Saving: every button waits. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

/** One image: it can only be removed. */
export const Single: Story = {
  args: { items: items.slice(0, 1) },
};

/** Nothing left on the board. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images in this board')).toBeVisible();
  },
};

/** Long labels wrap on a phone; the buttons go under the name. */
export const LongLabelsNarrow: Story = {
  args: {
    items: [
      {
        id: 'v9',
        src: picture,
        label: 'Primary bedroom with the north window — Mid-century modern staging, second try',
      },
      ...items,
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
