import { OPERATIONS, type EditOperation, type OperationArgs } from '@hds/api-client/contract';
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

/**
 * Replicate's predictions API: POST /v1/predictions {version, input}, then poll
 * GET /v1/predictions/{id} until succeeded / failed / canceled, and download the output file at
 * once (Replicate deletes outputs after an hour). Cancelled jobs and timeouts cancel the
 * prediction (POST /v1/predictions/{id}/cancel) so it stops costing money.
 */
export interface ReplicateOptions {
  token?: string;
  /** Default https://api.replicate.com (tests point it at a local fake). */
  baseUrl?: string;
  /** `owner/name` (latest version) or `owner/name:version` per operation; see DEFAULT_MODELS. */
  models?: Partial<Record<EditOperation, string>>;
  pollIntervalMs?: number;
  /** Whole prediction, from create to output (default 10 minutes). */
  timeoutMs?: number;
  /** One HTTP call (default 60 s). */
  callTimeoutMs?: number;
}

/** Interior redesign (img2img with a room prompt) and Real-ESRGAN for upscaling. */
export const DEFAULT_MODELS: Partial<Record<EditOperation, string>> = {
  furniture: 'adirik/interior-design',
  style_transfer: 'adirik/interior-design',
  empty_room: 'adirik/interior-design',
  wall_color: 'adirik/interior-design',
  declutter: 'adirik/interior-design',
  lighting: 'adirik/interior-design',
  sky_replacement: 'adirik/interior-design',
  window_view: 'adirik/interior-design',
  upscale: 'nightmareai/real-esrgan',
};

/** REPLICATE_MODEL_<OPERATION> (e.g. REPLICATE_MODEL_FURNITURE=owner/name:version). */
export function replicateModelsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const models: Partial<Record<EditOperation, string>> = {};
  for (const op of OPERATIONS) {
    const v = env[`REPLICATE_MODEL_${op.toUpperCase()}`];
    if (v) models[op] = v;
  }
  return models;
}

interface Prediction {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: unknown;
  error?: unknown;
}
const STATUSES = new Set(['starting', 'processing', 'succeeded', 'failed', 'canceled']);
const isPrediction = (v: unknown): v is Prediction =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Prediction).id === 'string' &&
  STATUSES.has((v as Prediction).status);

/** Replicate's error bodies are `{title, detail, status}` (problem+json) or `{detail}`. */
function refusal(status: number, body: unknown): EngineError {
  const detail =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { detail?: unknown }).detail === 'string'
      ? `: ${(body as { detail: string }).detail}`
      : '';
  const why =
    status === 401
      ? 'Replicate rejected the API token (check REPLICATE_API_TOKEN)'
      : status === 402
        ? 'Replicate refused the prediction: billing is not set up for this account'
        : status === 404
          ? 'Replicate does not know the configured model'
          : status === 422
            ? 'Replicate refused the input'
            : status === 429
              ? 'Replicate is rate-limiting this account; try again shortly'
              : status >= 500
                ? `Replicate is unavailable (HTTP ${status})`
                : `Replicate refused the request (HTTP ${status})`;
  return new EngineError(`${why}${detail}`);
}

export function createReplicateEngine(opts: ReplicateOptions = {}): ImageEngine {
  const base = (opts.baseUrl ?? 'https://api.replicate.com').replace(/\/+$/, '');
  const models = { ...DEFAULT_MODELS, ...replicateModelsFromEnv(), ...opts.models };
  const pollMs = opts.pollIntervalMs ?? 1000;
  const timeoutMs = opts.timeoutMs ?? 10 * 60_000;
  const http = new ProviderClient('Replicate', opts.callTimeoutMs ?? 60_000);
  const headers = {
    authorization: `Bearer ${opts.token ?? ''}`,
    'content-type': 'application/json',
  };
  const versions = new Map<string, string | null>();

  async function api<T>(method: string, path: string, signal: AbortSignal, body?: unknown) {
    const res = await http.fetch(
      `${base}${path}`,
      { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      signal,
    );
    if (!res.ok) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(await res.text());
      } catch {
        // An HTML error page from a proxy: the status alone says enough.
      }
      throw refusal(res.status, parsed);
    }
    return http.json<T>(res, `${method} ${path.replace(/\/[^/]{20,}/, '/…')}`);
  }

  /** `owner/name:version` as is; `owner/name` → its latest version, asked once. */
  async function versionOf(model: string, signal: AbortSignal): Promise<string | null> {
    const [name, version] = model.split(':');
    if (version) return version;
    if (!versions.has(name!)) {
      const m = await api<{ latest_version?: { id?: unknown } | null }>(
        'GET',
        `/v1/models/${name}`,
        signal,
      );
      const id = m.latest_version?.id;
      // Official models have no public versions; they run through /v1/models/{name}/predictions.
      versions.set(name!, typeof id === 'string' ? id : null);
    }
    return versions.get(name!) ?? null;
  }

  async function input<O extends EditOperation>(op: O, source: Buffer, args: OperationArgs[O]) {
    if (op === 'upscale') {
      const a = args as OperationArgs['upscale'];
      return { image: dataUri(source), scale: a.scale, face_enhance: false };
    }
    if (!isDiffusionOperation(op)) throw new EngineError(`Replicate does not run ${op}`);
    const d = diffusionRequest(op, args as OperationArgs[typeof op]);
    return {
      image: dataUri(await fitForDiffusion(source)),
      prompt: d.prompt,
      negative_prompt: d.negativePrompt,
      prompt_strength: d.strength,
      guidance_scale: d.guidanceScale,
      num_inference_steps: 50,
      seed: d.seed ?? randomSeed(),
    };
  }

  async function cancel(id: string) {
    // Best effort with a fresh signal: the job's own signal may be the reason we are here.
    await api('POST', `/v1/predictions/${id}/cancel`, AbortSignal.timeout(10_000)).catch(
      () => undefined,
    );
  }

  return {
    name: 'replicate',
    availability(operation) {
      if (!opts.token) return { available: false, reason: needsGenerativeEngine(operation) };
      if (!models[operation]) {
        return {
          available: false,
          reason: `Replicate has no model for this operation here: set REPLICATE_MODEL_${operation.toUpperCase()}`,
        };
      }
      return { available: true };
    },

    async run(operation, source, args, ctx: EngineContext): Promise<EngineResult> {
      const availability = this.availability(operation);
      if (!availability.available) throw new EngineError(availability.reason);
      const model = models[operation]!;
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([ctx.signal, deadline]);
      const body = { input: await input(operation, source, args) };
      const version = await versionOf(model, ctx.signal);
      let prediction = await api<unknown>(
        'POST',
        version ? '/v1/predictions' : `/v1/models/${model.split(':')[0]}/predictions`,
        ctx.signal,
        version ? { version, ...body } : body,
      );
      if (!isPrediction(prediction)) throw http.malformed('the new prediction');
      const id = prediction.id;
      ctx.onProgress?.(0.1);
      try {
        while (prediction.status === 'starting' || prediction.status === 'processing') {
          await sleep(pollMs, signal);
          prediction = await api<unknown>('GET', `/v1/predictions/${id}`, signal);
          if (!isPrediction(prediction)) throw http.malformed('the prediction status');
          if (prediction.status === 'processing') ctx.onProgress?.(0.5);
        }
      } catch (err) {
        await cancel(id);
        ctx.signal.throwIfAborted();
        if (deadline.aborted) {
          throw new EngineError(`Replicate did not finish within ${duration(timeoutMs)}`);
        }
        throw err;
      }
      if (prediction.status === 'failed') {
        const why = typeof prediction.error === 'string' ? `: ${prediction.error}` : '';
        throw new EngineError(`Replicate could not run the model${why}`);
      }
      if (prediction.status === 'canceled')
        throw new EngineError('The Replicate prediction was canceled');
      const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
      if (typeof output !== 'string' || !/^https?:\/\//.test(output)) {
        throw http.malformed('the finished prediction (no output URL)');
      }
      // The output lives on a delivery host: no token goes there.
      const result = await http.image(output, ctx.signal);
      ctx.onProgress?.(1);
      return result;
    },
  };
}

/** Upscale sends the source as it is, so its type comes from the magic bytes. */
const mimeOf = (data: Buffer) =>
  data.subarray(0, 4).toString('latin1') === '\x89PNG'
    ? 'image/png'
    : data.subarray(8, 12).toString('latin1') === 'WEBP'
      ? 'image/webp'
      : 'image/jpeg';
const dataUri = (data: Buffer) => `data:${mimeOf(data)};base64,${data.toString('base64')}`;
