import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  leadFormMachine,
  selectLeadForm,
  type LeadValues,
  type SubmitLeadInput,
} from '@hds/machines';
import {
  initialLite,
  reduceLead,
  viewLead,
  type LiteEvent,
  type LiteOptions,
} from './leadFormLite.ts';

// The embed's reducer must be the machine: every sequence of events gives the same view.
type Step = LiteEvent;

const running: Actor<typeof leadFormMachine>[] = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

/** Runs `steps` through the real machine (its submission settled by DONE / FAILED) and the
 * reducer, comparing the views after each one. */
async function compare(opts: LiteOptions, steps: Step[]) {
  let settle: { resolve: () => void; reject: () => void } | null = null;
  const machine = leadFormMachine.provide({
    actors: {
      submitLead: fromPromise<unknown, SubmitLeadInput>(
        () =>
          new Promise<unknown>((resolve, reject) => {
            settle = { resolve: () => resolve(null), reject: () => reject(new Error('refused')) };
          }),
      ),
    },
    delays: { resetDelay: 0 },
  });
  const actor = createActor(machine, { input: { ...opts, source: 'embed' } });
  running.push(actor);
  actor.start();
  let state = initialLite;
  for (const step of steps) {
    if (step.type === 'DONE' || step.type === 'FAILED') {
      const s = settle as { resolve: () => void; reject: () => void } | null;
      expect(s, `${step.type} while the machine is not submitting`).not.toBeNull();
      if (step.type === 'DONE') s!.resolve();
      else s!.reject();
      settle = null;
      await new Promise((r) => setTimeout(r, 0));
    } else if (step.type === 'RESET') {
      await new Promise((r) => setTimeout(r, 5));
    } else {
      actor.send(step);
    }
    state = reduceLead(state, step, opts);
    const machineView = selectLeadForm(actor.getSnapshot());
    expect(viewLead(state, opts), JSON.stringify(step)).toEqual(machineView);
  }
}

const contact: Partial<LeadValues> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};
const base: LiteOptions = {
  requireProjectStep: false,
  requirePhone: false,
  successMessage: "Thank you! We'll be in touch within 24 hours.",
  incentive: null,
};

describe('leadFormLite is leadFormMachine', () => {
  it('refuses an empty contact step with the spec messages, then clears a fixed field', async () => {
    await compare(base, [
      { type: 'NEXT' },
      { type: 'UPDATE', values: { firstName: 'Ada' } },
      { type: 'UPDATE', values: { email: 'not-an-email' } },
      { type: 'NEXT' },
      { type: 'UPDATE', values: contact },
      { type: 'NEXT' },
      { type: 'BACK' },
      { type: 'NEXT' },
    ]);
  });

  it('runs the project step, terms, a failed and a successful submission and the reset', async () => {
    await compare({ ...base, requireProjectStep: true, incentive: '10% off' }, [
      { type: 'UPDATE', values: contact },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'UPDATE', values: { projectType: 'residential' } },
      { type: 'NEXT' },
      { type: 'UPDATE', values: { timeline: '3_months' } },
      { type: 'NEXT' },
      { type: 'BACK' },
      { type: 'NEXT' },
      { type: 'SUBMIT' },
      { type: 'DISMISS_TOAST' },
      { type: 'SUBMIT' },
      { type: 'UPDATE', values: { termsAccepted: true, styles: ['Modern'] } },
      { type: 'SUBMIT' },
      { type: 'FAILED' },
      { type: 'SUBMIT' },
      { type: 'DONE' },
      { type: 'RESET' },
    ]);
  });

  it('ignores events a state does not take', async () => {
    await compare(base, [
      { type: 'BACK' },
      { type: 'SUBMIT' },
      { type: 'UPDATE', values: contact },
      { type: 'NEXT' },
      { type: 'NEXT' },
      { type: 'UPDATE', values: { termsAccepted: true } },
      { type: 'SUBMIT' },
      { type: 'UPDATE', values: { firstName: 'Changed' } },
      { type: 'BACK' },
      { type: 'DONE' },
    ]);
  });
});
