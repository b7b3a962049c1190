import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromCallback, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { uploadMessages } from './messages.ts';
import { selectUpload } from './selectors.ts';
import type { UploadEvent, UploadFile, UploadInput } from './types.ts';
import { extractImageId, uploaderFromPromise, uploadMachine } from './uploadMachine.ts';

const MB = 1024 * 1024;
const file = (id: string, extra: Partial<UploadFile> = {}): UploadFile => ({
  id,
  name: `${id}.png`,
  size: MB,
  type: 'image/png',
  ...extra,
});

const running: Array<Actor<typeof uploadMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

function harness(input: UploadInput = {}) {
  const uploads: Array<{ file: UploadFile; sendBack: (e: UploadEvent) => void }> = [];
  const stopped: string[] = [];
  const onUploaded = vi.fn();
  const machine = uploadMachine.provide({
    actors: {
      uploadFile: fromCallback<UploadEvent, { file: UploadFile }>(({ input, sendBack }) => {
        uploads.push({ file: input.file, sendBack });
        return () => stopped.push(input.file.id);
      }),
    },
    actions: { onUploaded: (_, params) => onUploaded(params) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock });
  running.push(actor);
  actor.start();
  const send = (event: UploadEvent) => actor.send(event);
  return {
    actor,
    clock,
    uploads,
    stopped,
    onUploaded,
    send,
    add: (...files: UploadFile[]) => send({ type: 'ADD_FILES', files }),
    view: () => selectUpload(actor.getSnapshot()),
    item: (id: string) => actor.getSnapshot().context.items.find((i) => i.id === id),
    /** The uploader of the file being uploaded reports back. */
    reply: (event: UploadEvent) => uploads.at(-1)!.sendBack(event),
  };
}

describe('validation (spec part 1 §5)', () => {
  it('adds valid files as pending items', () => {
    const h = harness();
    h.add(file('a'), file('b', { name: 'b.JPG', type: 'image/jpeg' }));
    expect(h.view().items.map((i) => [i.id, i.status, i.progress])).toEqual([
      ['a', 'pending', 0],
      ['b', 'pending', 0],
    ]);
    expect(h.view().validation).toBeNull();
  });

  it("lists an invalid format as 'filename: reason' under 'Validation Errors' and still adds the valid files", () => {
    const h = harness();
    h.add(file('a'), file('anim', { name: 'anim.gif', type: 'image/gif' }));
    expect(h.view().validation).toEqual({
      title: 'Validation Errors',
      errors: ['anim.gif: Invalid format. Accepted: jpeg, jpg, png, webp'],
    });
    expect(h.view().items.map((i) => i.id)).toEqual(['a']);
  });

  it('accepts a format by extension when the MIME type is missing, and names custom formats', () => {
    const h = harness({ acceptedFormats: ['png', 'webp'] });
    h.add(
      file('a', { name: 'a.webp', type: '' }),
      file('b', { name: 'b.jpg', type: 'image/jpeg' }),
    );
    expect(h.view().items.map((i) => i.id)).toEqual(['a']);
    expect(h.view().validation?.errors).toEqual(['b.jpg: Invalid format. Accepted: png, webp']);
  });

  it("refuses a file over the size limit with 'File size exceeds 10MB' (exactly 10 MB is fine)", () => {
    const h = harness();
    h.add(file('ok', { size: 10 * MB }), file('big', { size: 10 * MB + 1 }));
    expect(h.view().validation?.errors).toEqual(['big.png: File size exceeds 10MB']);
    expect(h.view().items.map((i) => i.id)).toEqual(['ok']);
  });

  it('takes the MB figure from the configured limit', () => {
    const h = harness({ maxSizeMB: 5 });
    h.add(file('big', { size: 6 * MB }));
    expect(h.view().validation?.errors).toEqual(['big.png: File size exceeds 5MB']);
    expect(h.view().maxSizeMB).toBe(5);
  });

  it("refuses a batch that exceeds the count with 'Maximum 10 files allowed'", () => {
    const h = harness();
    h.add(...Array.from({ length: 11 }, (_, i) => file(`f${i}`)));
    expect(h.view().validation).toEqual({
      title: 'Validation Errors',
      errors: ['Maximum 10 files allowed'],
    });
    expect(h.view().items).toHaveLength(0);
  });

  it('counts the files already listed and takes the figure from the limit', () => {
    const h = harness({ maxFiles: 3 });
    h.add(file('a'), file('b'));
    h.add(file('c'), file('d'));
    expect(h.view().validation?.errors).toEqual(['Maximum 3 files allowed']);
    expect(h.view().items.map((i) => i.id)).toEqual(['a', 'b']);
    h.add(file('c'));
    expect(h.view().items).toHaveLength(3);
    expect(h.view().maxFilesHint).toBe('Maximum 3 files');
  });

  it("single-file mode: more than one file gives 'Only one file can be uploaded'", () => {
    const h = harness({ singleFile: true });
    h.add(file('a'), file('b'));
    expect(h.view().validation?.errors).toEqual(['Only one file can be uploaded']);
    expect(h.view().items).toHaveLength(0);
    expect(h.view().maxFilesHint).toBe('Maximum 1 files');
  });

  it('single-file mode: a new file replaces the pending one', () => {
    const h = harness({ singleFile: true });
    h.add(file('a'));
    h.add(file('b'));
    expect(h.view().items.map((i) => i.id)).toEqual(['b']);
    expect(h.view().validation).toBeNull();
  });

  it('ignores a file already listed (same id)', () => {
    const h = harness();
    h.add(file('a'));
    h.add(file('a'));
    expect(h.view().items).toHaveLength(1);
  });

  it('DISMISS_VALIDATION clears the errors; a clean batch replaces them', () => {
    const h = harness();
    h.add(file('x', { name: 'x.bmp', type: 'image/bmp' }));
    h.send({ type: 'DISMISS_VALIDATION' });
    expect(h.view().validation).toBeNull();
    h.add(file('x', { name: 'x.bmp', type: 'image/bmp' }));
    h.add(file('a'));
    expect(h.view().validation).toBeNull();
  });

  it('exposes the messages word for word', () => {
    expect(uploadMessages.invalidFormat(['jpeg', 'jpg', 'png', 'webp'])).toBe(
      'Invalid format. Accepted: jpeg, jpg, png, webp',
    );
    expect(uploadMessages.fileTooLarge(10)).toBe('File size exceeds 10MB');
    expect(uploadMessages.tooManyFiles(10)).toBe('Maximum 10 files allowed');
    expect(uploadMessages.onlyOneFile).toBe('Only one file can be uploaded');
    expect(uploadMessages.missingImageId).toBe('Upload succeeded but image ID is missing');
    expect(uploadMessages.validationTitle).toBe('Validation Errors');
  });
});

describe('removing and clearing', () => {
  it('removes a pending item', () => {
    const h = harness();
    h.add(file('a'), file('b'));
    h.send({ type: 'REMOVE', id: 'a' });
    expect(h.view().items.map((i) => i.id)).toEqual(['b']);
  });

  it('refuses to remove items that are not pending (uploading, success, error)', async () => {
    const h = harness();
    h.add(file('a'), file('b'), file('c'));
    h.send({ type: 'UPLOAD' });
    h.send({ type: 'REMOVE', id: 'a' });
    expect(h.item('a')?.status).toBe('uploading');
    h.reply({ type: 'UPLOAD.SUCCESS', id: 'a', reply: { id: 'img-a' } });
    h.reply({ type: 'UPLOAD.FAILURE', id: 'b', error: new Error('x') });
    h.reply({ type: 'UPLOAD.SUCCESS', id: 'c', reply: { id: 'img-c' } });
    expect(h.actor.getSnapshot().value).toBe('idle');
    h.send({ type: 'REMOVE', id: 'a' });
    h.send({ type: 'REMOVE', id: 'b' });
    expect(h.view().items).toHaveLength(3);
  });

  it('CLEAR empties the list and the errors when idle', () => {
    const h = harness();
    h.add(file('a'), file('x', { name: 'x.tif', type: 'image/tiff' }));
    h.send({ type: 'CLEAR' });
    expect(h.view()).toMatchObject({ items: [], validation: null });
  });

  it('ignores ADD_FILES, REMOVE and CLEAR while uploading', () => {
    const h = harness();
    h.add(file('a'), file('b'));
    h.send({ type: 'UPLOAD' });
    h.add(file('c'));
    h.send({ type: 'REMOVE', id: 'b' });
    h.send({ type: 'CLEAR' });
    expect(h.view().items.map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('uploading', () => {
  it('UPLOAD does nothing without pending items', () => {
    const h = harness();
    h.send({ type: 'UPLOAD' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.view().canUpload).toBe(false);
  });

  it('uploads the pending files one after the other: pending → uploading → success', () => {
    const h = harness();
    h.add(file('a'), file('b'));
    expect(h.view().canUpload).toBe(true);
    h.send({ type: 'UPLOAD' });
    expect(h.view().isUploading).toBe(true);
    expect(h.uploads.map((u) => u.file)).toEqual([file('a')]);
    expect([h.item('a')?.status, h.item('b')?.status]).toEqual(['uploading', 'pending']);
    h.reply({ type: 'UPLOAD.SUCCESS', id: 'a', reply: { id: 'img-a' } });
    expect(h.item('a')).toMatchObject({ status: 'success', progress: 100, imageId: 'img-a' });
    expect(h.stopped).toEqual(['a']);
    expect(h.uploads.map((u) => u.file.id)).toEqual(['a', 'b']);
    h.reply({ type: 'UPLOAD.SUCCESS', id: 'b', reply: { id: 'img-b' } });
    expect(h.view()).toMatchObject({ isUploading: false, progress: 100 });
    expect(h.onUploaded).toHaveBeenCalledWith({ imageIds: ['img-a', 'img-b'] });
  });

  it('simulates progress: +10 every 100 ms up to 90, then 100 on completion', () => {
    const h = harness();
    h.add(file('a'));
    h.send({ type: 'UPLOAD' });
    h.clock.increment(99);
    expect(h.item('a')?.progress).toBe(0);
    h.clock.increment(1);
    expect(h.item('a')?.progress).toBe(10);
    for (let i = 0; i < 8; i++) h.clock.increment(100);
    expect(h.item('a')?.progress).toBe(90);
    h.clock.increment(1000);
    expect(h.item('a')?.progress).toBe(90);
    h.reply({ type: 'UPLOAD.SUCCESS', id: 'a', reply: { id: 1 } });
    expect(h.item('a')?.progress).toBe(100);
  });

  it('uses the configured simulation timings', () => {
    const h = harness({ progressIntervalMs: 200, progressStep: 25, progressCap: 50 });
    h.add(file('a'));
    h.send({ type: 'UPLOAD' });
    h.clock.increment(200);
    expect(h.item('a')?.progress).toBe(25);
    h.clock.increment(600);
    expect(h.item('a')?.progress).toBe(50);
  });

  it('follows real progress events and stops simulating', () => {
    const h = harness();
    h.add(file('a'));
    h.send({ type: 'UPLOAD' });
    h.clock.increment(100);
    h.reply({ type: 'PROGRESS', id: 'a', percent: 42.4 });
    expect(h.item('a')).toMatchObject({ progress: 42, realProgress: true });
    h.clock.increment(1000);
    expect(h.item('a')?.progress).toBe(42);
    h.reply({ type: 'PROGRESS', id: 'a', percent: 140 });
    expect(h.item('a')?.progress).toBe(100);
  });

  it('ignores progress and replies for another file', () => {
    const h = harness();
    h.add(file('a'), file('b'));
    h.send({ type: 'UPLOAD' });
    h.send({ type: 'PROGRESS', id: 'b', percent: 50 });
    h.send({ type: 'UPLOAD.SUCCESS', id: 'b', reply: { id: 'x' } });
    h.send({ type: 'UPLOAD.FAILURE', id: 'b', error: new Error('x') });
    expect(h.item('b')).toMatchObject({ status: 'pending', progress: 0 });
    expect(h.item('a')?.status).toBe('uploading');
  });

  it.each([
    [{ id: 'i1' }, 'i1'],
    [{ uuid: 'u1' }, 'u1'],
    [{ image_id: 7 }, '7'],
  ])('accepts the image id of the reply %o', (reply, imageId) => {
    const h = harness();
    h.add(file('a'));
    h.send({ type: 'UPLOAD' });
    h.reply({ type: 'UPLOAD.SUCCESS', id: 'a', reply });
    expect(h.item('a')).toMatchObject({ status: 'success', imageId });
  });

  it.each([{}, null, 'ok', { id: '' }])(
    "a reply without an image id (%o) fails with 'Upload succeeded but image ID is missing'",
    (reply) => {
      const h = harness();
      h.add(file('a'));
      h.send({ type: 'UPLOAD' });
      h.reply({ type: 'UPLOAD.SUCCESS', id: 'a', reply });
      expect(h.item('a')).toMatchObject({
        status: 'error',
        error: 'Upload succeeded but image ID is missing',
        imageId: null,
      });
    },
  );

  it("a failed upload shows the error's message, or 'Failed to upload files'", () => {
    const h = harness();
    h.add(file('a'), file('b'));
    h.send({ type: 'UPLOAD' });
    h.reply({ type: 'UPLOAD.FAILURE', id: 'a', error: new Error('HTTP error! status: 500') });
    h.reply({ type: 'UPLOAD.FAILURE', id: 'b', error: 'weird' });
    expect(h.item('a')).toMatchObject({ status: 'error', error: 'HTTP error! status: 500' });
    expect(h.item('b')).toMatchObject({ status: 'error', error: 'Failed to upload files' });
    expect(h.onUploaded).toHaveBeenCalledWith({ imageIds: [] });
  });

  it('files added after a batch are uploaded by the next UPLOAD', () => {
    const h = harness();
    h.add(file('a'));
    h.send({ type: 'UPLOAD' });
    h.reply({ type: 'UPLOAD.SUCCESS', id: 'a', reply: { id: 'img-a' } });
    h.add(file('b'));
    expect(h.view().progress).toBe(50);
    h.send({ type: 'UPLOAD' });
    expect(h.uploads.map((u) => u.file.id)).toEqual(['a', 'b']);
  });

  it('the default uploader throws: the file fails with the error', () => {
    const actor = createActor(uploadMachine, { input: {} });
    running.push(actor);
    actor.start();
    actor.send({ type: 'ADD_FILES', files: [file('a')] });
    actor.send({ type: 'UPLOAD' });
    const item = actor.getSnapshot().context.items[0];
    expect(item?.status).toBe('error');
    expect(item?.error).toMatch(/"uploadFile" is not provided/);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('uploaderFromPromise', () => {
  function run(upload: Parameters<typeof uploaderFromPromise>[0]) {
    const actor = createActor(
      uploadMachine.provide({ actors: { uploadFile: uploaderFromPromise(upload) } }),
      {
        input: {},
      },
    );
    running.push(actor);
    actor.start();
    actor.send({ type: 'ADD_FILES', files: [file('a')] });
    actor.send({ type: 'UPLOAD' });
    return actor;
  }

  it('reports progress and the reply as events', async () => {
    const done = deferred<unknown>();
    let signal: AbortSignal | undefined;
    const actor = run((f, onProgress, s) => {
      expect(f).toEqual(file('a'));
      signal = s;
      onProgress(30);
      return done.promise;
    });
    expect(actor.getSnapshot().context.items[0]?.progress).toBe(30);
    done.resolve({ uuid: 'u-1' });
    await flush();
    expect(actor.getSnapshot().context.items[0]).toMatchObject({
      status: 'success',
      imageId: 'u-1',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('reports a rejection as a failure', async () => {
    const actor = run(() => Promise.reject(new Error('413')));
    await flush();
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ status: 'error', error: '413' });
  });
});

describe('extractImageId', () => {
  it('prefers id, then uuid, then image_id', () => {
    expect(extractImageId({ id: 'a', uuid: 'b', image_id: 'c' })).toBe('a');
    expect(extractImageId({ uuid: 'b', image_id: 'c' })).toBe('b');
    expect(extractImageId({ image_id: 'c' })).toBe('c');
    expect(extractImageId(undefined)).toBeNull();
  });
});
