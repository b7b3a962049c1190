import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A search box: magnifier, text input and a clear button. Use it above lists and ' +
          'galleries (projects, boards, the public gallery). `onChange` fires as the user types ' +
          '(filter-as-you-type), Enter fires `onSubmit`, and Escape or the clear button empty it ' +
          'and fire `onClear`. Give it a visible `label`, or an `aria-label` when a toolbar ' +
          'context makes the purpose obvious.',
      },
    },
  },
  args: {
    label: 'Search projects',
    placeholder: 'Title or address',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, Enter submits, Escape clears. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search projects' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('loft');
    await expect(args.onChange).toHaveBeenLastCalledWith('loft');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('loft');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/**
 * The clear button appears only with text. It stays out of the Tab order (Escape does the same
 * from the keyboard), so Tab goes from the field straight to the next control.
 */
export const WithValue: Story = {
  args: { defaultValue: 'Kitchen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
    await expect(input).toHaveFocus();
  },
};

/** No visible label: named by `aria-label`. */
export const Unlabelled: Story = {
  args: { label: undefined, 'aria-label': 'Search the gallery', placeholder: 'Search' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search the gallery' }),
    ).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Matches titles, addresses and notes.' },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'a',
    errorMessage: 'Type at least 2 characters to search.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Type at least 2 characters to search.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue: 'Open-plan kitchen with a walk-in pantry and a reading nook by the bay window',
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

export const DarkTheme: Story = { ...Invalid, globals: { theme: 'dark' } };
