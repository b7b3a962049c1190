import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './Toast.tsx';
import { TOAST_DEFAULT_TIMEOUT, type ToastOptions, toast, toastQueue } from './toastQueue.ts';
import { expectFits } from '../../testing/layout.ts';

function ToastButton(props: ToastOptions & { label: string }) {
  const { label, ...options } = props;
  return (
    <Button variant="secondary" onPress={() => toast(options)}>
      {label}
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Brief, non-blocking notifications: "Success / Project created successfully", ' +
          '"Error / Failed to load projects", "Copied!". Call `toast({ title, description?, ' +
          'variant?, timeout? })` from anywhere (no hook); `variant` is `default`, `success` or ' +
          '`destructive`. Toasts close by themselves after **4000 ms** by default (pass ' +
          '`timeout: 0` to keep one until closed), pause while hovered or focused, and always have ' +
          'a close button. Mount one `<ToastRegion />` near the app root; Storybook mounts it for ' +
          'every story. Never put the only copy of important information in a toast.',
      },
    },
  },
  // Toasts left over from a previous story must not leak into this one.
  beforeEach: () => {
    toastQueue.clear();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pressing the button shows the toast with its title and description; the close button
 * removes it. The queued toast carries the 4000 ms default timeout.
 */
export const Default: Story = {
  render: () => (
    <ToastButton
      label="Copy share link"
      title="Copied!"
      description="The board link is on your clipboard."
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const notice = await body.findByRole('alertdialog', { name: /Copied!/ });
    await waitFor(() =>
      expect(within(notice).getByText('The board link is on your clipboard.')).toBeVisible(),
    );

    await expect(TOAST_DEFAULT_TIMEOUT).toBe(4000);
    await expect(toastQueue.visibleToasts).toHaveLength(1);
    await expect(toastQueue.visibleToasts[0]?.timeout).toBe(4000);

    await userEvent.click(within(notice).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(toastQueue.visibleToasts).toHaveLength(0);
  },
};

export const Success: Story = {
  render: () => (
    <ToastButton
      label="Create project"
      title="Success"
      description="Project created successfully"
      variant="success"
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create project' }));
    const notice = await body.findByRole('alertdialog', { name: /Success/ });
    await expect(notice).toHaveAttribute('data-variant', 'success');
  },
};

export const Destructive: Story = {
  render: () => (
    <ToastButton
      label="Load projects"
      title="Error"
      description="Failed to load projects"
      variant="destructive"
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load projects' }));
    const notice = await body.findByRole('alertdialog', { name: /Error/ });
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(within(notice).getByText('Failed to load projects')).toBeVisible());
  },
};

const undo = fn();

/** `action`: one button in the toast ('Undo'); pressing it runs the action and closes it. */
export const WithAction: Story = {
  render: () => (
    <ToastButton
      label="Delete image"
      title="Image deleted"
      description="“kitchen.jpg” will be deleted in 5 seconds."
      timeout={5000}
      action={{ label: 'Undo', onAction: undo }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    undo.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete image' }));
    const notice = await body.findByRole('alertdialog', { name: /Image deleted/ });
    const button = within(notice).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.click(button);
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A custom timeout is honoured; `timeout: 0` keeps the toast until it is closed. */
export const CustomTimeout: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <ToastButton label="Short" title="Saved" timeout={1500} />
      <ToastButton
        label="Sticky"
        title="Processing"
        description="We will let you know."
        timeout={0}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Short' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sticky' }));
    const timeouts = toastQueue.visibleToasts.map((t) => t.timeout);
    await expect(timeouts).toEqual(expect.arrayContaining([1500, undefined]));
  },
};

/** Several toasts stack; the newest is nearest the edge. */
export const Stacked: Story = {
  render: () => (
    <Button
      variant="secondary"
      onPress={() => {
        toast({ title: 'Processing', description: 'Your wall colour edit has started.' });
        toast({ title: 'Version set as primary', variant: 'success' });
        toast({
          title: 'Error',
          description: 'Failed to apply edit',
          variant: 'destructive',
        });
      }}
    >
      Show three
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show three' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const LongText: Story = {
  render: () => (
    <ToastButton
      label="Upload"
      title="Validation Errors"
      description="living-room-before-renovation-final-final.heic: Invalid format. Accepted: jpeg, jpg, png, webp"
      variant="destructive"
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};

/** On a phone a long toast wraps inside the screen, its close button still in reach. */
export const LongTextNarrow: Story = {
  ...LongText,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const notice = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(notice).toBeVisible(), { timeout: 3000 });
    await expectFits(notice);
    const close = within(notice).getByRole('button');
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const DarkTheme: Story = {
  ...Stacked,
  globals: { theme: 'dark' },
};
