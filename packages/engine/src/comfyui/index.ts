import { randomUUID } from 'node:crypto';
import type { EditOperation, OperationArgs } from '@hds/api-client/contract';
import { EngineError, type EngineContext, type EngineResult, type ImageEngine } from '../types.ts';
import {
  ProviderClient,
  duration,
  fitForDiffusion,
  randomSeed,
  sleep,
} from '../generative/http.ts';
import {
  diffusionRequest,
  isDiffusionOperation,
  needsGenerativeEngine,
} from '../generative/prompts.ts';
import { img2imgWorkflow, upscaleWorkflow, type Workflow } from './workflows.ts';

/**
 * A ComfyUI server (self-hosted or rented): POST /upload/image the source, POST /prompt a
 * workflow graph built from the operation's args, poll GET /history/{prompt_id} until the
 * prompt has outputs or an execution error, then GET /view?filename=… the saved image.
 */
export interface ComfyUiOptions {
  url?: string;
  /** COMFYUI_CHECKPOINT; default sd_xl_base_1.0.safetensors. */
  checkpoint?: string;
  /** COMFYUI_UPSCALE_MODEL; default RealESRGAN_x4plus.pth. */
  upscaleModel?: string;
  pollIntervalMs?: number;
  timeoutMs?: number;
  callTimeoutMs?: number;
}

interface HistoryEntry {
  outputs?: Record<string, { images?: { filename: string; subfolder?: string; type?: string }[] }>;
  status?: { status_str?: string; completed?: boolean; messages?: [string, unknown][] };
}

/** The readable part of a /prompt 400: `{error: {message, details}, node_errors}`. */
function workflowRefusal(body: unknown): string {
  const b = (body ?? {}) as {
    error?: { message?: string; details?: string };
    node_errors?: Record<string, { errors?: { message?: string; details?: string }[] }>;
  };
  const node = Object.values(b.node_errors ?? {})[0]?.errors?.[0];
  return [b.error?.message, node ? `${node.message ?? ''} ${node.details ?? ''}`.trim() : null]
    .filter(Boolean)
    .join(': ');
}

export function createComfyUiEngine(opts: ComfyUiOptions = {}): ImageEngine {
  const base = opts.url?.replace(/\/+$/, '');
  const checkpoint =
    opts.checkpoint ?? process.env.COMFYUI_CHECKPOINT ?? 'sd_xl_base_1.0.safetensors';
  const upscaleModel =
    opts.upscaleModel ?? process.env.COMFYUI_UPSCALE_MODEL ?? 'RealESRGAN_x4plus.pth';
  const pollMs = opts.pollIntervalMs ?? 1000;
  const timeoutMs = opts.timeoutMs ?? 10 * 60_000;
  const http = new ProviderClient('ComfyUI', opts.callTimeoutMs ?? 60_000);
  const clientId = randomUUID();

  async function call(path: string, init: RequestInit, signal: AbortSignal, what: string) {
    const res = await http.fetch(`${base}${path}`, init, signal);
    if (res.status >= 500) throw new EngineError(`ComfyUI is unavailable (HTTP ${res.status})`);
    if (!res.ok) {
      let body: unknown = null;
      try {
        body = JSON.parse(await res.text());
      } catch {
        // Plain-text 400s (e.g. a bad upload) say nothing more than the status.
      }
      const why = workflowRefusal(body);
      throw new EngineError(`ComfyUI refused ${what} (HTTP ${res.status})${why ? `: ${why}` : ''}`);
    }
    return http.json<unknown>(res, what);
  }

  async function upload(image: Buffer, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(image)], { type: 'image/png' }),
      `hds-${randomUUID()}.png`,
    );
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const r = (await call(
      '/upload/image',
      { method: 'POST', body: form },
      signal,
      'the upload',
    )) as {
      name?: unknown;
      subfolder?: unknown;
    };
    if (typeof r?.name !== 'string') throw http.malformed('the upload');
    return typeof r.subfolder === 'string' && r.subfolder ? `${r.subfolder}/${r.name}` : r.name;
  }

  async function workflow<O extends EditOperation>(
    op: O,
    source: Buffer,
    args: OperationArgs[O],
    signal: AbortSignal,
  ): Promise<Workflow> {
    if (op === 'upscale') {
      return upscaleWorkflow(
        await upload(source, signal),
        upscaleModel,
        (args as OperationArgs['upscale']).scale,
      );
    }
    if (!isDiffusionOperation(op)) throw new EngineError(`ComfyUI does not run ${op}`);
    const d = diffusionRequest(op, args as OperationArgs[typeof op]);
    const image = await upload(await fitForDiffusion(source), signal);
    return img2imgWorkflow(image, checkpoint, { ...d, seed: d.seed ?? randomSeed() });
  }

  async function forget(promptId: string) {
    // Drop it if still queued, and interrupt it if running (the prompt_id keeps other users'
    // prompts running on servers that support it). Best effort: the job is ending anyway.
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
    await post('/queue', { delete: [promptId] });
    await post('/interrupt', { prompt_id: promptId });
  }

  return {
    name: 'comfyui',
    availability(operation) {
      if (!base) return { available: false, reason: needsGenerativeEngine(operation) };
      if (operation !== 'upscale' && !isDiffusionOperation(operation)) {
        return { available: false, reason: `ComfyUI has no workflow for ${operation} here` };
      }
      return { available: true };
    },

    async run(operation, source, args, ctx: EngineContext): Promise<EngineResult> {
      const availability = this.availability(operation);
      if (!availability.available) throw new EngineError(availability.reason);
      const graph = await workflow(operation, source, args, ctx.signal);
      const queued = (await call(
        '/prompt',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: graph, client_id: clientId }),
        },
        ctx.signal,
        'the workflow',
      )) as { prompt_id?: unknown };
      if (typeof queued?.prompt_id !== 'string') throw http.malformed('the workflow');
      const promptId = queued.prompt_id;
      ctx.onProgress?.(0.1);

      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([ctx.signal, deadline]);
      let entry: HistoryEntry | undefined;
      try {
        for (;;) {
          const history = (await call(`/history/${promptId}`, {}, signal, 'the history')) as Record<
            string,
            HistoryEntry
          >;
          if (typeof history !== 'object' || history === null) throw http.malformed('the history');
          entry = history[promptId];
          if (entry?.status?.status_str === 'error' || entry?.status?.completed) break;
          await sleep(pollMs, signal);
        }
      } catch (err) {
        await forget(promptId);
        ctx.signal.throwIfAborted();
        if (deadline.aborted) {
          throw new EngineError(`ComfyUI did not finish within ${duration(timeoutMs)}`);
        }
        throw err;
      }
      if (entry.status?.status_str === 'error') {
        const failure = entry.status.messages?.find(([kind]) => kind === 'execution_error')?.[1] as
          { exception_message?: string; node_type?: string } | undefined;
        const why = failure?.exception_message?.trim();
        throw new EngineError(`ComfyUI could not run the workflow${why ? `: ${why}` : ''}`);
      }
      const images = Object.values(entry.outputs ?? {}).flatMap((o) => o.images ?? []);
      const saved = images.find((i) => i.type === 'output') ?? images[0];
      if (!saved || typeof saved.filename !== 'string')
        throw http.malformed('the history (no image)');
      const query = new URLSearchParams({
        filename: saved.filename,
        subfolder: saved.subfolder ?? '',
        type: saved.type ?? 'output',
      });
      const result = await http.image(`${base}/view?${query}`, ctx.signal);
      ctx.onProgress?.(1);
      return result;
    },
  };
}
