import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A checkbox whose children are its label: `<Checkbox isSelected onChange>…</Checkbox>`. ' +
          'Use it for yes/no choices submitted with a form, and `CheckboxGroup` for several ' +
          'choices sharing one `value` array. Space toggles. `isIndeterminate` draws a dash for a ' +
          '"select all" whose items are mixed. For a setting that applies immediately, use ' +
          '`Switch`.',
      },
    },
  },
  args: { children: 'Keep the existing floor', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses it, Space toggles it on and off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Keep the existing floor' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all images', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveProperty('indeterminate', true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the Terms of Service', isInvalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A long label in a narrow column (phone): it wraps beside the box, nothing spills out. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    children:
      'Let the designer replace furniture I marked as "keep" when it clashes with the chosen style, and suggest alternatives I can buy',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expectFits(box.closest('label') as Element);
  },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

function SelectAllGroup() {
  const all = ['sofa', 'rug', 'lamp'];
  const [value, setValue] = useState<string[]>(['sofa']);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Checkbox
        isSelected={value.length === all.length}
        isIndeterminate={value.length > 0 && value.length < all.length}
        onChange={(on) => setValue(on ? all : [])}
      >
        Keep all furniture
      </Checkbox>
      <CheckboxGroup label="Furniture to keep" value={value} onChange={setValue}>
        <Checkbox value="sofa">Sofa</Checkbox>
        <Checkbox value="rug">Rug</Checkbox>
        <Checkbox value="lamp">Floor lamp</Checkbox>
      </CheckboxGroup>
    </div>
  );
}

/** A group sharing one value array, with a "select all" that goes indeterminate. */
export const Group: Story = {
  render: () => <SelectAllGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Keep all furniture' });
    await expect(canvas.getByRole('group', { name: 'Furniture to keep' })).toBeVisible();
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Rug' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Sofa' })).not.toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);
  },
};

export const GroupError: Story = {
  render: () => (
    <CheckboxGroup
      label="Rooms to include"
      isInvalid
      errorMessage="Pick at least one room."
      description="Each room uses one design credit."
    >
      <Checkbox value="kitchen">Kitchen</Checkbox>
      <Checkbox value="bedroom">Bedroom</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pick at least one room.')).toBeVisible();
  },
};

export const DarkTheme: Story = { ...Group, globals: { theme: 'dark' } };
