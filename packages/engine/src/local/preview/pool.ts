import { Worker } from 'node:worker_threads';
import {
  maskMessages,
  type ConfidenceOperation,
  type MaskOperation,
} from '@hds/api-client/contract';
import type { Assessment } from '../confidence/index.ts';
import type { Mask } from '../../data.ts';
import { EngineError, type DetectedObject, type MaskClick } from '../../types.ts';
import type { ComputedPreview } from './maskPreview.ts';

export interface PreviewRequest {
  id: number;
  /**
   * `assess`: only the confidence check of the operation (confidence/), not the preview;
   * `click`: the mask editor's click (the ClickSegmenter seam) on the preview's grid.
   */
  kind?: 'preview' | 'assess' | 'click';
  /** The version's file (transferred). */
  source: ArrayBuffer;
  operation: MaskOperation | ConfidenceOperation;
  args: Record<string, unknown>;
  /** The version's cached detections; without them the thread detects when the region needs it. */
  detections?: DetectedObject[];
  /** Whether the server has a detector (the job would detect the furniture). */
  detect: boolean;
  /** `click`: the mask as it is, on the preview's grid, and the clicks so far on that grid. */
  click?: { width: number; height: number; mask: Uint8Array; clicks: readonly MaskClick[] };
}

export type PreviewReply =
  | { id: number; ok: true; preview: ComputedPreview }
  | { id: number; ok: true; assessment: Assessment; detected?: DetectedObject[] }
  | { id: number; ok: true; mask: Mask }
  | { id: number; ok: false; engine: boolean; message: string };

export interface MaskPreviewPool {
  compute(
    source: Buffer,
    operation: MaskOperation,
    args: Record<string, unknown>,
    detection: { detections?: DetectedObject[] | undefined; detect: boolean },
  ): Promise<ComputedPreview>;
  /**
   * Whether the local engine is sure of what it finds for `operation` in this picture (issue
   * #38), worked out on the same thread: the edit's submit asks before it queues a job.
   */
  assess(
    source: Buffer,
    operation: ConfidenceOperation,
    args: Record<string, unknown>,
    detection: { detections?: DetectedObject[] | undefined; detect: boolean },
  ): Promise<Assessment & { detected?: DetectedObject[] }>;
  /**
   * The mask editor's click on `operation`'s mask: `mask` is on the preview's grid (the version
   * scaled to at most MASK_GRID_MAX_SIDE), `clicks` the clicks so far on it, the last one new.
   */
  click(
    source: Buffer,
    operation: MaskOperation,
    mask: Mask,
    clicks: readonly MaskClick[],
  ): Promise<Mask>;
  /** Previews asked for and not answered yet. */
  readonly waiting: number;
  close(): Promise<void>;
}

/** How long a request may take, waiting included, before its thread is stopped. */
export const PREVIEW_TIMEOUT_MS = 20_000;

/** A preview (or check) not answered within the pool's bound: the API says so, with a 503. */
export class PreviewTimeoutError extends Error {
  constructor() {
    super(maskMessages.timeout);
    this.name = 'PreviewTimeoutError';
  }
}

/**
 * One worker thread for issue #28's mask previews, started on the first request and kept (idle,
 * it holds no event loop open). Requests run one at a time in the order they came; a thread that
 * dies fails what it held and the next request starts a new one. The engine's refusals ('No wall
 * was found…') come back as EngineErrors. A request not answered within `timeoutMs` stops its
 * thread (its work cannot be interrupted otherwise): what that thread held fails with a
 * PreviewTimeoutError, and the next request starts a new one.
 */
export function maskPreviewPool({ timeoutMs = PREVIEW_TIMEOUT_MS } = {}): MaskPreviewPool {
  let worker: Worker | null = null;
  let next = 1;
  type Answer = ComputedPreview | Mask | (Assessment & { detected?: DetectedObject[] });
  interface Job {
    resolve: (p: Answer) => void;
    reject: (e: Error) => void;
    /** The thread working on it: a stopped thread fails only its own requests. */
    worker: Worker;
  }
  const pending = new Map<number, Job>();
  const failAll = (w: Worker, err: Error) => {
    for (const [id, job] of pending) {
      if (job.worker !== w) continue;
      pending.delete(id);
      job.reject(err);
    }
  };
  const start = () => {
    const w = new Worker(new URL('./worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (reply: PreviewReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.ok)
        job.resolve(
          'preview' in reply
            ? reply.preview
            : 'mask' in reply
              ? reply.mask
              : { ...reply.assessment, ...(reply.detected ? { detected: reply.detected } : {}) },
        );
      else job.reject(reply.engine ? new EngineError(reply.message) : new Error(reply.message));
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      failAll(w, err);
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`The mask preview thread stopped (${code})`)));
    return w;
  };
  const ask = <T extends Answer>(
    kind: 'preview' | 'assess' | 'click',
    source: Buffer,
    operation: MaskOperation | ConfidenceOperation,
    args: Record<string, unknown>,
    { detections, detect }: { detections?: DetectedObject[] | undefined; detect: boolean },
    click?: PreviewRequest['click'],
  ) => {
    worker ??= start();
    const w = worker;
    const id = next++;
    const copy = new Uint8Array(source).buffer;
    let timer: NodeJS.Timeout | undefined;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (p: Answer) => void, reject, worker: w });
      timer = setTimeout(() => {
        if (!pending.has(id)) return;
        if (worker === w) worker = null;
        failAll(w, new PreviewTimeoutError());
        void w.terminate();
      }, timeoutMs);
      // Holds the process only while a preview is being worked out.
      w.ref();
      const req: PreviewRequest = { id, kind, source: copy, operation, args, detect, ...(detections ? { detections } : {}), ...(click ? { click } : {}) }; // prettier-ignore
      w.postMessage(req, [copy]);
    }).finally(() => {
      clearTimeout(timer);
      if (![...pending.values()].some((job) => job.worker === w)) w.unref();
    });
  };
  return {
    compute: (source, operation, args, detection) =>
      ask<ComputedPreview>('preview', source, operation, args, detection),
    assess: (source, operation, args, detection) =>
      ask<Assessment & { detected?: DetectedObject[] }>(
        'assess',
        source,
        operation,
        args,
        detection,
      ),
    click: (source, operation, mask, clicks) => {
      if (mask.data.length !== mask.width * mask.height) {
        return Promise.reject(new Error('The mask does not match its grid'));
      }
      return ask<Mask>(
        'click',
        source,
        operation,
        {},
        { detect: false },
        {
          width: mask.width,
          height: mask.height,
          mask: mask.data,
          clicks,
        },
      );
    },
    get waiting() {
      return pending.size;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
