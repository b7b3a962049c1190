import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { COPY_FEEDBACK_MS, DEFAULT_COPY_KEY, copyFeedbackMachine } from './copyFeedbackMachine.ts';
import { selectCopyFeedback } from './selectors.ts';
import type { CopyFeedbackInput } from './types.ts';

const running: Array<Actor<typeof copyFeedbackMachine>> = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function harness(
  copyText: (text: string) => Promise<void> = async () => {},
  input: CopyFeedbackInput = {},
) {
  const copied: string[] = [];
  const onCopied = vi.fn();
  const onCopyFailed = vi.fn();
  const machine = copyFeedbackMachine.provide({
    actors: {
      copyText: fromPromise<void, { text: string }>(async ({ input: { text } }) => {
        copied.push(text);
        return copyText(text);
      }),
    },
    actions: {
      onCopied: (_, params) => onCopied(params),
      onCopyFailed: (_, params) => onCopyFailed(params),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock });
  running.push(actor);
  actor.start();
  return {
    actor,
    clock,
    copied,
    onCopied,
    onCopyFailed,
    view: () => selectCopyFeedback(actor.getSnapshot()),
  };
}

describe('copyFeedbackMachine', () => {
  it("copies the text, then reads 'Copied' for exactly 2 seconds", async () => {
    const h = harness();
    expect(h.view()).toEqual({ copiedKey: null, copyingKey: null, failedKey: null, error: null });
    h.actor.send({ type: 'COPY', text: 'https://x/gallery/1' });
    expect(h.view().copyingKey).toBe(DEFAULT_COPY_KEY);
    await flush();
    expect(h.copied).toEqual(['https://x/gallery/1']);
    expect(h.view().copiedKey).toBe(DEFAULT_COPY_KEY);
    expect(h.onCopied).toHaveBeenCalledWith({ key: DEFAULT_COPY_KEY, text: 'https://x/gallery/1' });
    h.clock.increment(COPY_FEEDBACK_MS - 1);
    expect(h.view().copiedKey).toBe(DEFAULT_COPY_KEY);
    h.clock.increment(1);
    expect(h.view().copiedKey).toBeNull();
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('has the spec default of 2000 ms and takes another as input', async () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
    const h = harness(undefined, { copiedMs: 50 });
    h.actor.send({ type: 'COPY', text: 't' });
    await flush();
    h.clock.increment(49);
    expect(h.view().copiedKey).toBe(DEFAULT_COPY_KEY);
    h.clock.increment(1);
    expect(h.view().copiedKey).toBeNull();
  });

  it("marks only the control that asked, and a second copy moves 'Copied' and restarts the timer", async () => {
    const h = harness();
    h.actor.send({ type: 'COPY', text: 'view-link', key: 'view' });
    await flush();
    h.clock.increment(1500);
    h.actor.send({ type: 'COPY', text: 'upload-link', key: 'upload' });
    await flush();
    expect(h.view().copiedKey).toBe('upload');
    h.clock.increment(1500);
    expect(h.view().copiedKey).toBe('upload');
    h.clock.increment(500);
    expect(h.view().copiedKey).toBeNull();
    expect(h.copied).toEqual(['view-link', 'upload-link']);
  });

  it("copying the same link again keeps 'Copied' for 2 s from the last press", async () => {
    const h = harness();
    h.actor.send({ type: 'COPY', text: 'a' });
    await flush();
    h.clock.increment(1900);
    h.actor.send({ type: 'COPY', text: 'a' });
    await flush();
    h.clock.increment(1900);
    expect(h.view().copiedKey).toBe(DEFAULT_COPY_KEY);
    h.clock.increment(100);
    expect(h.view().copiedKey).toBeNull();
  });

  it('a COPY while another is in progress supersedes it: only the last one counts', async () => {
    const first = deferred<void>();
    const calls: string[] = [];
    const h = harness((text) => {
      calls.push(text);
      return text === 'first' ? first.promise : Promise.resolve();
    });
    h.actor.send({ type: 'COPY', text: 'first', key: 'a' });
    h.actor.send({ type: 'COPY', text: 'second', key: 'b' });
    await flush();
    expect(h.view().copiedKey).toBe('b');
    first.resolve();
    await flush();
    expect(h.view().copiedKey).toBe('b');
    expect(h.onCopied).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['first', 'second']);
  });

  it("a failed copy shows no 'Copied' and reports the error with the key and text", async () => {
    const denied = new Error('Write permission denied');
    const h = harness(() => Promise.reject(denied));
    h.actor.send({ type: 'COPY', text: 'https://x/1', key: 'share' });
    await flush();
    expect(h.view()).toEqual({
      copiedKey: null,
      copyingKey: null,
      failedKey: 'share',
      error: denied,
    });
    expect(h.onCopyFailed).toHaveBeenCalledWith({
      key: 'share',
      text: 'https://x/1',
      error: denied,
    });
    expect(h.onCopied).not.toHaveBeenCalled();
    // No timer runs in the failed state; a later COPY tries again and clears the failure.
    h.clock.increment(COPY_FEEDBACK_MS * 2);
    expect(h.view().failedKey).toBe('share');
  });

  it('a copy that works after a failure clears the failure', async () => {
    let fail = true;
    const h = harness(() => (fail ? Promise.reject(new Error('no')) : Promise.resolve()));
    h.actor.send({ type: 'COPY', text: 't' });
    await flush();
    fail = false;
    h.actor.send({ type: 'COPY', text: 't' });
    await flush();
    expect(h.view()).toMatchObject({ copiedKey: DEFAULT_COPY_KEY, failedKey: null, error: null });
  });

  it("RESET drops 'Copied' at once and cancels the timer", async () => {
    const h = harness();
    h.actor.send({ type: 'COPY', text: 't' });
    await flush();
    h.actor.send({ type: 'RESET' });
    expect(h.view().copiedKey).toBeNull();
    expect(h.actor.getSnapshot().context).toMatchObject({ key: null, text: null });
    h.clock.increment(COPY_FEEDBACK_MS);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('RESET during a copy ignores its late result', async () => {
    const slow = deferred<void>();
    const h = harness(() => slow.promise);
    h.actor.send({ type: 'COPY', text: 't' });
    h.actor.send({ type: 'RESET' });
    slow.resolve();
    await flush();
    expect(h.view().copiedKey).toBeNull();
    expect(h.onCopied).not.toHaveBeenCalled();
  });

  it('without a copyText implementation the copy fails instead of pretending', async () => {
    const actor = createActor(copyFeedbackMachine, { input: {} });
    running.push(actor);
    actor.start();
    actor.send({ type: 'COPY', text: 't' });
    await flush();
    expect(selectCopyFeedback(actor.getSnapshot()).error).toBeInstanceOf(Error);
  });
});
