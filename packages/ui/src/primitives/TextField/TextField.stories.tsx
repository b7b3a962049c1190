import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextArea, TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A single-line (or, with `multiline` / `TextArea`, multi-line) text input with a visible ' +
          'label, optional help text and an error message. Use it in forms such as "Create New ' +
          'Project". Always give a label; placeholders are examples, not labels. With `isRequired` ' +
          'the label gets an asterisk and submitting the form empty shows `errorMessage`, linked to ' +
          'the input with `aria-describedby`, and marks the input `aria-invalid`.',
      },
    },
  },
  args: { label: 'Project Title', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses the input; typing reports each change. */
export const Default: Story = {
  args: { placeholder: 'Sunny loft on Elm Street' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project Title' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Loft');
    await expect(input).toHaveValue('Loft');
    await expect(args.onChange).toHaveBeenLastCalledWith('Loft');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Address',
    description: 'Optional. Shown on the project card.',
    placeholder: '12 Elm Street, Springfield',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await expect(input).toHaveAccessibleDescription('Optional. Shown on the project card.');
  },
};

/**
 * Required: submitting empty shows the message, marks the input invalid and ties the
 * message to it; typing a value clears the error.
 */
export const RequiredError: Story = {
  args: { isRequired: true, name: 'title', errorMessage: 'Project title is required' },
  render: (args) => (
    <Form
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <TextField {...args} />
      <Button type="submit">Create Project</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Project Title/ });
    await expect(input).toBeRequired();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Project' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const message = await canvas.findByText('Project title is required');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Project title is required');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const messageId = message.closest('[slot="errorMessage"]')?.id ?? message.parentElement?.id;
    await expect(describedBy.split(' ')).toContain(messageId);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Kitchen refresh');
    await userEvent.tab();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

/** Controlled invalid state with a server message. */
export const Invalid: Story = {
  args: {
    label: 'Project Title',
    isInvalid: true,
    defaultValue: 'Kitchen',
    errorMessage: 'A project with this title already exists.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project Title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A project with this title already exists.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sample Project' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Project Title' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: {
    label: 'Notes',
    multiline: true,
    description: 'Anything the designer should know: budget, style, must-keep furniture.',
    placeholder: 'Keep the oak floor; warm, minimal.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.click(area);
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};

export const TextAreaComponent: Story = {
  render: (args) => <TextArea {...args} label="Description" rows={3} />,
};

export const LongLabelAndText: Story = {
  args: {
    label: 'What should the room feel like after the redesign, in your own words?',
    defaultValue:
      'Bright and calm with natural textures, a reading corner by the window, and room for two more chairs',
    description:
      'We use this to suggest a style, lighting and wall colour. You can change any of them later.',
  },
};

export const Narrow: Story = {
  args: { label: 'Project Title', isRequired: true, placeholder: 'My first room' },
  decorators: [
    (Story) => (
      <div style={{ width: '15rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = {
  ...Invalid,
  globals: { theme: 'dark' },
};
