import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover } from './Popover.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The raised floating surface under `Menu`, and the building block for small anchored ' +
          'panels (a colour picker, a short explanation). Put a react-aria `Dialog` inside for ' +
          'free-form content. It is portalled to `document.body`, so the theme class must be on ' +
          '`<body>`. For anything longer than a few lines use `Dialog`.',
      },
    },
  },
  args: { placement: 'bottom' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is a credit?</Button>
      <Popover {...args}>
        <Dialog style={{ padding: '1rem 1.25rem', maxWidth: '18rem', outline: 'none' }}>
          <Heading slot="title" style={{ margin: '0 0 0.25rem', fontSize: '1rem' }}>
            Credits
          </Heading>
          <p style={{ margin: 0, fontSize: '0.875rem' }}>
            Each AI edit uses one credit. The Free plan includes 100 a month.
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the keyboard, closes with Escape. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await body.findByRole('dialog', { name: 'Credits' });
    await waitFor(() => expect(popover).toBeVisible(), { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Opens the popover from the keyboard and returns it once it is visible. */
async function openPopover(canvasElement: HTMLElement, name: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const popover = await body.findByRole('dialog', { name });
  await waitFor(() => expect(popover).toBeVisible(), { timeout: 3000 });
  return popover;
}

/**
 * A longer explanation on a phone, opened from a trigger at the screen edge: the text wraps
 * and the popover shifts to stay on screen.
 */
export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DialogTrigger>
        <Button variant="secondary">How are credits counted?</Button>
        <Popover {...args}>
          <Dialog style={{ padding: '1rem 1.25rem', maxWidth: '18rem', outline: 'none' }}>
            <Heading slot="title" style={{ margin: '0 0 0.25rem', fontSize: '1rem' }}>
              How credits are counted
            </Heading>
            <p style={{ margin: 0, fontSize: '0.875rem' }}>
              Every completed design uses one credit: a wall colour, a lighting change, a furniture
              staging or an upscale. Failed or cancelled edits are not counted, and unused credits
              do not carry over to the next month.
            </p>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'How credits are counted');
    await expectFits(popover);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openPopover(canvasElement, 'Credits');
  },
};
