import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { GridList, GridListItem } from './GridList.tsx';

interface ImageRow {
  id: string;
  name: string;
}

const images: ImageRow[] = [
  { id: 'kitchen', name: 'Kitchen — Scandinavian' },
  { id: 'living', name: 'Living Room — Japandi' },
  { id: 'bedroom', name: 'Bedroom — Coastal' },
];

const meta = {
  title: 'Components/GridList',
  component: GridList<ImageRow>,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A keyboard-navigable list of rich rows that can be selected: images to add to a ' +
          'board, share links, saved prompts. Tab enters the list once, arrows move, Space ' +
          'selects (a checkbox leads each row in `multiple` mode), Enter runs `onAction`. Rows ' +
          'can hold buttons, reached with ArrowRight. `layout="grid"` lays rows out as tiles. ' +
          'Pass `emptyState` for the no-items message.',
      },
    },
  },
  args: {
    'aria-label': 'Images',
    items: images,
    selectionMode: 'multiple',
    onSelectionChange: fn(),
    children: (item: ImageRow) => (
      <GridListItem id={item.id} textValue={item.name}>
        <Icon name="image" />
        {item.name}
      </GridListItem>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GridList<ImageRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab in, arrows move, Space toggles the selection of the focused row. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    const selection = (args.onSelectionChange as ReturnType<typeof fn>).mock
      .lastCall?.[0] as Set<string>;
    await expect([...selection]).toEqual(['living']);
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['bedroom'] },
};

/** Enter runs the row action; the row's own button is reached with ArrowRight. */
export const WithActions: Story = {
  args: {
    selectionMode: 'none',
    onAction: fn(),
    children: (item: ImageRow) => (
      <GridListItem id={item.id} textValue={item.name}>
        <Icon name="image" />
        <span style={{ flex: 1 }}>{item.name}</span>
        <IconButton aria-label={`Remove ${item.name}`} size="sm">
          <Icon name="trash" size="sm" />
        </IconButton>
      </GridListItem>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('kitchen');
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('button', { name: 'Remove Kitchen — Scandinavian' }),
    ).toHaveFocus();
  },
};

export const Grid: Story = { args: { layout: 'grid' } };

export const DisabledItems: Story = {
  args: { disabledKeys: ['living'], disabledBehavior: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: 'No images in this project yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images in this project yet.')).toBeVisible();
  },
};

/** The items are on their way: a spinner, not the empty message. */
export const Loading: Story = {
  args: {
    items: [],
    isLoading: true,
    loadingLabel: 'Loading images...',
    emptyState: 'No images in this project yet.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading images...' })).toBeVisible();
    await expect(canvas.queryByText('No images in this project yet.')).toBeNull();
  },
};

export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    items: [
      {
        id: 'long',
        name: 'Open-plan kitchen, dining and living area — warm minimalist, evening light',
      },
      ...images,
    ],
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
