import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { type RoomOption, roomTypes } from './Select.fixtures.ts';
import { Select, SelectItem } from './Select.tsx';

const meta = {
  title: 'Components/Select',
  component: Select<RoomOption>,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Pick one option from a short, fixed list (room type, design style, sort order). The ' +
          'trigger shows the choice and opens a list in a popover. Keyboard: Tab to it, ' +
          'Enter/Space/ArrowDown opens, arrows move, Enter picks, Escape closes; typing a letter ' +
          'jumps to a match. Pass `items` and a render function returning `SelectItem`s (each ' +
          'with an `id`), and `selectedKey` / `onSelectionChange` to control it. For long lists ' +
          'that need typing to filter use `ComboBox`; for 2–5 options always visible use ' +
          '`RadioGroup`.',
      },
    },
  },
  args: {
    label: 'Room Type',
    items: roomTypes,
    children: (item: RoomOption) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select<RoomOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab, ArrowDown opens, arrows move, Enter picks and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Room Type/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(roomTypes.length);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('kitchen');
    await expect(trigger).toHaveTextContent('Kitchen');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled with a value already chosen; Escape closes without changing it. */
export const Selected: Story = {
  args: { selectedKey: 'bedroom', description: 'Used to pick matching furniture.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Room Type/ });
    await expect(trigger).toHaveTextContent('Bedroom');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const selected = await body.findByRole('option', { name: 'Bedroom' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Required: submitting without a choice shows the message. */
export const RequiredError: Story = {
  args: { isRequired: true, name: 'roomType', errorMessage: 'Please choose a room type.' },
  render: (args) => (
    <Form
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Select {...args} />
      <Button type="submit">Continue</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please choose a room type.')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This room type is not available on your plan.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This room type is not available on your plan.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, selectedKey: 'kitchen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Room Type/ })).toBeDisabled();
  },
};

/** Disabled options are skipped by the arrow keys. */
export const DisabledOptions: Story = {
  args: { disabledKeys: ['bedroom', 'kitchen'] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('bathroom');
  },
};

/** Long option text is cut with an ellipsis in the trigger, wraps in the list. */
export const LongText: Story = {
  args: {
    label: 'Which room of the house should the redesign focus on first?',
    items: [
      { id: 'open-plan', name: 'Open-plan kitchen, dining and living area on the ground floor' },
      ...roomTypes,
    ],
    defaultSelectedKey: 'open-plan',
  },
};

/** Nothing to pick: the list opens empty (with `allowsEmptyCollection`). */
export const Empty: Story = {
  args: { items: [], placeholder: 'No room types yet', allowsEmptyCollection: true },
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

/** Dark theme with the list open, so axe checks the popover colours too. */
export const DarkTheme: Story = {
  args: { defaultOpen: true, defaultSelectedKey: 'bedroom' },
  globals: { theme: 'dark' },
};
