import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineEmbeds } from './elements.tsx';
import type { EmbedConfig } from './api.ts';

// The real custom elements, from source (the build is the same code plus its inlined CSS);
// their calls go to this origin's /api/v1/embed/…, answered by MSW.
defineEmbeds();

const leadConfig: EmbedConfig = {
  key: 'story-lead',
  widget: 'lead_form',
  mode: 'inline',
  title: 'Get Your Free Design Consultation',
  successMessage: "Thank you! We'll be in touch within 24 hours.",
  incentive: '10% off your first consultation',
  showProjectStep: true,
  styles: ['Modern', 'Scandinavian', 'Industrial'],
  services: ['Interior Design', 'Space Planning'],
  submitUrl: '/api/v1/embed/story-lead/leads/',
};

const beforeAfterConfig: EmbedConfig = {
  key: 'story-ba',
  widget: 'before_after',
  title: 'Living room makeover',
  before: {
    url: '/samples/living_room/empty_daylight.jpg',
    width: 1600,
    height: 1200,
    label: 'Original',
  },
  after: {
    url: '/samples/living_room/furnished_bohemian_daylight.jpg',
    width: 1600,
    height: 1200,
    label: 'Staged',
  },
};

/** The leads the story's form sent, as the API received them. */
const received: unknown[] = [];

const handlers = [
  http.get('*/api/v1/embed/story-lead/config/', () => HttpResponse.json(leadConfig)),
  http.get('*/api/v1/embed/story-ba/config/', () => HttpResponse.json(beforeAfterConfig)),
  http.get('*/api/v1/embed/story-revoked/config/', () =>
    HttpResponse.json({ detail: 'This embed has been revoked.' }, { status: 410 }),
  ),
  http.get('*/api/v1/embed/story-slow/config/', async () => {
    await delay('infinite');
    return HttpResponse.json(leadConfig);
  }),
  http.get('*/api/v1/embed/story-lead/form-token/', () =>
    HttpResponse.json({ formToken: 'story-form-token' }),
  ),
  http.post('*/api/v1/embed/story-lead/leads/', async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ success: true }, { status: 201 });
  }),
];

/** Queries inside an element's shadow root. */
async function shadowOf(canvasElement: HTMLElement, tag: string) {
  const host = await waitFor(() => {
    const el = canvasElement.querySelector(tag);
    if (!el?.shadowRoot?.querySelector('[data-theme]')) throw new Error(`${tag} not rendered`);
    return el;
  });
  return within(host.shadowRoot!.querySelector<HTMLElement>('[data-theme]')!);
}

const meta = {
  title: 'Embeds/Partner widgets',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The script partners put on their websites (`/embed/v1.js`, apps/embeds): ' +
          '`<hds-lead-form embed="KEY">` and `<hds-before-after embed="KEY">` render in shadow ' +
          "DOM from the embed's configuration (`GET /api/v1/embed/{key}/config/`), follow the " +
          "host page's colour scheme, and post leads cookie-less to the API's origin.",
      },
    },
  },
  beforeEach: ({ msw }) => {
    received.length = 0;
    msw.use(...handlers);
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(44rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lead form with its project step; a lead sent with the API's field names. */
export const LeadForm: Story = {
  render: () => <hds-lead-form embed="story-lead" />,
  play: async ({ canvasElement }) => {
    const form = await shadowOf(canvasElement, 'hds-lead-form');
    await userEvent.type(await form.findByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(form.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect(form.getByRole('heading', { name: 'About your project' })).toBeVisible();
    // The project step refuses an empty type and timeline with the spec's messages.
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect(form.getByText('Project type is required')).toBeVisible();
    await expect(form.getByText('Timeline is required')).toBeVisible();
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Project Type' }),
      'renovation',
    );
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Timeline' }), '3_months');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await expect(form.getByRole('button', { name: 'Get Started' })).toBeDisabled();
    await userEvent.click(form.getByRole('checkbox', { name: 'Scandinavian' }));
    await userEvent.click(
      form.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Get Started' }));
    await expect(await form.findByText('Welcome, Ada!')).toBeVisible();
    await expect(form.getByText('Check your email for details')).toBeVisible();
    expect(received).toHaveLength(1);
    const lead = received[0] as Record<string, unknown>;
    expect(lead).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      projectType: 'renovation',
      projectTimeline: '3_months',
      styles: ['Scandinavian'],
      acceptTerms: true,
      source: 'embed',
      pageUrl: window.location.href,
    });
    // The token the API issued when the form was shown (the fill time is measured from it).
    expect(lead.formToken).toBe('story-form-token');
    expect(lead).not.toHaveProperty('startedAt');
    expect(lead).not.toHaveProperty('website');
  },
};

/** The before/after widget: the divider moves by keyboard inside the shadow root. */
export const BeforeAfter: Story = {
  render: () => <hds-before-after embed="story-ba" />,
  play: async ({ canvasElement }) => {
    const widget = await shadowOf(canvasElement, 'hds-before-after');
    const slider = await widget.findByRole('slider', { name: /before and after divider/i });
    slider.focus();
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '52');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
  },
};

/** A revoked embed: the API's words, in place of the widget. */
export const Revoked: Story = {
  render: () => <hds-lead-form embed="story-revoked" />,
  play: async ({ canvasElement }) => {
    const widget = await shadowOf(canvasElement, 'hds-lead-form');
    await expect(await widget.findByRole('alert')).toHaveTextContent(
      'This embed has been revoked.',
    );
  },
};

/** The configuration still on its way. */
export const Loading: Story = {
  render: () => <hds-lead-form embed="story-slow" />,
  play: async ({ canvasElement }) => {
    const widget = await shadowOf(canvasElement, 'hds-lead-form');
    await expect(widget.getByRole('status')).toHaveTextContent('Loading…');
  },
};
