import sharp from 'sharp';
import { EngineError, type EngineResult } from '../types.ts';

/**
 * HTTP plumbing shared by the hosted-engine adapters (Replicate, ComfyUI): every call is bound
 * to the job's signal and a per-call deadline, and every way a provider can fail ends as an
 * EngineError whose message a user can read (it becomes the job's error_message).
 */
export class ProviderClient {
  constructor(
    readonly provider: string,
    private readonly callTimeoutMs: number,
  ) {}

  async fetch(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    signal.throwIfAborted();
    const deadline = AbortSignal.timeout(this.callTimeoutMs);
    try {
      return await fetch(url, { ...init, signal: AbortSignal.any([signal, deadline]) });
    } catch (err) {
      // A cancelled job ends with the job's own reason, not a provider error.
      signal.throwIfAborted();
      if (deadline.aborted) {
        throw new EngineError(
          `${this.provider} did not answer within ${duration(this.callTimeoutMs)}`,
        );
      }
      const cause = err instanceof Error ? ((err.cause as Error)?.message ?? err.message) : err;
      throw new EngineError(
        `Could not reach ${this.provider} at ${new URL(url).origin} (${cause})`,
      );
    }
  }

  /** The body as JSON, or an EngineError saying the reply was not what the API sends. */
  async json<T>(res: Response, what: string): Promise<T> {
    const text = await res.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new EngineError(
        `${this.provider} sent a malformed reply to ${what} (HTTP ${res.status}, not JSON)`,
      );
    }
  }

  malformed(what: string): EngineError {
    return new EngineError(`${this.provider} sent a malformed reply to ${what}`);
  }

  /** The bytes of an output file, checked to be an image. */
  async image(
    url: string,
    signal: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<EngineResult> {
    const res = await this.fetch(url, { headers }, signal);
    if (!res.ok) {
      throw new EngineError(
        `Could not download the result from ${this.provider} (HTTP ${res.status})`,
      );
    }
    const data = Buffer.from(await res.arrayBuffer());
    let format: string | undefined;
    try {
      format = (await sharp(data).metadata()).format;
    } catch {
      format = undefined;
    }
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
      throw new EngineError(
        `${this.provider} returned a result that is not a JPEG, PNG or WebP image`,
      );
    }
    return { data, format };
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as the job is cancelled. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The source as diffusion models take it: at most 1024 px on the long side (they work near
 * that size, and it keeps a data URI well under Replicate's recommended 1 MB), as JPEG.
 */
export async function fitForDiffusion(source: Buffer): Promise<Buffer> {
  return sharp(source)
    .rotate()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** "90 s", or "300 ms" for the short limits tests use. */
export const duration = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

export const randomSeed = () => Math.floor(Math.random() * 2 ** 32);
