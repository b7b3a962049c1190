import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type RoomOption, styles } from '../Select/Select.fixtures.ts';
import { ComboBox, ComboBoxItem } from './ComboBox.tsx';

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox<RoomOption>,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A text input that filters a list of options as the user types. Use it when the list ' +
          'is too long to scan (design styles, cities); use `Select` for short fixed lists. ' +
          'Keyboard: type to filter, ArrowDown opens and moves, Enter picks, Escape closes. ' +
          'When nothing matches the list says "No results". `allowsCustomValue` keeps free text.',
      },
    },
  },
  args: {
    label: 'Design Style',
    placeholder: 'Type a style',
    items: styles,
    children: (item: RoomOption) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>,
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox<RoomOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters; ArrowDown + Enter picks the match. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Design Style' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('scan');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('scandinavian');
    await expect(input).toHaveValue('Scandinavian');
  },
};

/** No match: the open list says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('zzz{ArrowDown}');
    await expect(await body.findByText('No results')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = {
  args: { description: 'Pick the closest style; you can fine-tune it in the prompt.' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a style from the list.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'japandi' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Japandi');
  },
};

export const LongText: Story = {
  args: {
    label: 'Which style best describes the look you want for the whole house?',
    items: [{ id: 'long', name: 'Warm minimalist with reclaimed wood and soft linen textures' }],
    defaultSelectedKey: 'long',
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '15rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
