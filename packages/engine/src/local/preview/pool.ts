import { Worker } from 'node:worker_threads';
import type { MaskOperation } from '@hds/api-client/contract';
import { EngineError, type DetectedObject } from '../../types.ts';
import type { ComputedPreview } from './maskPreview.ts';

export interface PreviewRequest {
  id: number;
  /** The version's file (transferred). */
  source: ArrayBuffer;
  operation: MaskOperation;
  args: Record<string, unknown>;
  /** The version's cached detections; without them the thread detects when the region needs it. */
  detections?: DetectedObject[];
  /** Whether the server has a detector (the job would detect the furniture). */
  detect: boolean;
}

export type PreviewReply =
  | { id: number; ok: true; preview: ComputedPreview }
  | { id: number; ok: false; engine: boolean; message: string };

export interface MaskPreviewPool {
  compute(
    source: Buffer,
    operation: MaskOperation,
    args: Record<string, unknown>,
    detection: { detections?: DetectedObject[] | undefined; detect: boolean },
  ): Promise<ComputedPreview>;
  /** Previews asked for and not answered yet. */
  readonly waiting: number;
  close(): Promise<void>;
}

/**
 * One worker thread for issue #28's mask previews, started on the first request and kept (idle,
 * it holds no event loop open). Requests run one at a time in the order they came; a thread that
 * dies fails what it held and the next request starts a new one. The engine's refusals ('No wall
 * was found…') come back as EngineErrors.
 */
export function maskPreviewPool(): MaskPreviewPool {
  let worker: Worker | null = null;
  let next = 1;
  const pending = new Map<number, { resolve: (p: ComputedPreview) => void; reject: (e: Error) => void }>(); // prettier-ignore
  const start = () => {
    const w = new Worker(new URL('./worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (reply: PreviewReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.ok) job.resolve(reply.preview);
      else job.reject(reply.engine ? new EngineError(reply.message) : new Error(reply.message));
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      for (const job of pending.values()) job.reject(err);
      pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`The mask preview thread stopped (${code})`)));
    return w;
  };
  return {
    compute(source, operation, args, { detections, detect }) {
      worker ??= start();
      const w = worker;
      const id = next++;
      const copy = new Uint8Array(source).buffer;
      return new Promise<ComputedPreview>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // Holds the process only while a preview is being worked out.
        w.ref();
        const req: PreviewRequest = { id, source: copy, operation, args, detect, ...(detections ? { detections } : {}) }; // prettier-ignore
        w.postMessage(req, [copy]);
      }).finally(() => {
        if (!pending.size) w.unref();
      });
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
