/** Model-based test of the upload machine over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { uploadMessages } from './messages.ts';
import { selectUpload, type UploadSnapshot } from './selectors.ts';
import type { UploadEvent, UploadFile } from './types.ts';
import { uploadMachine } from './uploadMachine.ts';

const a: UploadFile = { id: 'a', name: 'a.png', size: 1000, type: 'image/png' };
const b: UploadFile = { id: 'b', name: 'b.jpg', size: 1000, type: 'image/jpeg' };
const gif: UploadFile = { id: 'g', name: 'g.gif', size: 1000, type: 'image/gif' };

const events: UploadEvent[] = [
  { type: 'ADD_FILES', files: [a] },
  { type: 'ADD_FILES', files: [b, gif] },
  { type: 'REMOVE', id: 'a' },
  { type: 'UPLOAD' },
  { type: 'PROGRESS', id: 'a', percent: 50 },
  { type: 'UPLOAD.SUCCESS', id: 'a', reply: { id: 'img-a' } },
  { type: 'UPLOAD.SUCCESS', id: 'b', reply: {} },
  { type: 'UPLOAD.FAILURE', id: 'a', error: new Error('500') },
  { type: 'DISMISS_VALIDATION' },
  { type: 'CLEAR' },
];

const spec: ModelSpec<typeof uploadMachine> = {
  machine: uploadMachine,
  input: { progressIntervalMs: 100, progressStep: 30, progressCap: 90 },
  promiseActors: [],
  outputs: {},
  events: events as EventObject[],
  delays: { progressInterval: 100 },
  provide: { actors: { uploadFile: fromCallback(() => {}) } },
  describe: (snapshot: UploadSnapshot) => ({
    value: snapshot.value,
    items: snapshot.context.items,
    validation: snapshot.context.validation,
    currentId: snapshot.context.currentId,
  }),
  check: (snapshot: UploadSnapshot) => {
    const view = selectUpload(snapshot);
    const uploading = view.items.filter((i) => i.status === 'uploading');
    expect(uploading.length).toBe(view.isUploading ? 1 : 0);
    for (const item of view.items) {
      expect(item.progress).toBeGreaterThanOrEqual(0);
      expect(item.progress).toBeLessThanOrEqual(100);
      if (item.status === 'success')
        expect(item).toMatchObject({ progress: 100, imageId: 'img-a' });
      if (item.status === 'error') {
        expect(['500', uploadMessages.missingImageId]).toContain(item.error);
      }
      if (item.status === 'pending') expect(item.progress).toBe(0);
    }
  },
};

describe('uploadMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([
      'upload.uploading.next',
    ]);
    for (const type of [
      ...new Set(events.map((e) => e.type)),
      'xstate.after.progressInterval.upload.uploading.file.ticking',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThan(10);
    await replayAll(spec, built);
  });
});
