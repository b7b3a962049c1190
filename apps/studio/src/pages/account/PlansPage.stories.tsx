import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PAGE_WAIT, expectToast, studioPage } from '../../storybook/StudioStory.tsx';
import { PlansPage } from './PlansPage.tsx';

const meta = {
  title: 'Pages/Plans',
  component: PlansPage,
  ...studioPage(
    '/app/plans',
    '`/app/plans` in the whole studio: the static plans of spec part 2 §2 with Free as ' +
      'the current plan. The page calls no API (so it has no loading, empty or error ' +
      "state) and does not gate on sign-in; upgrades answer 'Coming soon'.",
  ),
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three plans, Free current. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Plans' }, PAGE_WAIT),
    ).toBeVisible();
    const plans = canvas.getByRole('list', { name: 'Plans' });
    await expect(within(plans).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getByText('100 credits per month')).toBeVisible();
  },
};

/** An upgrade says paid plans are not available yet. */
export const UpgradeComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade to Pro' }, PAGE_WAIT));
    await expectToast(
      canvasElement,
      'Coming soon',
      'Paid plans are not available in this edition yet.',
    );
  },
};

/** Signed out the plans still show: the page is not behind the sign-in gate. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Plans' }, PAGE_WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact Sales' })).toBeVisible();
  },
};
