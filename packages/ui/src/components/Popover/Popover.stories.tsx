import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover } from './Popover.tsx';

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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await body.findByRole('dialog', { name: 'Credits' });
    await waitFor(() => expect(popover).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
