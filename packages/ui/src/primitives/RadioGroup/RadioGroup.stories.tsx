import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Choose exactly one of a few visible options (2–5), e.g. image quality or board ' +
          'visibility. Tab enters the group on the selected radio; arrow keys move and select. ' +
          'For longer lists use `Select`.',
      },
    },
  },
  args: {
    label: 'Image Quality',
    onChange: fn(),
    children: (
      <>
        <Radio value="standard">Standard</Radio>
        <Radio value="high">High</Radio>
        <Radio value="ultra">Ultra</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab into the group, arrows pick the next option. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Image Quality' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('high');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'high', description: 'Ultra uses 2 design credits.' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'High' })).toHaveFocus();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'standard' } };

export const RequiredError: Story = {
  args: { isRequired: true, name: 'quality', errorMessage: 'Choose an image quality.' },
  render: (args) => (
    <Form
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <RadioGroup {...args} />
      <Button type="submit">Generate</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Choose an image quality.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'standard' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

/** Long options in a narrow column (phone): each wraps beside its circle. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFits(within(canvasElement).getByRole('radiogroup'));
  },
  args: {
    label: 'Who can see this board once it is shared?',
    children: (
      <>
        <Radio value="private">Only me — the link stops working for everyone else</Radio>
        <Radio value="link">Anyone with the link, without signing in or creating an account</Radio>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...Selected, globals: { theme: 'dark' } };
