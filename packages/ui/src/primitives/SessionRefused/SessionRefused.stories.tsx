import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionRefused } from './SessionRefused.tsx';

const meta = {
  title: 'Components/SessionRefused',
  component: SessionRefused,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'What the playground shows when a guest session could not start: the spec’s ' +
          'message, the server’s reason, and Try Again — disabled, with a countdown, for as ' +
          'long as the server asked to wait (a 429’s Retry-After).',
      },
    },
  },
  args: {
    title: 'Failed to start session. Please try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof SessionRefused>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The per-address sign-in limit: the reason, how long to wait, then Try Again. */
export const RateLimited: Story = {
  args: { reason: 'Too many requests; try again in 2 seconds', retryAfterSeconds: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Too many requests; try again in 2 seconds/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/try again in [12] seconds?/);
    await expect(canvas.getByRole('button', { name: /Try Again \(\d\)/ })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled(), {
      timeout: 4000,
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refusal without a wait (or a network failure): Try Again at once. */
export const NoWait: Story = {
  args: { reason: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You can try again now.');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The playground's own wording when it started the session by itself; no server reason. */
export const PlaygroundWithoutReason: Story = {
  args: { title: 'Failed to start playground session. Please try again.', reason: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/The server said/)).toBeNull();
  },
};

/** A retry is under way. */
export const Retrying: Story = {
  args: { reason: 'Too many requests; try again in 1 seconds', isRetrying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Starting...' })).toBeDisabled();
  },
};

/** On a phone. */
export const Narrow: Story = {
  args: { reason: 'Too many requests; try again in 42 seconds', retryAfterSeconds: 42 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
