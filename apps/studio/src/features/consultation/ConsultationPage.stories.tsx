import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { leadsHandlers, leadsScenario, type LeadsScenario } from '@hds/api-client/msw';
import {
  PAGE_WAIT,
  mockApi,
  renderStudio,
  studioBeforeEach,
} from '../../storybook/StudioStory.tsx';
import { ConsultationPage } from './ConsultationPage.tsx';

const meta = {
  title: 'Pages/Consultation',
  component: ConsultationPage,
  parameters: {
    layout: 'fullscreen',
    studio: { path: '/app/consultation', session: 'signedOut' },
  },
  beforeEach: studioBeforeEach,
  render: renderStudio,
} satisfies Meta<typeof ConsultationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

let scenario: LeadsScenario = leadsScenario();

/** Signed out, a visitor goes through the three steps; the API gets its names and form token. */
export const SignedOutSubmit: Story = {
  beforeEach: mockApi(() => {
    scenario = leadsScenario();
    return leadsHandlers(scenario);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Get Your Free Design Consultation' },
      PAGE_WAIT,
    );
    await userEvent.click(canvas.getByRole('textbox', { name: /First Name/ }));
    await userEvent.paste('Grace');
    await userEvent.click(canvas.getByRole('textbox', { name: /Last Name/ }));
    await userEvent.paste('Hopper');
    await userEvent.click(canvas.getByRole('textbox', { name: /Email/ }));
    await userEvent.paste('grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Project Type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Renovation' }));
    await userEvent.click(canvas.getByRole('button', { name: /Timeline/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Just planning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByText('I accept the terms and conditions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome, Grace!' }, PAGE_WAIT),
    ).toBeVisible();
    await waitFor(() => expect(scenario.captured).toHaveLength(1));
    const sent = scenario.captured[0] as Record<string, unknown>;
    await expect(sent).toMatchObject({
      projectType: 'renovation',
      projectTimeline: 'planning',
      acceptTerms: true,
      pageUrl: '/app/consultation',
    });
    // The token the API issued when the form was shown: the fill time is measured from it.
    await expect(sent.formToken).toMatch(/^msw-form-token-/);
    await expect(sent).not.toHaveProperty('startedAt');
    await expect(sent).not.toHaveProperty('website');
  },
};
