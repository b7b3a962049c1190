import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { expectFits } from '../../testing/layout.ts';
import { AsyncState } from './AsyncState.tsx';

const onRetry = fn();

const meta = {
  title: 'Components/AsyncState',
  component: AsyncState,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'What a view shows while its data is on the way: a spinner (or the placeholders ' +
          'passed as `loading`), the failure as an alert with a retry button, the `empty` ' +
          'state, else `children`. Composites pass `status` from their props ' +
          '(`asyncStatus({isLoading, isError, isEmpty})`); the studio feeds it a query.',
      },
    },
  },
  args: {
    status: 'ready',
    loadingLabel: 'Loading images...',
    error: 'Failed to load images',
    onRetry,
    empty: <EmptyState icon="image" title="No images yet" headingLevel={3} size="compact" />,
    children: <p>Three images in this project.</p>,
  },
} satisfies Meta<typeof AsyncState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading images...' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load images');
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    // The button sits inside the alert, so it is read with the failure it answers.
    await expect(canvas.getByRole('alert')).toContainElement(retry);
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A whole screen's failure: the error is a heading, and the retry is pending while it runs. */
export const ErrorAsHeading: Story = {
  args: {
    status: 'error',
    error: 'Failed to load board',
    errorHeadingLevel: 2,
    retryLabel: 'Try Again',
    isRetrying: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Failed to load board' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try Again/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No images yet' })).toBeVisible();
    await expect(canvas.queryByText('Three images in this project.')).toBeNull();
  },
};

export const Ready: Story = {
  args: { status: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Three images in this project.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Placeholders in the shape of the content replace the spinner. */
export const LoadingPlaceholders: Story = {
  args: {
    status: 'loading',
    loading: (
      <div role="status" aria-label="Loading images" aria-busy="true">
        ...
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading images' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const longError =
  'Failed to load images: the server answered 503 Service Unavailable because the storage ' +
  'bucket https://storage.example.com/projects/0f1e2d3c4b5a69788796a5b4c3d2e1f0/images is ' +
  'being moved to another region; it should be back in a few minutes';

export const LongErrorText: Story = {
  args: { status: 'error', error: longError },
  play: async ({ canvasElement }) => {
    await expectFits(within(canvasElement).getByRole('alert'));
  },
};

export const NarrowViewport: Story = {
  args: { status: 'error', error: longError, size: 'compact' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFits(canvas.getByRole('alert'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

export const DarkTheme: Story = { ...ErrorWithRetry, globals: { theme: 'dark' } };
