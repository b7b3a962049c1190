import { assign, fromCallback, setup } from 'xstate';
import { fileError, uploadMessages } from './messages.ts';
import type {
  UploadContext,
  UploadEvent,
  UploadFile,
  UploadInput,
  UploadItem,
  UploadValidation,
} from './types.ts';

/** Spec part 1 §5 and §9. */
export const DEFAULT_MAX_FILES = 10;
export const DEFAULT_MAX_SIZE_MB = 10;
export const DEFAULT_ACCEPTED_FORMATS = ['jpeg', 'jpg', 'png', 'webp'] as const;
export const DEFAULT_PROGRESS_INTERVAL_MS = 100;
export const DEFAULT_PROGRESS_STEP = 10;
export const DEFAULT_PROGRESS_CAP = 90;

function notProvided(name: string): never {
  throw new Error(
    `uploadMachine: "${name}" is not provided; supply it with uploadMachine.provide()`,
  );
}

/** The image id of an upload reply; tolerated names: id, uuid, image_id. */
export function extractImageId(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const r = reply as Record<string, unknown>;
  for (const key of ['id', 'uuid', 'image_id']) {
    const value = r[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      return String(value);
    }
  }
  return null;
}

/** Whether the file's MIME subtype or its name's extension is one of the formats. */
export function hasAcceptedFormat(file: UploadFile, formats: readonly string[]): boolean {
  const accepted = formats.map((f) => f.toLowerCase());
  const subtype = file.type.toLowerCase().split('/')[1] ?? '';
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '';
  return accepted.includes(subtype) || accepted.includes(extension.toLowerCase());
}

/** The validation of spec part 1 §5: the files to add and the errors to list. */
export function validateFiles(
  files: readonly UploadFile[],
  existing: number,
  limits: Pick<UploadContext, 'maxFiles' | 'maxSizeMB' | 'acceptedFormats' | 'singleFile'>,
): { accepted: UploadFile[]; errors: string[] } {
  if (limits.singleFile && files.length > 1) {
    return { accepted: [], errors: [uploadMessages.onlyOneFile] };
  }
  if (!limits.singleFile && existing + files.length > limits.maxFiles) {
    return { accepted: [], errors: [uploadMessages.tooManyFiles(limits.maxFiles)] };
  }
  const accepted: UploadFile[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!hasAcceptedFormat(file, limits.acceptedFormats)) {
      errors.push(fileError(file.name, uploadMessages.invalidFormat(limits.acceptedFormats)));
    } else if (file.size > limits.maxSizeMB * 1024 * 1024) {
      errors.push(fileError(file.name, uploadMessages.fileTooLarge(limits.maxSizeMB)));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, errors };
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : uploadMessages.uploadFailed;
}

/**
 * Builds the `uploadFile` actor from a promise function: `upload(file, onProgress, signal)`
 * resolves to the server's reply; `onProgress(percent)` reports real progress (optional).
 */
export function uploaderFromPromise(
  upload: (
    file: UploadFile,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<unknown>,
) {
  return fromCallback<UploadEvent, { file: UploadFile }>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { id } = input.file;
    upload(
      input.file,
      (percent) => sendBack({ type: 'PROGRESS', id, percent }),
      controller.signal,
    ).then(
      (reply) => sendBack({ type: 'UPLOAD.SUCCESS', id, reply }),
      (error: unknown) => sendBack({ type: 'UPLOAD.FAILURE', id, error }),
    );
    return () => controller.abort();
  });
}

const update = (items: UploadItem[], id: string | null, change: Partial<UploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item));

const toItem = (file: UploadFile): UploadItem => ({
  id: file.id,
  name: file.name,
  size: file.size,
  type: file.type,
  status: 'pending',
  progress: 0,
  realProgress: false,
  imageId: null,
  error: null,
});

/**
 * The upload area of spec part 1 §2, §3, §5, §9: a list of files, each pending → uploading →
 * success | error, uploaded one after the other by the injected `uploadFile` actor.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    /**
     * Uploads one file and sends back `PROGRESS {id, percent}` (optional), then
     * `UPLOAD.SUCCESS {id, reply}` or `UPLOAD.FAILURE {id, error}`; aborts on cleanup.
     * See `uploaderFromPromise`.
     */
    uploadFile: fromCallback<UploadEvent, { file: UploadFile }>(() => notProvided('uploadFile')),
  },
  actions: {
    addFiles: assign(({ context }, params: { files: readonly UploadFile[] }) => {
      const known = new Set(context.items.map((item) => item.id));
      const fresh = params.files.filter((file) => !known.has(file.id));
      // Single-file mode: a new file replaces the files not uploaded yet.
      const kept = context.singleFile
        ? context.items.filter((item) => item.status !== 'pending')
        : context.items;
      const existing = context.singleFile ? 0 : kept.length;
      const { accepted, errors } = validateFiles(fresh, existing, context);
      const validation: UploadValidation | null =
        errors.length > 0 ? { title: uploadMessages.validationTitle, errors } : null;
      return {
        items: accepted.length > 0 ? [...kept, ...accepted.map(toItem)] : context.items,
        validation,
      };
    }),
    startNext: assign(({ context }) => {
      const next = context.items.find((item) => item.status === 'pending');
      return {
        currentId: next?.id ?? null,
        items: update(context.items, next?.id ?? null, { status: 'uploading', progress: 0 }),
      };
    }),
    stepProgress: assign(({ context }) => ({
      items: context.items.map((item) =>
        item.id === context.currentId
          ? {
              ...item,
              progress: Math.min(item.progress + context.progressStep, context.progressCap),
            }
          : item,
      ),
    })),
    /** Called after a batch with the ids of the images uploaded in it. */
    onUploaded: (_, _params: { imageIds: string[] }) => {},
  },
  guards: {
    hasPending: ({ context }) => context.items.some((item) => item.status === 'pending'),
    isPendingItem: ({ context }, params: { id: string }) =>
      context.items.some((item) => item.id === params.id && item.status === 'pending'),
    isCurrent: ({ context }, params: { id: string }) => context.currentId === params.id,
    isSimulating: ({ context }) => {
      const current = context.items.find((item) => item.id === context.currentId);
      return (
        current !== undefined && !current.realProgress && current.progress < context.progressCap
      );
    },
    isCurrentWithImageId: ({ context }, params: { id: string; reply: unknown }) =>
      context.currentId === params.id && extractImageId(params.reply) !== null,
  },
  delays: {
    progressInterval: ({ context }) => context.progressIntervalMs,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    items: [],
    validation: null,
    currentId: null,
    maxFiles: input?.maxFiles ?? DEFAULT_MAX_FILES,
    maxSizeMB: input?.maxSizeMB ?? DEFAULT_MAX_SIZE_MB,
    acceptedFormats: input?.acceptedFormats ?? DEFAULT_ACCEPTED_FORMATS,
    singleFile: input?.singleFile ?? false,
    progressIntervalMs: input?.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS,
    progressStep: input?.progressStep ?? DEFAULT_PROGRESS_STEP,
    progressCap: input?.progressCap ?? DEFAULT_PROGRESS_CAP,
  }),
  initial: 'idle',
  on: {
    DISMISS_VALIDATION: { actions: assign({ validation: null }) },
  },
  states: {
    idle: {
      on: {
        ADD_FILES: {
          actions: { type: 'addFiles', params: ({ event }) => ({ files: event.files }) },
        },
        // Only pending items can be removed.
        REMOVE: {
          guard: { type: 'isPendingItem', params: ({ event }) => ({ id: event.id }) },
          actions: assign({
            items: ({ context, event }) => context.items.filter((item) => item.id !== event.id),
          }),
        },
        UPLOAD: { guard: 'hasPending', target: 'uploading' },
        CLEAR: { actions: assign({ items: [], validation: null }) },
      },
    },
    uploading: {
      initial: 'next',
      exit: [
        {
          type: 'onUploaded',
          params: ({ context }) => ({
            imageIds: context.items.flatMap((item) =>
              item.status === 'success' && item.imageId ? [item.imageId] : [],
            ),
          }),
        },
        assign({ currentId: null }),
      ],
      states: {
        next: {
          always: [
            { guard: 'hasPending', target: 'file', actions: 'startNext' },
            { target: '#upload.idle' },
          ],
        },
        file: {
          invoke: {
            id: 'uploader',
            src: 'uploadFile',
            input: ({ context }) => {
              const item = context.items.find((i) => i.id === context.currentId);
              return {
                file: {
                  id: item?.id ?? '',
                  name: item?.name ?? '',
                  size: item?.size ?? 0,
                  type: item?.type ?? '',
                },
              };
            },
            // The uploader itself failed (e.g. not provided): the file fails.
            onError: {
              target: 'next',
              actions: assign({
                items: ({ context, event }) =>
                  update(context.items, context.currentId, {
                    status: 'error',
                    error: errorText(event.error),
                  }),
              }),
            },
          },
          initial: 'ticking',
          states: {
            /** Simulated progress, only until the uploader reports real progress. */
            ticking: {
              after: {
                progressInterval: {
                  guard: 'isSimulating',
                  target: 'ticking',
                  reenter: true,
                  actions: 'stepProgress',
                },
              },
            },
          },
          on: {
            PROGRESS: {
              guard: { type: 'isCurrent', params: ({ event }) => ({ id: event.id }) },
              actions: assign({
                items: ({ context, event }) =>
                  update(context.items, event.id, {
                    progress: Math.max(0, Math.min(100, Math.round(event.percent))),
                    realProgress: true,
                  }),
              }),
            },
            'UPLOAD.SUCCESS': [
              {
                guard: {
                  type: 'isCurrentWithImageId',
                  params: ({ event }) => ({ id: event.id, reply: event.reply }),
                },
                target: 'next',
                actions: assign({
                  items: ({ context, event }) =>
                    update(context.items, event.id, {
                      status: 'success',
                      progress: 100,
                      imageId: extractImageId(event.reply),
                    }),
                }),
              },
              {
                guard: { type: 'isCurrent', params: ({ event }) => ({ id: event.id }) },
                target: 'next',
                actions: assign({
                  items: ({ context, event }) =>
                    update(context.items, event.id, {
                      status: 'error',
                      error: uploadMessages.missingImageId,
                    }),
                }),
              },
            ],
            'UPLOAD.FAILURE': {
              guard: { type: 'isCurrent', params: ({ event }) => ({ id: event.id }) },
              target: 'next',
              actions: assign({
                items: ({ context, event }) =>
                  update(context.items, event.id, {
                    status: 'error',
                    error: errorText(event.error),
                  }),
              }),
            },
          },
        },
      },
    },
  },
});

export type UploadMachine = typeof uploadMachine;
