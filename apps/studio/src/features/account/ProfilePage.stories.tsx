import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { homeDesignPaths } from '@hds/api-client';
import {
  galleryHandlers,
  galleryScenario,
  homeDesignHandlers,
  homeDesignScenario,
  makeActivity,
  makeGalleryWireItem,
} from '@hds/api-client/msw';
import {
  PAGE_WAIT,
  failing,
  mockApi,
  pendingForever,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { ProfilePage, profileMessages } from './ProfilePage.tsx';

const activities = [
  makeActivity(),
  makeActivity({
    id: 'act-0002',
    title: 'Furniture',
    description: 'Staged the kitchen in an industrial style',
    transformation_type: 'furniture',
    image: 'img-0002',
    time_ago: '2 hours ago',
  }),
];

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  ...studioPage(
    '/app/profile',
    '`/app/profile` in the whole studio: the account (name, Guest Account badge, email), ' +
      'the quick stats and the design activity; failures leave zeros and an empty list ' +
      'without a toast (spec part 1 §8); signed out it asks for a sign-in.',
  ),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure of the quick stats, by its label. */
const stat = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label).nextElementSibling;

/** A guest with figures; Upgrade Account is offered. */
export const Full: Story = {
  beforeEach: mockApi(() => homeDesignHandlers(homeDesignScenario({ activities }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Guest' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByText('Guest Account')).toBeVisible();
    await expect(canvas.getByText(profileMessages.noEmail)).toBeVisible();
    await expect(await canvas.findByText('4 / 10 designs', undefined, PAGE_WAIT)).toBeVisible();
    await expect(stat(canvas, 'Projects Created')).toHaveTextContent('3');
    await expect(stat(canvas, 'Total Designs')).toHaveTextContent('12');
    await expect(stat(canvas, 'Current Plan')).toHaveTextContent('Guest (Limited)');
    await expect(canvas.getByText('6 designs remaining this month')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade Account' })).toBeVisible();
  },
};

/** The Design Activity tab lists what the user did. */
export const DesignActivity: Story = {
  beforeEach: mockApi(() => homeDesignHandlers(homeDesignScenario({ activities }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Design Activity' }, PAGE_WAIT));
    const list = await canvas.findByRole('list', { name: 'Recent activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Staged the kitchen in an industrial style')).toBeVisible();
  },
};

/** Seven things done: the tab asks for the 5 newest (spec part 1 §9), and shows those. */
export const DesignActivityFive: Story = {
  beforeEach: mockApi(() =>
    homeDesignHandlers(
      homeDesignScenario({
        activities: Array.from({ length: 7 }, (_, i) => ({
          ...activities[0]!,
          id: `act-${i}`,
          title: `Design ${i + 1}`,
        })),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Design Activity' }, PAGE_WAIT));
    const list = await canvas.findByRole('list', { name: 'Recent activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** 'My published designs' on the Design Activity tab: Unpublish asks, then the item goes. */
export const PublishedDesigns: Story = {
  parameters: { studio: { session: 'registered' } },
  beforeEach: mockApi(() => [
    ...homeDesignHandlers(homeDesignScenario({ activities })),
    ...galleryHandlers(
      galleryScenario({
        mine: [
          makeGalleryWireItem({ id: 'gal-mine', title: 'My oak kitchen', status: 'published' }),
        ],
      }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Design Activity' }, PAGE_WAIT));
    await expect(
      await canvas.findByRole('link', { name: 'My oak kitchen' }, PAGE_WAIT),
    ).toHaveAttribute('href', '/gallery/gal-mine');
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish My oak kitchen' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Unpublish this design?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing published yet' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** Edit on a published design: its current values in the dialog; the new title shows at once. */
export const EditPublishedDesign: Story = {
  ...PublishedDesigns,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Design Activity' }, PAGE_WAIT));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit My oak kitchen' }, PAGE_WAIT),
    );
    const editor = await body.findByRole('dialog', { name: 'Edit published design' });
    const title = within(editor).getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveValue('My oak kitchen');
    await userEvent.type(title, ' II');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save Changes' }));
    await expect(
      await canvas.findByRole('link', { name: 'My oak kitchen II' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** A Google account: its name and email, no guest badge and no upgrade. */
export const FullRegistered: Story = {
  parameters: { studio: { session: 'registered' } },
  beforeEach: mockApi(() =>
    homeDesignHandlers(
      homeDesignScenario({
        activities,
        quickStats: {
          projects_created: 8,
          total_designs: 41,
          monthly_usage: 9,
          monthly_limit: 10,
          plan: 'Free',
        },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Ada Lovelace' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.queryByText('Guest Account')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Upgrade Account' })).toBeNull();
    await expect(await canvas.findByText('9 / 10 designs', undefined, PAGE_WAIT)).toBeVisible();
    await expect(canvas.getByText('1 design remaining this month')).toBeVisible();
  },
};

/** Stats and activity never answer: the figures wait, busy. */
export const Loading: Story = {
  beforeEach: mockApi(() => [
    pendingForever(homeDesignPaths.quickStats),
    pendingForever(homeDesignPaths.activity),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Guest' }, PAGE_WAIT),
    ).toBeVisible();
    const usage = canvas.getByRole('progressbar', { name: 'Monthly Usage' });
    await expect(usage).toHaveAttribute('aria-valuetext', 'Loading...');
    await expect(usage.closest('section')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Design Activity' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading activities...' }),
    ).toBeVisible();
  },
};

/** A new account: zero figures, and the activity tab points to the playground. */
export const Empty: Story = {
  beforeEach: mockApi(() =>
    homeDesignHandlers(
      homeDesignScenario({
        quickStats: {
          projects_created: 0,
          total_designs: 0,
          monthly_usage: 0,
          monthly_limit: 10,
          plan: 'Guest (Limited)',
        },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 / 10 designs', undefined, PAGE_WAIT)).toBeVisible();
    await expect(stat(canvas, 'Projects Created')).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('tab', { name: 'Design Activity' }));
    await expect(await canvas.findByText(profileMessages.noActivity)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Designing' })).toBeVisible();
  },
};

/** Both calls fail (500): zeros and an empty list, and no toast (spec part 1 §8). */
export const ServerError: Story = {
  beforeEach: mockApi(() => [
    failing(homeDesignPaths.quickStats),
    failing(homeDesignPaths.activity),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('0 / 10 designs', undefined, PAGE_WAIT)).toBeVisible();
    await expect(stat(canvas, 'Total Designs')).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('tab', { name: 'Design Activity' }));
    await expect(await canvas.findByText(profileMessages.noActivity)).toBeVisible();
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

/** Signed out: 'Sign In Required' and Google sign-in. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: profileMessages.signInTitle }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText(profileMessages.signInText)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  },
};

/** The identity provider has not answered yet. */
export const CheckingSession: Story = {
  parameters: { studio: { session: 'checking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: profileMessages.checking }, PAGE_WAIT),
    ).toBeVisible();
  },
};
