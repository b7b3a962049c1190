import { describe, expect, it } from 'vitest';
import * as publicApi from './index.ts';
import * as auth from './auth/index.ts';
import * as jobPolling from './jobPolling/index.ts';
import * as upload from './upload/index.ts';
import * as objectRemoval from './objectRemoval/index.ts';
import * as boardWizard from './boardWizard/index.ts';
import * as boardAdd from './boardAdd/index.ts';
import * as leadForm from './leadForm/index.ts';
import * as sharedBoard from './sharedBoard/index.ts';
import * as carousel from './carousel/index.ts';
import * as copyFeedback from './copyFeedback/index.ts';
import * as deleteWithUndo from './deleteWithUndo/index.ts';
import * as batchRun from './batchRun/index.ts';
import * as maskEditor from './maskEditor/index.ts';

/** Every machine's own entry, re-exported as a whole by the package. */
const entries = {
  auth,
  jobPolling,
  upload,
  objectRemoval,
  boardWizard,
  boardAdd,
  leadForm,
  sharedBoard,
  carousel,
  copyFeedback,
  deleteWithUndo,
  batchRun,
  maskEditor,
};

describe('package entry (@hds/machines)', () => {
  it('re-exports every machine entry and nothing else', () => {
    const expected = Object.values(entries).flatMap((entry) => Object.keys(entry));
    expect(Object.keys(publicApi).sort()).toEqual([...new Set(expected)].sort());
    for (const entry of Object.values(entries)) {
      for (const [name, value] of Object.entries(entry)) {
        expect(publicApi[name as keyof typeof publicApi], name).toBe(value);
      }
    }
  });

  it('exports the job polling machine by name', () => {
    expect(Object.keys(jobPolling).sort()).toEqual(
      [
        'DEFAULT_JOB_MAX_ATTEMPTS',
        'DEFAULT_JOB_POLL_INTERVAL_MS',
        'DEFAULT_JOB_TIMEOUT_MS',
        'activeJobStatuses',
        'completedJobStatuses',
        'jobPollingMachine',
        'jobPollingMessages',
        'selectJobPolling',
      ].sort(),
    );
  });

  it('exports the upload machine by name', () => {
    expect(Object.keys(upload).sort()).toEqual(
      [
        'DEFAULT_ACCEPTED_FORMATS',
        'DEFAULT_MAX_FILES',
        'DEFAULT_MAX_SIZE_MB',
        'DEFAULT_PROGRESS_CAP',
        'DEFAULT_PROGRESS_INTERVAL_MS',
        'DEFAULT_PROGRESS_STEP',
        'extractImageId',
        'fileError',
        'hasAcceptedFormat',
        'selectUpload',
        'uploadMachine',
        'uploadMessages',
        'uploaderFromPromise',
        'validateFiles',
      ].sort(),
    );
  });

  it('exports the object-removal machine by name', () => {
    expect(Object.keys(objectRemoval).sort()).toEqual(
      [
        'isUsableDetection',
        'objectRemovalMachine',
        'objectRemovalMessages',
        'selectObjectRemoval',
      ].sort(),
    );
  });

  it('exports the board wizard machine by name', () => {
    expect(Object.keys(boardWizard).sort()).toEqual(
      [
        'DEFAULT_COPIED_MS',
        'boardWizardMachine',
        'boardWizardMessages',
        'selectBoardWizard',
        'sharePermissionLabels',
      ].sort(),
    );
  });

  it('exports the lead form machine by name', () => {
    expect(Object.keys(leadForm).sort()).toEqual(
      [
        'DEFAULT_LEAD_RESET_MS',
        'emptyLeadValues',
        'leadFormMachine',
        'leadFormMessages',
        'selectLeadForm',
        'validateContact',
        'validateProject',
      ].sort(),
    );
  });

  it('exports the shared board machine by name', () => {
    expect(Object.keys(sharedBoard).sort()).toEqual(
      [
        'isNetworkError',
        'isNotFoundError',
        'loadErrorMessage',
        'selectSharedBoard',
        'sharedBoardMachine',
        'sharedBoardMessages',
      ].sort(),
    );
  });

  it('exports the carousel machine by name', () => {
    expect(Object.keys(carousel).sort()).toEqual(
      [
        'DEFAULT_FADE_MS',
        'SHOWCASE_INTERVAL_MS',
        'SLIDER_INTERVAL_MS',
        'carouselMachine',
        'isAutoAdvancing',
        'selectCarousel',
      ].sort(),
    );
  });

  it('exports the copy feedback machine by name', () => {
    expect(Object.keys(copyFeedback).sort()).toEqual(
      ['COPY_FEEDBACK_MS', 'DEFAULT_COPY_KEY', 'copyFeedbackMachine', 'selectCopyFeedback'].sort(),
    );
  });

  it('exports the delete-with-undo machine by name', () => {
    expect(Object.keys(deleteWithUndo).sort()).toEqual(
      ['UNDO_WINDOW_MS', 'deleteWithUndoMachine', 'selectDeleteWithUndo'].sort(),
    );
  });
});
