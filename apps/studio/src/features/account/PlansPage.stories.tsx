import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PAGE_WAIT, studioPage } from '../../storybook/StudioStory.tsx';
import { PlansPage } from './PlansPage.tsx';

const meta = {
  title: 'Pages/Plans',
  component: PlansPage,
  ...studioPage(
    '/app/plans',
    '`/app/plans` in the whole studio: the plans of spec part 2 §2 with the user’s plan ' +
      '(from /auth/me) current. It does not gate on sign-in; Upgrade and Contact Sales open ' +
      'the consultation form, which reaches the operator of the studio.',
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

/** Upgrade opens the consultation form about that plan, by keyboard. */
export const UpgradeOpensConsultation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upgrade = await canvas.findByRole('button', { name: 'Upgrade to Pro' }, PAGE_WAIT);
    upgrade.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Upgrade to Pro' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText(/get back to you to set up the Pro plan/)).toBeVisible();
  },
};

/** Contact Sales opens the consultation form about a custom plan. */
export const ContactSalesOpensConsultation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Sales' }, PAGE_WAIT));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Talk to Sales' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** The consultation is linked from the page itself too. */
export const TalkToUsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'talk to us' }, PAGE_WAIT),
    ).toHaveAttribute('href', '/app/consultation');
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
