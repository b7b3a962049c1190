import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A heading that shows and hides a panel: advanced options in a form, FAQ entries. ' +
          'Enter or Space on the heading toggles it and `aria-expanded` reports the state. ' +
          'Group several in a `DisclosureGroup` for an accordion (one open at a time unless ' +
          '`allowsMultipleExpanded`).',
      },
    },
  },
  args: {
    title: 'Advanced options',
    children: 'Seed, guidance strength and negative prompt.',
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Advanced options' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Seed, guidance/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Accordion: opening one closes the other. */
export const Group: Story = {
  render: () => (
    <DisclosureGroup defaultExpandedKeys={['share']}>
      <Disclosure id="share" title="How do share links work?">
        Anyone with the link can view the board without signing in.
      </Disclosure>
      <Disclosure id="credits" title="What uses a design credit?">
        Each generated image uses one credit; edits of a generated image are free.
      </Disclosure>
    </DisclosureGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const share = canvas.getByRole('button', { name: 'How do share links work?' });
    const credits = canvas.getByRole('button', { name: 'What uses a design credit?' });
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(credits).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(credits).toHaveAttribute('aria-expanded', 'true');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title:
      'Why was my design rejected by the content filter even though the photo is a plain room?',
    defaultExpanded: true,
    children:
      'The filter sometimes flags reflections or artwork. Crop the photo or remove the artwork with the eraser, then generate again.',
  },
};

export const DarkTheme: Story = { ...Group, globals: { theme: 'dark' } };
