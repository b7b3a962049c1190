import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { leadsErrorHandlers, leadsHandlers, leadsScenario } from '@hds/api-client/msw';
import {
  PAGE_WAIT,
  SERVER_ERROR_DETAIL,
  expectSignInGate,
  mockApi,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { LeadsPage } from './LeadsPage.tsx';

const meta = {
  title: 'Pages/Leads',
  component: LeadsPage,
  ...studioPage('/app/leads'),
} satisfies Meta<typeof LeadsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox over the shared handlers: pick a lead from the URL, change its state. */
export const Default: Story = {
  parameters: { studio: { path: '/app/leads?embed=emb-0001&lead=lead-0001' } },
  beforeEach: mockApi(() => leadsHandlers(leadsScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const detail = await canvas.findByRole('article', { name: 'Ada Client 1' }, PAGE_WAIT);
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/home-design/leads/export/?embed=emb-0001',
    );
    await expect(
      await canvas.findByRole('grid', { name: 'Webhook deliveries of Studio website' }, PAGE_WAIT),
    ).toBeVisible();
    await userEvent.click(within(detail).getByRole('button', { name: /Lead state/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Lost' }));
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes('Ada Client 1'))!;
    await waitFor(() => expect(within(row).getByText('Lost')).toBeVisible(), PAGE_WAIT);
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => leadsErrorHandlers('error')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Failed to load leads' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText(SERVER_ERROR_DETAIL)).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { studio: { path: '/app/leads', session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    await expectSignInGate(canvasElement, 'Leads');
  },
};
