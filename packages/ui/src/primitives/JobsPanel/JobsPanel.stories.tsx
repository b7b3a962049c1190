import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditJobStatus } from './EditJobStatus.tsx';
import { JobsPanel, type JobsPanelJob } from './JobsPanel.tsx';

const NOW = Date.parse('2026-11-26T10:05:00.000Z');
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();

const jobs: JobsPanelJob[] = [
  {
    id: 'j-running',
    title: 'Virtual Staging',
    subtitle: 'Living room',
    status: 'in_progress',
    created_at: at(20),
    started_at: at(12),
  },
  {
    id: 'j-queued',
    title: 'Sky Replacement',
    subtitle: 'Garden',
    status: 'pending',
    created_at: at(4),
  },
  {
    id: 'j-failed',
    title: 'Object Removal',
    subtitle: 'Kitchen',
    status: 'failed',
    error_message: 'Nothing to remove was found in this picture.',
    created_at: at(300),
    started_at: at(298),
    finished_at: at(290),
  },
  {
    id: 'j-cancelled',
    title: 'Declutter',
    subtitle: 'Bedroom',
    status: 'failed',
    error_message: 'Job cancelled',
    created_at: at(200),
    started_at: at(199),
    finished_at: at(150),
  },
  {
    id: 'j-done',
    title: 'Lighting',
    subtitle: 'Kitchen',
    status: 'succeeded',
    created_at: at(120),
    started_at: at(119),
    finished_at: at(110),
  },
];

const meta = {
  title: 'Components/JobsPanel',
  component: JobsPanel,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The user's running and recent edits with their states. A queued or running edit has " +
          'Cancel; a failed or cancelled one shows why and has Retry.',
      },
    },
  },
  args: { jobs, onCancel: fn(), onRetry: fn(), now: NOW },
  decorators: [
    (Story) => (
      <div style={{ width: '24rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state; the keyboard reaches Cancel and Retry in list order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 running')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Running');
    await expect(items[0]).toHaveTextContent('Living room · Running 12 s');
    await expect(items[1]).toHaveTextContent('Queued');
    await expect(items[2]).toHaveTextContent('Nothing to remove was found in this picture.');
    await expect(items[3]).toHaveTextContent('Cancelled');
    await expect(items[4]).toHaveTextContent('Done');
    await expect(items[4]).toHaveTextContent('Took 9 s');
    await expect(within(items[4]!).queryByRole('button')).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel Virtual Staging' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledWith(jobs[0]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry Object Removal' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledWith(jobs[2]);
  },
};

/** A cancel on its way: that job's button waits. */
export const Busy: Story = {
  args: { busyJobIds: new Set(['j-running']) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Cancel Virtual Staging/ });
    await userEvent.click(button);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No edits yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { jobs: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { jobs: [], error: 'Failed to load your jobs' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load your jobs');
    // The shared AsyncState's failure box, like every other composite's.
    await expect(alert).toHaveAttribute('data-status', 'error');
  },
};

/** Long names and messages wrap or are cut, never overflow. */
export const LongText: Story = {
  args: {
    jobs: [
      {
        ...jobs[2]!,
        title: 'Selective Design Modification of the north-facing living room wall',
        error_message:
          'Replicate could not run the model: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 15.78 GiB total capacity)',
      },
    ],
  },
};

/** A phone-width panel. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** The playground's status of the edit in progress: progress and Cancel. */
export const EditRunning: Story = {
  render: () => (
    <EditJobStatus state="running" title="Virtual Staging" elapsedMs={14_000} onCancel={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Virtual Staging: processing · 14 s',
    );
    await expect(
      canvas.getByRole('progressbar', { name: 'Virtual Staging progress' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A failed edit: its message, Retry and Dismiss. */
export const EditFailed: Story = {
  render: () => (
    <EditJobStatus
      state="failed"
      title="Virtual Staging"
      errorMessage="Replicate could not run the model: CUDA out of memory"
      onRetry={fn()}
      onDismiss={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Replicate could not run the model: CUDA out of memory',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};

export const EditCancelled: Story = {
  render: () => (
    <EditJobStatus state="cancelled" title="Virtual Staging" onRetry={fn()} onDismiss={fn()} />
  ),
};
