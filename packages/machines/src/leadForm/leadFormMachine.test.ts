import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { DEFAULT_LEAD_RESET_MS, emptyLeadValues, leadFormMachine } from './leadFormMachine.ts';
import { leadFormMessages } from './messages.ts';
import { selectLeadForm } from './selectors.ts';
import type { LeadFormInput, LeadValues, SubmitLeadInput } from './types.ts';

const contact: Partial<LeadValues> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

const running: Array<Actor<typeof leadFormMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

function harness(input: LeadFormInput = {}, submit?: (input: SubmitLeadInput) => Promise<unknown>) {
  const submitted: SubmitLeadInput[] = [];
  const onSkip = vi.fn();
  const onSubmitted = vi.fn();
  const machine = leadFormMachine.provide({
    actors: {
      submitLead: fromPromise<unknown, SubmitLeadInput>(async ({ input }) => {
        submitted.push(input);
        return (submit ?? (async () => ({ ok: true })))(input);
      }),
    },
    actions: { onSkip: () => onSkip(), onSubmitted: (_, params) => onSubmitted(params) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock });
  running.push(actor);
  actor.start();
  return {
    actor,
    clock,
    submitted,
    onSkip,
    onSubmitted,
    view: () => selectLeadForm(actor.getSnapshot()),
    send: (e: Parameters<typeof actor.send>[0]) => actor.send(e),
    update: (values: Partial<LeadValues>) => actor.send({ type: 'UPDATE', values }),
  };
}

describe('step 1: contact details (spec part 2 §5)', () => {
  it('shows every missing-field message on NEXT and stays', () => {
    const h = harness({ requirePhone: true });
    h.send({ type: 'NEXT' });
    expect(h.view().step).toBe(1);
    expect(h.view().errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it.each(['ada', 'ada@', 'ada@example', 'a b@c.d'])(
    "rejects the email %o with 'Invalid email address'",
    (email) => {
      const h = harness();
      h.update({ ...contact, email });
      h.send({ type: 'NEXT' });
      expect(h.view().errors).toEqual({ email: 'Invalid email address' });
    },
  );

  it('asks for the phone only when configured', () => {
    const h = harness();
    h.update(contact);
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ step: 2, errors: {} });
  });

  it('clears the error of a field when it is edited', () => {
    const h = harness();
    h.send({ type: 'NEXT' });
    h.update({ firstName: 'Ada' });
    expect(h.view().errors).toEqual({
      lastName: 'Last name is required',
      email: 'Email is required',
    });
  });
});

describe('steps and progress', () => {
  it('has 2 steps by default: 50% then 100% on success', () => {
    const h = harness();
    expect(h.view()).toMatchObject({
      step: 1,
      totalSteps: 2,
      progressPercent: 50,
      canGoBack: false,
    });
    h.update(contact);
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ step: 2, progressPercent: 100, canGoBack: true });
    h.send({ type: 'BACK' });
    expect(h.view()).toMatchObject({ step: 1, values: expect.objectContaining(contact) });
  });

  it('has 3 steps with a required project step, validated', () => {
    const h = harness({ requireProjectStep: true });
    expect(h.view()).toMatchObject({ totalSteps: 3, progressPercent: 33 });
    h.update(contact);
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ step: 2, progressPercent: 67 });
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({
      step: 2,
      errors: { projectType: 'Project type is required', timeline: 'Timeline is required' },
    });
    h.update({ projectType: 'kitchen' });
    expect(h.view().errors).toEqual({ timeline: 'Timeline is required' });
    h.update({ timeline: '1-3 months' });
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ step: 3, progressPercent: 100 });
    h.send({ type: 'BACK' });
    expect(h.view().step).toBe(2);
    h.send({ type: 'BACK' });
    expect(h.view().step).toBe(1);
  });
});

describe('last step: terms and submission', () => {
  function atLastStep(
    input: LeadFormInput = {},
    submit?: (i: SubmitLeadInput) => Promise<unknown>,
  ) {
    const h = harness(input, submit);
    h.update(contact);
    h.send({ type: 'NEXT' });
    return h;
  }

  it("blocks submission without the terms: 'Terms Required' / 'Please accept the terms and conditions'", () => {
    const h = atLastStep();
    expect(h.view().canSubmit).toBe(false);
    h.send({ type: 'SUBMIT' });
    expect(h.view().toast).toEqual({
      title: 'Terms Required',
      description: 'Please accept the terms and conditions',
      variant: 'destructive',
    });
    expect(h.submitted).toEqual([]);
    h.update({ termsAccepted: true });
    expect(h.view()).toMatchObject({ toast: null, canSubmit: true });
  });

  it('submits the values, then shows the default success message and resets after 3 s', async () => {
    const reply = deferred<unknown>();
    const h = atLastStep({ source: 'gallery' }, () => reply.promise);
    h.update({ termsAccepted: true, message: 'Hi', styles: ['modern'] });
    h.send({ type: 'SUBMIT' });
    expect(h.view()).toMatchObject({ isSubmitting: true, canSubmit: false });
    await flush();
    expect(h.submitted).toEqual([
      {
        ...emptyLeadValues,
        ...contact,
        termsAccepted: true,
        message: 'Hi',
        styles: ['modern'],
        source: 'gallery',
        incentive: null,
      },
    ]);
    reply.resolve({});
    await flush();
    expect(h.view()).toMatchObject({
      isSuccess: true,
      progressPercent: 100,
      successMessages: ["Thank you! We'll be in touch within 24 hours."],
    });
    expect(h.onSubmitted).toHaveBeenCalledTimes(1);
    h.clock.increment(2999);
    expect(h.view().isSuccess).toBe(true);
    h.clock.increment(1);
    expect(h.view()).toMatchObject({
      step: 1,
      values: emptyLeadValues,
      errors: {},
      isSuccess: false,
    });
  });

  it("shows a configured message, plus 'Check your email for details' with an incentive", async () => {
    const h = atLastStep({ successMessage: 'Welcome aboard!', incentive: '10% off', resetMs: 10 });
    h.update({ termsAccepted: true });
    h.send({ type: 'SUBMIT' });
    await flush();
    expect(h.view().successMessages).toEqual(['Welcome aboard!', 'Check your email for details']);
    expect(h.submitted[0]?.incentive).toBe('10% off');
    h.clock.increment(10);
    expect(h.view().step).toBe(1);
  });

  it("a failed submission shows 'Submission failed' / 'Please try again' and keeps the values", async () => {
    const h = atLastStep({}, () => Promise.reject(new Error('500')));
    h.update({ termsAccepted: true });
    h.send({ type: 'SUBMIT' });
    await flush();
    expect(h.view()).toMatchObject({
      step: 2,
      isSubmitting: false,
      toast: {
        title: 'Submission failed',
        description: 'Please try again',
        variant: 'destructive',
      },
      values: expect.objectContaining({ ...contact, termsAccepted: true }),
    });
    h.send({ type: 'DISMISS_TOAST' });
    expect(h.view().toast).toBeNull();
  });

  it("a page's own words replace the failure toast's ('Submission Failed' / 'Please try again later')", async () => {
    const h = atLastStep(
      {
        failure: {
          title: leadFormMessages.pageSubmitFailedTitle,
          description: leadFormMessages.pageSubmitFailedDescription,
        },
      },
      () => Promise.reject(new Error('500')),
    );
    h.update({ termsAccepted: true });
    h.send({ type: 'SUBMIT' });
    await flush();
    expect(h.view().toast).toEqual({
      title: 'Submission Failed',
      description: 'Please try again later',
      variant: 'destructive',
    });
  });

  it('BACK and NEXT are ignored while submitting', async () => {
    const h = atLastStep({}, () => new Promise(() => {}));
    h.update({ termsAccepted: true });
    h.send({ type: 'SUBMIT' });
    h.send({ type: 'BACK' });
    h.send({ type: 'SUBMIT' });
    await flush();
    expect(h.view().isSubmitting).toBe(true);
    expect(h.submitted).toHaveLength(1);
  });
});

describe('skip', () => {
  it('SKIP runs the skip handler when one is allowed', () => {
    const h = harness({ allowSkip: true });
    expect(h.view().canSkip).toBe(true);
    h.send({ type: 'SKIP' });
    expect(h.onSkip).toHaveBeenCalledTimes(1);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('SKIP is ignored without a skip handler', () => {
    const h = harness();
    expect(h.view().canSkip).toBe(false);
    h.send({ type: 'SKIP' });
    expect(h.onSkip).not.toHaveBeenCalled();
    expect(h.view().step).toBe(1);
  });

  it.each([false, true])(
    'SKIP is offered on every step (project step: %s)',
    (requireProjectStep) => {
      const h = harness({ allowSkip: true, requireProjectStep });
      h.update(contact);
      h.send({ type: 'NEXT' });
      expect(h.view().canSkip).toBe(true);
      h.send({ type: 'SKIP' });
      expect(h.onSkip).toHaveBeenCalledTimes(1);
    },
  );
});

describe('defaults and messages', () => {
  it('has the spec defaults and wording', () => {
    expect(DEFAULT_LEAD_RESET_MS).toBe(3000);
    expect(leadFormMessages).toMatchObject({
      termsRequiredTitle: 'Terms Required',
      submitFailedTitle: 'Submission failed',
      submitFailedDescription: 'Please try again',
      defaultSuccessMessage: "Thank you! We'll be in touch within 24 hours.",
      incentiveMessage: 'Check your email for details',
      defaultTitle: 'Get Your Free Design Consultation',
    });
  });

  it('the default submitLead throws: the submission fails', async () => {
    const actor = createActor(leadFormMachine, { input: {} });
    running.push(actor);
    actor.start();
    actor.send({ type: 'UPDATE', values: { ...contact, termsAccepted: true } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.toast?.title).toBe('Submission failed');
  });
});
