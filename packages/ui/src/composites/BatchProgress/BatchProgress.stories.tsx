import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BatchProgress, BatchResults, type BatchProgressItem } from './BatchProgress.tsx';

const pic = (room: string, file = 'empty_daylight.jpg') => `/samples/${room}/${file}`;

const items: BatchProgressItem[] = [
  { id: 'i1', name: 'Living room', status: 'succeeded', thumbnailUrl: pic('living_room') },
  { id: 'i2', name: 'Kitchen', status: 'in_progress', thumbnailUrl: pic('kitchen') },
  { id: 'i3', name: 'Bedroom', status: 'pending', thumbnailUrl: pic('bedroom') },
  { id: 'i4', name: 'Bathroom', status: 'pending', thumbnailUrl: pic('bathroom') },
];

const meta = {
  title: 'Composites/BatchProgress',
  component: BatchProgress,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'One recipe applied to many images: overall progress, each image done, running or ' +
          'failed (with its message), and Cancel for the whole batch.',
      },
    },
  },
  args: { title: 'Golden hour on 4 images', items, phase: 'running', onCancel: fn() },
} satisfies Meta<typeof BatchProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: progress in numbers and words; the keyboard reaches Cancel batch. */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 4 done · 1 running');
    await expect(canvas.getByRole('progressbar', { name: /progress/ })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await userEvent.tab();
    const cancel = canvas.getByRole('button', { name: 'Cancel batch' });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Starting: Story = {
  args: { phase: 'starting', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Starting…');
  },
};

export const Cancelling: Story = {
  args: { phase: 'cancelling', canCancel: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Cancelling/ })).toBeDisabled();
  },
};

/** One image failed, the others went on: its own message stays with it. */
export const FinishedWithFailure: Story = {
  args: {
    phase: 'finished',
    items: [
      { ...items[0]! },
      { ...items[1]!, status: 'succeeded' },
      {
        ...items[2]!,
        status: 'failed',
        error_message: 'Lighting is not available on this server: no engine for it.',
      },
      { ...items[3]!, status: 'succeeded' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Batch finished: 3 of 4 done · 1 failed',
    );
    await expect(canvas.getByText(/not available on this server/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel batch' })).toBeNull();
  },
};

export const Cancelled: Story = {
  args: {
    phase: 'cancelled',
    items: [
      { ...items[0]! },
      { ...items[1]!, status: 'failed', error_message: 'Job cancelled' },
      { ...items[2]!, status: 'failed', error_message: 'Job cancelled' },
      { ...items[3]!, status: 'failed', error_message: 'Job cancelled' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Batch cancelled: 1 of 4 done · 3 cancelled',
    );
    await expect(canvas.getAllByText('Cancelled')).toHaveLength(3);
  },
};

/** The run itself could not start: the server's words. */
export const StartRefused: Story = {
  args: {
    phase: 'failed',
    items: [],
    error: 'Monthly design limit reached: 98 of 100 designs used this month and 4 more requested.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Monthly design limit reached',
    );
  },
};

export const LongNames: Story = {
  args: {
    title:
      'A very long recipe name that a user typed in full, golden hour and warm walls, on 4 images',
    items: items.map((i) => ({ ...i, name: `${i.name} on the second floor facing the garden` })),
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** The results side by side: a before/after slider per image, the same look on each. */
export const Results: StoryObj<typeof BatchResults> = {
  render: () => (
    <BatchResults
      afterLabel="Golden hour"
      results={[
        {
          id: 'i1',
          name: 'Living room',
          status: 'succeeded',
          before: { src: pic('living_room') },
          after: { src: pic('living_room', 'furnished_industrial_daylight.jpg') },
        },
        {
          id: 'i2',
          name: 'Kitchen',
          status: 'succeeded',
          before: { src: pic('kitchen') },
          after: { src: pic('kitchen', 'furnished_industrial_daylight.jpg') },
        },
        {
          id: 'i3',
          name: 'Bedroom',
          status: 'failed',
          error_message: 'The engine gave up',
          before: { src: pic('bedroom') },
          after: null,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sliders = canvas.getAllByRole('slider');
    await expect(sliders).toHaveLength(2);
    await expect(sliders[0]).toHaveAccessibleName('Living room: before and after divider');
    sliders[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(sliders[0]).toHaveAttribute('aria-valuenow', '51');
    await expect(canvas.getByText('The engine gave up')).toBeVisible();
  },
};
