import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, tabTo } from '../../testing/keyboard.ts';
import { LeadForm, type LeadFormProps } from './LeadForm.tsx';
import { longStyles } from './LeadForm.fixtures.ts';

type Submit = LeadFormProps['submitLead'];
const never = () => new Promise<never>(() => {});

/** Tab to the terms, tick them with Space, Tab to Get Started, press Enter. */
async function acceptTermsAndSubmit(canvas: ReturnType<typeof within>) {
  await tabTo(await canvas.findByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await userEvent.keyboard(' ');
  await tabTo(canvas.getByRole('button', { name: 'Get Started' }), { max: 3 });
  await userEvent.keyboard('{Enter}');
}

async function fillContact(canvas: ReturnType<typeof within>) {
  await userEvent.tab();
  await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
  await userEvent.keyboard('Ada');
  await userEvent.tab();
  await userEvent.keyboard('Lovelace');
  await userEvent.tab();
  await userEvent.keyboard('ada@example.com');
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Composites/LeadForm',
  component: LeadForm,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use it to capture a lead or consultation request (spec part 2 §2) — beside the ' +
          'gallery (`inline`), in a narrow slot (`minimal`) or as its own page (`fullpage`). ' +
          'Run by `leadFormMachine`: contact details, an optional project step ' +
          '(`requireProjectStep`), then preferences and terms; a progress bar with the percent ' +
          "complete; the spec's validation messages on the fields; Get Started stays disabled " +
          "until the terms are accepted and reads 'Submitting...' while `submitLead` runs; the " +
          'success screen resets after 3 s. Enter in a field goes on to the next step.',
      },
    },
  },
  args: { submitLead: fn<Submit>(async () => ({ ok: true })), onSubmitted: fn() },
  decorators: [
    // A page-wide slot for `fullpage`, a column for the others.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: '44rem' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two steps from the keyboard, success, then the form resets (3 s by default; 1.5 s here to
 * keep the test short — the machine's tests pin the 3000 ms default).
 */
export const Inline: Story = {
  args: { resetMs: 1500 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Get Your Free Design Consultation' }),
    ).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: 'Step 1 of 2' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('50% complete')).toBeVisible();

    await fillContact(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Your preferences' })).toHaveFocus();
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const submit = canvas.getByRole('button', { name: 'Get Started' });
    await expect(submit).toBeDisabled();

    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Modern' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await userEvent.keyboard(' ');
    await expect(submit).toBeEnabled();
    await tabTo(submit, { max: 3 });
    await userEvent.keyboard('{Enter}');

    await expect(args.submitLead).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        styles: ['Modern'],
        termsAccepted: true,
      }),
    );
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Welcome, Ada!');
    await expect(status).toHaveTextContent("Thank you! We'll be in touch within 24 hours.");
    await expect(canvas.getByText('100% complete')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalled();
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue(''),
      { timeout: 3000 },
    );
  },
};

/** Next with nothing typed: the three messages of spec part 2 §5; focus on the first. */
export const ContactErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Enter}');
    const first = canvas.getByRole('textbox', { name: /First Name/ });
    await expect(first).toHaveAccessibleDescription('First name is required');
    await expect(canvas.getByRole('textbox', { name: /Last Name/ })).toHaveAccessibleDescription(
      'Last name is required',
    );
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Email is required',
    );
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('Ada');
    await expect(first).not.toHaveAttribute('aria-invalid');
  },
};

/** An email that does not look like one; a required phone. */
export const InvalidEmailAndPhone: Story = {
  args: { requirePhone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@example{Enter}');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Invalid email address',
    );
    await expect(canvas.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'Phone number is required',
    );
  },
};

/**
 * Three steps by keyboard alone: the project step refuses Next without a type and a timeline
 * (focus goes to the first invalid field), the Selects are opened and chosen with the arrows
 * and Enter, and the terms and Get Started are reached with Tab.
 */
export const WithProjectStep: Story = {
  args: { requireProjectStep: true, incentive: '10% off your first room' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 3' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await fillContact(canvas);
    await expect(await canvas.findByRole('heading', { name: 'About your project' })).toHaveFocus();
    await expect(canvas.getByText('67% complete')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Project type is required')).toBeVisible();
    await expect(canvas.getByText('Timeline is required')).toBeVisible();

    const type = canvas.getByRole('button', { name: /Project Type/ });
    await waitFor(() => expect(type).toHaveFocus());
    await chooseOption(type, 'Renovation');
    await waitFor(() => expect(canvas.queryByText('Project type is required')).toBeNull());
    await tabTo(canvas.getByRole('button', { name: /Timeline/ }));
    await chooseOption(canvas.getByRole('button', { name: /Timeline/ }), 'Within 3 months');
    await waitFor(() => expect(canvas.queryByText('Timeline is required')).toBeNull());
    await tabTo(canvas.getByRole('button', { name: /Budget/ }));
    await chooseOption(canvas.getByRole('button', { name: /Budget/ }), '$10k – $50k');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveFocus();
    await userEvent.keyboard('Springfield{Enter}');

    await expect(await canvas.findByRole('heading', { name: 'Your preferences' })).toHaveFocus();
    await expect(canvas.getByRole('progressbar', { name: 'Step 3 of 3' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await acceptTermsAndSubmit(canvas);
    await expect(args.submitLead).toHaveBeenCalledWith(
      expect.objectContaining({
        projectType: 'renovation',
        timeline: '3_months',
        budget: '10k_50k',
        location: 'Springfield',
        termsAccepted: true,
      }),
    );
    await expect(await canvas.findByText('Check your email for details')).toBeVisible();
  },
};

/** Back returns to the previous step with the values kept. */
export const BackKeepsValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await tabTo(await canvas.findByRole('button', { name: 'Back' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Your contact details' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ada');
  },
};

/** While the lead is sent: 'Submitting...', disabled. */
export const Submitting: Story = {
  args: { submitLead: fn<Submit>(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await acceptTermsAndSubmit(canvas);
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** The call failed: a destructive toast, back on the last step with everything kept. */
export const SubmitFails: Story = {
  args: {
    submitLead: fn<Submit>(async () => Promise.reject(new Error('HTTP error! status: 500'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fillContact(canvas);
    await acceptTermsAndSubmit(canvas);
    await expect(
      await body.findByRole('alertdialog', { name: /Submission failed/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeChecked();
  },
};

/** With a skip handler, "Skip for now" is offered. */
export const Skippable: Story = {
  args: { onSkip: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Skip for now' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSkip).toHaveBeenCalled();
  },
};

/** For a narrow slot: no frame and no subtitle; the same two steps, by keyboard. */
export const Minimal: Story = {
  args: { variant: 'minimal', title: 'Talk to a designer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('region', { name: 'Talk to a designer' });
    await expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Talk to a designer',
    );
    await expect(
      canvas.queryByText('Tell us about your space and a designer will get back to you.'),
    ).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeVisible();
    await fillContact(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Your preferences' })).toHaveFocus();
    await acceptTermsAndSubmit(canvas);
    await expect(args.submitLead).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Welcome, Ada!');
  },
};

/**
 * Its own page (the /lead route): centred, with the subtitle and the project step. Enter in an
 * empty first field shows the three contact messages.
 */
export const Fullpage: Story = {
  args: { variant: 'fullpage', requireProjectStep: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Get Your Free Design Consultation' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Tell us about your space and a designer will get back to you.'),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    // Focus is on the first invalid field: type on from there.
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await userEvent.keyboard('Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'About your project' })).toHaveFocus();
  },
};

/** Long option labels wrap; the last step is reached by the play function. */
export const LongText: Story = {
  args: {
    styleOptions: longStyles,
    title: 'Get your free, no-obligation design consultation with one of our senior designers',
  },
  play: async ({ canvasElement }) => {
    await fillContact(within(canvasElement));
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
