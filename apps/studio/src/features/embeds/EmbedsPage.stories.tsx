import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  boardsHandlers,
  leadsErrorHandlers,
  leadsHandlers,
  leadsScenario,
  populatedBoards,
} from '@hds/api-client/msw';
import {
  PAGE_WAIT,
  SERVER_ERROR_DETAIL,
  expectSignInGate,
  mockApi,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { EmbedsPage } from './EmbedsPage.tsx';

const meta = {
  title: 'Pages/Embeds',
  component: EmbedsPage,
  ...studioPage('/app/embeds'),
} satisfies Meta<typeof EmbedsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create an embed through the shared handlers: the list refetches and shows its snippet. */
export const Default: Story = {
  beforeEach: mockApi(() => [
    ...leadsHandlers(leadsScenario()),
    ...boardsHandlers(populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Studio website' }, PAGE_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'New embed' }));
    const dialog = await body.findByRole('dialog', { name: 'New embed' }, PAGE_WAIT);
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste('Agency site');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Allowed origins/ }));
    await userEvent.paste('https://agency.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed' }));
    const secret = await body.findByRole('dialog', { name: 'Webhook secret' }, PAGE_WAIT);
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    const card = await canvas.findByRole('article', { name: 'Agency site' }, PAGE_WAIT);
    await waitFor(() =>
      expect(within(card).getByLabelText('Snippet for Agency site')).toHaveTextContent(
        /<hds-lead-form embed="pk_new\d+"><\/hds-lead-form>/,
      ),
    );
  },
};

export const LoadError: Story = {
  beforeEach: mockApi(() => [...leadsErrorHandlers('error'), ...boardsHandlers()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Failed to load embeds' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText(SERVER_ERROR_DETAIL)).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { studio: { path: '/app/embeds', session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    await expectSignInGate(canvasElement, 'Embeds');
  },
};
