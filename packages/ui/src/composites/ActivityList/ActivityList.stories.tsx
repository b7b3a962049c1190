import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeActivity } from '@hds/api-client/msw';
import { ButtonLink } from '../../primitives/Link/Link.tsx';
import { ActivityList } from './ActivityList.tsx';

const activities = [
  makeActivity(),
  makeActivity({
    id: 'act-0002',
    title: 'Furniture',
    description: 'Staged the kitchen in an industrial style',
    transformation_type: 'furniture',
    style: 'industrial',
    tags: ['kitchen', 'staged', 'industrial', 'hidden-fourth'],
    time_ago: '2 hours ago',
  }),
  makeActivity({
    id: 'act-0003',
    title: 'Sky replacement',
    description: 'Sunset sky on the front elevation',
    transformation_type: 'sky_replacement',
    status: 'failed',
    time_ago: '1 day ago',
  }),
  makeActivity({
    id: 'act-0004',
    title: 'Lighting',
    description: '',
    transformation_type: 'lighting',
    status: 'processing',
    time_ago: 'just now',
  }),
];

const meta = {
  title: 'Composites/ActivityList',
  component: ActivityList,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Recent design activity: the projects page's activity panel and the profile's Design " +
          "Activity tab. Completed items get a badge, failed ones say 'Operation failed'. Pass " +
          "`isLoading`, `isError` ('Failed to load activities', with `onRetry`) or an empty list " +
          "('No activities to display', or your own `emptyMessage` and `emptyAction`).",
      },
    },
  },
  args: { activities },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByText('Completed')).toBeVisible();
    await expect(within(items[0]!).getByText('5 minutes ago')).toBeVisible();
    await expect(within(items[2]!).getByText('Operation failed')).toBeVisible();
    await expect(within(items[2]!).queryByText('Completed')).toBeNull();
    // Three tags at most; the fourth is left out.
    await expect(within(items[1]!).queryByText('hidden-fourth')).toBeNull();
    await expect(within(items[1]!).getByText('Furniture · Industrial')).toBeVisible();
  },
};

/** With `getHref`, titles are links reached with Tab. */
export const Linked: Story = {
  args: { getHref: (item) => `/app/playground?imageId=${item.image}` },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Wall colour' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/app/playground?imageId=img-0001');
  },
};

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activities to display')).toBeVisible();
  },
};

/** The profile's Design Activity tab: its own message and a call to action. */
export const EmptyWithAction: Story = {
  args: {
    activities: [],
    emptyMessage: 'No design activity yet',
    emptyAction: (
      <ButtonLink href="/app/playground" size="sm">
        Start Designing
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No design activity yet')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Start Designing' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading activities...' }),
    ).toBeInTheDocument();
  },
};

/** The call failed: the message, and Retry from the keyboard. */
export const LoadError: Story = {
  args: { isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load activities');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    activities: [
      makeActivity({
        title: 'Virtual staging of the open-plan living and dining area on the second floor',
        description:
          'Mid-century modern furniture with walnut finishes, a sage accent wall, warm evening ' +
          'lighting and a rug that pulls the two zones together, for the listing photos.',
        transformation_type: 'virtual_staging',
        style: 'mid_century_modern',
        tags: ['living-room-and-dining-area', 'listing-photos-spring-2026', 'second-floor'],
        time_ago: '3 weeks ago',
      }),
    ],
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
