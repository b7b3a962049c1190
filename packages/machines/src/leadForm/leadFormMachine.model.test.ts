/** Model-based test of the lead form over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { leadFormMachine } from './leadFormMachine.ts';
import { leadFormMessages } from './messages.ts';
import { selectLeadForm, type LeadFormSnapshot } from './selectors.ts';
import type { LeadFormEvent } from './types.ts';

const events: LeadFormEvent[] = [
  { type: 'UPDATE', values: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' } },
  { type: 'UPDATE', values: { projectType: 'kitchen', timeline: 'now' } },
  { type: 'UPDATE', values: { termsAccepted: true } },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'SUBMIT' },
  { type: 'SKIP' },
  { type: 'DISMISS_TOAST' },
];

const spec: ModelSpec<typeof leadFormMachine> = {
  machine: leadFormMachine,
  input: { requireProjectStep: true, allowSkip: true, resetMs: 3000 },
  promiseActors: ['submitLead'],
  outputs: { submitLead: [{}] },
  events: events as EventObject[],
  delays: { resetDelay: 3000 },
  describe: (snapshot: LeadFormSnapshot) => ({
    value: snapshot.value,
    status: snapshot.status,
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    toast: snapshot.context.toast,
  }),
  check: (snapshot: LeadFormSnapshot) => {
    const view = selectLeadForm(snapshot);
    const messages = Object.values(leadFormMessages) as string[];
    for (const message of Object.values(view.errors)) expect(messages).toContain(message);
    if (view.toast) expect(messages).toContain(view.toast.title);
    if (view.isSubmitting || view.isSuccess) expect(view.values.termsAccepted).toBe(true);
    expect(view.progressPercent).toBe(view.isSuccess ? 100 : Math.round((view.step / 3) * 100));
  },
};

describe('leadFormMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([
      'leadForm.choosingNext',
    ]);
    for (const type of [
      ...new Set(events.map((e) => e.type)),
      'xstate.after.resetDelay.leadForm.success',
      'xstate.done.actor.submitLead',
      'xstate.error.actor.submitLead',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThan(10);
    await replayAll(spec, built);
  });
});
