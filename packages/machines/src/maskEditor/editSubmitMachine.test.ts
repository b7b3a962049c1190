import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { editSubmitMachine, type SubmitOutcome } from './editSubmitMachine.ts';

const NO_SKY = 'No sky was found in this photo: Sky Replacement needs a visible window with sky.';

const running: Array<Actor<typeof editSubmitMachine>> = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function harness(answer: (args: Record<string, unknown>) => Promise<SubmitOutcome>) {
  const submitted: Array<{ operation: string; args: Record<string, unknown> }> = [];
  const onQueued = vi.fn();
  const onFailed = vi.fn();
  const askToConfirm = vi.fn();
  const actor = createActor(
    editSubmitMachine.provide({
      actors: {
        submitEdit: fromPromise(async ({ input }) => {
          submitted.push(input);
          return answer(input.args);
        }),
      },
      actions: {
        onQueued: (_, params) => onQueued(params),
        onFailed: (_, params) => onFailed(params.message),
        askToConfirm: (_, params) => askToConfirm(params),
      },
    }),
  );
  running.push(actor);
  actor.start();
  return { actor, submitted, onQueued, onFailed, askToConfirm };
}

describe('editSubmitMachine', () => {
  it('queues an edit the engine is sure of', async () => {
    const h = harness(async () => ({ kind: 'queued', jobId: 'j1' }));
    h.actor.send({ type: 'SUBMIT', operation: 'wall_color', args: { color: 'navy' }, maskable: true }); // prettier-ignore
    await flush();
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.onQueued).toHaveBeenCalledWith({ jobId: 'j1', operation: 'wall_color' });
    expect(h.onFailed).not.toHaveBeenCalled();
  });

  it('a low-confidence refusal opens the mask for confirmation, with the sentence', async () => {
    const h = harness(async () => ({ kind: 'unsure', reason: NO_SKY }));
    h.actor.send({ type: 'SUBMIT', operation: 'sky_replacement', args: { sky_type: 'sunset' }, maskable: true }); // prettier-ignore
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.value).toBe('confirmingMask');
    expect(s.context).toMatchObject({
      refusal: NO_SKY,
      request: { operation: 'sky_replacement', args: { sky_type: 'sunset' } },
    });
    expect(h.askToConfirm).toHaveBeenCalledWith({
      operation: 'sky_replacement',
      args: { sky_type: 'sunset' },
      reason: NO_SKY,
    });
    // Nothing was queued and nothing reads as a failure: the user is asked, not told off.
    expect(h.onQueued).not.toHaveBeenCalled();
    expect(h.onFailed).not.toHaveBeenCalled();
    // The mask step submitted the edit with the confirmed mask.
    h.actor.send({ type: 'CONFIRMED' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.actor.getSnapshot().context.refusal).toBeNull();
  });

  it('cancelling the confirmation leaves the photo as it was', async () => {
    const h = harness(async () => ({ kind: 'unsure', reason: NO_SKY }));
    h.actor.send({ type: 'SUBMIT', operation: 'sky_replacement', args: {}, maskable: true });
    await flush();
    h.actor.send({ type: 'CANCEL' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.submitted).toHaveLength(1);
  });

  it('a refusal with no mask to confirm (Add Furniture) fails with the sentence', async () => {
    const furnished = 'This room already has furniture: empty it first, or choose Replace furniture'; // prettier-ignore
    const h = harness(async () => ({ kind: 'unsure', reason: furnished }));
    h.actor.send({ type: 'SUBMIT', operation: 'furniture', args: {}, maskable: false });
    await flush();
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.onFailed).toHaveBeenCalledWith(furnished);
    expect(h.askToConfirm).not.toHaveBeenCalled();
    h.actor.send({ type: 'DISMISS' });
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('any other refusal fails with its reason', async () => {
    const h = harness(async () => {
      throw new Error('You have used all your designs');
    });
    h.actor.send({ type: 'SUBMIT', operation: 'wall_color', args: {}, maskable: true });
    await flush();
    expect(h.actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: 'You have used all your designs' },
    });
    expect(h.onFailed).toHaveBeenCalledWith('You have used all your designs');
  });

  it('a second press while submitting is not a second edit', async () => {
    const gate = deferred<SubmitOutcome>();
    const h = harness(() => gate.promise);
    h.actor.send({ type: 'SUBMIT', operation: 'wall_color', args: {}, maskable: true });
    h.actor.send({ type: 'SUBMIT', operation: 'wall_color', args: {}, maskable: true });
    gate.resolve({ kind: 'queued', jobId: 'j2' });
    await flush();
    expect(h.submitted).toHaveLength(1);
    expect(h.onQueued).toHaveBeenCalledTimes(1);
  });
});
