import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { sharedBoardMessages } from './messages.ts';
import { selectSharedBoard } from './selectors.ts';
import { isNetworkError, loadErrorMessage, sharedBoardMachine } from './sharedBoardMachine.ts';
import type { SharedBoard, SharedBoardFile, SharedBoardInput } from './types.ts';

const viewBoard: SharedBoard = { name: 'Kitchen', permission: 'view', images: [] };
const uploadBoard: SharedBoard = {
  name: 'Kitchen',
  project_name: 'House',
  permission: 'upload',
  images: [{ id: 'i-1' }],
};
const f = (id: string): SharedBoardFile => ({ id, name: `${id}.png`, size: 1, type: 'image/png' });

const running: Array<Actor<typeof sharedBoardMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

function harness(
  impl: {
    loadBoard?: (input: { token: string }) => Promise<SharedBoard>;
    uploadFiles?: (input: { token: string; files: SharedBoardFile[] }) => Promise<unknown>;
  } = {},
  input: SharedBoardInput = { token: 'tok' },
) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const logError = vi.fn();
  const machine = sharedBoardMachine.provide({
    actors: {
      loadBoard: fromPromise<SharedBoard, { token: string }>(async ({ input }) => {
        calls.push({ name: 'loadBoard', input });
        return (impl.loadBoard ?? (async () => uploadBoard))(input);
      }),
      uploadFiles: fromPromise<unknown, { token: string; files: SharedBoardFile[] }>(
        async ({ input }) => {
          calls.push({ name: 'uploadFiles', input });
          return (impl.uploadFiles ?? (async () => ({})))(input);
        },
      ),
    },
    actions: { logError: (_, params) => logError(params) },
  });
  const actor = createActor(machine, { input });
  running.push(actor);
  actor.start();
  return {
    actor,
    calls,
    logError,
    view: () => selectSharedBoard(actor.getSnapshot()),
    send: (e: Parameters<typeof actor.send>[0]) => actor.send(e),
    until: (status: string) =>
      waitFor(actor, (s) => selectSharedBoard(s).status === status, { timeout: 500 }),
  };
}

describe('loading', () => {
  it('loads the board of the token: loading → loaded', async () => {
    const board = deferred<SharedBoard>();
    const h = harness({ loadBoard: () => board.promise });
    expect(h.view().status).toBe('loading');
    board.resolve(uploadBoard);
    await h.until('loaded');
    expect(h.calls).toEqual([{ name: 'loadBoard', input: { token: 'tok' } }]);
    expect(h.view()).toMatchObject({
      board: uploadBoard,
      permissionBadge: 'Can Upload',
      showUpload: true,
    });
  });

  it("a view-only board shows 'View Only' and no upload card", async () => {
    const h = harness({ loadBoard: async () => viewBoard });
    await h.until('loaded');
    expect(h.view()).toMatchObject({ permissionBadge: 'View Only', showUpload: false });
    h.send({ type: 'SELECT_FILES', files: [f('a')] });
    expect(h.view().files).toEqual([]);
  });

  it("a 404 shows not found: 'This board link is invalid or has expired.'", async () => {
    const h = harness({ loadBoard: () => Promise.reject({ status: 404 }) });
    await h.until('notFound');
    expect(h.view().error).toBe('This board link is invalid or has expired.');
  });

  it("another failure shows 'Failed to load board.'", async () => {
    const h = harness({
      loadBoard: () => Promise.reject(Object.assign(new Error('HTTP 500'), { status: 500 })),
    });
    await h.until('error');
    expect(h.view().error).toBe('Failed to load board.');
  });

  it('a network error shows its message', async () => {
    const h = harness({ loadBoard: () => Promise.reject(new TypeError('Failed to fetch')) });
    await h.until('error');
    expect(h.view().error).toBe('Failed to fetch');
  });

  it("a network error without a message shows 'Failed to load board. Please check the link and try again.'", async () => {
    const h = harness({ loadBoard: () => Promise.reject({ network: true }) });
    await h.until('error');
    expect(h.view().error).toBe('Failed to load board. Please check the link and try again.');
    expect(loadErrorMessage(new TypeError(''))).toBe(sharedBoardMessages.networkFailed);
    expect(isNetworkError(new Error('x'))).toBe(false);
  });

  it('RETRY from the error card loads again', async () => {
    let n = 0;
    const h = harness({
      loadBoard: async () => (n++ === 0 ? Promise.reject(new Error('x')) : viewBoard),
    });
    await h.until('error');
    h.send({ type: 'RETRY' });
    expect(h.view()).toMatchObject({ status: 'loading', error: null });
    await h.until('loaded');
  });

  it('without a token: nothing is loaded, not found', () => {
    const h = harness({}, {});
    expect(h.view()).toMatchObject({ status: 'notFound', error: sharedBoardMessages.notFound });
    expect(h.calls).toEqual([]);
  });
});

describe('upload sub-flow (upload permission)', () => {
  async function loaded(impl: Parameters<typeof harness>[0] = {}) {
    const h = harness(impl);
    await h.until('loaded');
    return h;
  }

  it('select files → review; more files are added; remove one; clear', async () => {
    const h = await loaded();
    h.send({ type: 'SELECT_FILES', files: [] });
    expect(h.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    h.send({ type: 'SELECT_FILES', files: [f('a'), f('b')] });
    expect(h.actor.getSnapshot().matches({ loaded: 'reviewing' })).toBe(true);
    h.send({ type: 'SELECT_FILES', files: [f('b'), f('c')] });
    expect(h.view().files.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    h.send({ type: 'REMOVE_FILE', id: 'b' });
    expect(h.view().files.map((x) => x.id)).toEqual(['a', 'c']);
    h.send({ type: 'CLEAR_FILES' });
    expect(h.view().files).toEqual([]);
    expect(h.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('removing the last file returns to the picker', async () => {
    const h = await loaded();
    h.send({ type: 'SELECT_FILES', files: [f('a')] });
    h.send({ type: 'REMOVE_FILE', id: 'a' });
    expect(h.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it("upload: 'Uploading...', then the selection is cleared and the board reloaded", async () => {
    const upload = deferred<unknown>();
    const h = await loaded({ uploadFiles: () => upload.promise });
    h.send({ type: 'UPLOAD' });
    expect(h.calls).toHaveLength(1);
    h.send({ type: 'SELECT_FILES', files: [f('a')] });
    expect(h.view().canUpload).toBe(true);
    h.send({ type: 'UPLOAD' });
    expect(h.view()).toMatchObject({
      isUploading: true,
      uploadLabel: 'Uploading...',
      canUpload: false,
    });
    await flush();
    expect(h.calls.at(-1)).toEqual({
      name: 'uploadFiles',
      input: { token: 'tok', files: [f('a')] },
    });
    upload.resolve({});
    await waitFor(h.actor, (s) => s.matches({ loaded: 'idle' }), { timeout: 500 });
    expect(h.calls.map((c) => c.name)).toEqual(['loadBoard', 'uploadFiles', 'loadBoard']);
    expect(h.view()).toMatchObject({ files: [], isUploading: false, toast: null });
  });

  it('a failed reload after an upload keeps the board and is only logged', async () => {
    let n = 0;
    const h = await loaded({
      loadBoard: async () => (n++ === 0 ? uploadBoard : Promise.reject(new Error('offline'))),
    });
    h.send({ type: 'SELECT_FILES', files: [f('a')] });
    h.send({ type: 'UPLOAD' });
    await waitFor(h.actor, (s) => s.matches({ loaded: 'idle' }), { timeout: 500 });
    await flush();
    expect(h.view()).toMatchObject({ status: 'loaded', board: uploadBoard, toast: null });
    expect(h.logError).toHaveBeenCalledWith({
      message: 'reload failed',
      cause: new Error('offline'),
    });
  });

  it("a failed upload shows 'Upload failed' with the error's message and keeps the selection", async () => {
    const h = await loaded({ uploadFiles: () => Promise.reject(new Error('Upload failed')) });
    h.send({ type: 'SELECT_FILES', files: [f('a')] });
    h.send({ type: 'UPLOAD' });
    await waitFor(h.actor, (s) => s.matches({ loaded: 'reviewing' }), { timeout: 500 });
    expect(h.view()).toMatchObject({
      toast: { title: 'Upload failed', description: 'Upload failed', variant: 'destructive' },
      files: [f('a')],
    });
    h.send({ type: 'DISMISS_TOAST' });
    expect(h.view().toast).toBeNull();
  });

  it("a failed upload without a message shows 'Failed to upload images'", async () => {
    const h = await loaded({ uploadFiles: () => Promise.reject({}) });
    h.send({ type: 'SELECT_FILES', files: [f('a')] });
    h.send({ type: 'UPLOAD' });
    await waitFor(h.actor, (s) => s.matches({ loaded: 'reviewing' }), { timeout: 500 });
    expect(h.view().toast?.description).toBe('Failed to upload images');
  });

  it('the default actors throw: the load fails', async () => {
    const actor = createActor(sharedBoardMachine, { input: { token: 't' } });
    running.push(actor);
    actor.start();
    await waitFor(actor, (s) => s.matches('error'), { timeout: 500 });
    expect(actor.getSnapshot().context.error).toBe('Failed to load board.');
  });
});

describe('messages', () => {
  it('are the spec wording', () => {
    expect(sharedBoardMessages).toMatchObject({
      notFound: 'This board link is invalid or has expired.',
      loadFailed: 'Failed to load board.',
      networkFailed: 'Failed to load board. Please check the link and try again.',
      uploadFailedTitle: 'Upload failed',
      uploadFailedDefault: 'Failed to upload images',
      errorCardTitle: 'Unable to Load Board',
      notFoundCardTitle: 'Board Not Found',
      emptyBoard: 'No images in this board yet.',
    });
  });
});
