import { createBoardsApi } from './boards.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  Image,
  JOB_ACTIVE_STATUSES,
  JobsSubmitted,
  homeDesignPaths,
  type EditOperation,
  type Job,
  type OperationArgs,
  type Version,
} from './contract/index.ts';
import { createEditsApi, editPaths } from './edits.ts';
import { createHomeDesignApi } from './homeDesign.ts';
import { ApiError, createHttpClient, errorFromResponse, type HttpClientOptions } from './http.ts';

/*
 * The Node SDK (issue #27): the same typed calls the studio makes, authenticated by an API key
 * instead of a browser session. Uses only what Node 20 has (fetch, FormData, Blob): no document,
 * window or localStorage.
 */

export interface ClientOptions {
  /** Where the server runs, e.g. `https://studio.example.com` or `http://localhost:8080`. */
  baseUrl: string;
  /** A key from Settings → API (`hds_…`), sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  fetch?: typeof fetch;
  logger?: HttpClientOptions['logger'];
}

export interface UploadOptions {
  /** The picture: bytes of a JPEG, PNG or WebP file. */
  data: Blob | ArrayBuffer | Uint8Array;
  filename: string;
  /** Project to add it to; without one the server picks the default project. */
  projectId?: string;
  /** A retried upload with the same key makes one image, not two. */
  idempotencyKey?: string;
}

export interface EditOptions<K extends EditOperation> {
  imageId: string;
  /** Version to edit; the image's primary version when absent. */
  versionId?: string;
  args?: Partial<OperationArgs[K]>;
  /** A retried request with the same key starts one job, not two. */
  idempotencyKey?: string;
}

export interface WaitOptions {
  /** @default 2000 (the studio polls every 2 s too) */
  intervalMs?: number;
  /** @default 300000 */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How long to wait after a poll is refused for the key's rate limit (429). @default 5000 */
  rateLimitedWaitMs?: number;
}

const idempotency = (key?: string) => (key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** A client of the Home Design Studio API for servers and scripts, authenticated by an API key. */
export function createClient(options: ClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const http = createHttpClient({
    baseUrl,
    apiKey: options.apiKey,
    fetch: doFetch,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const homeDesign = createHomeDesignApi(http);
  const edits = createEditsApi(http);

  const client = {
    /** The raw request function (`http(path, {method, json, query, headers})`). */
    http,
    /** Projects, images, versions, tags: the studio's own calls. */
    homeDesign,
    /** Edits and jobs. */
    edits,
    boards: createBoardsApi(http),

    /** Uploads one photo (POST /images/upload/); the reply has its original version. */
    async uploadImage(upload: UploadOptions): Promise<Image> {
      const form = new FormData();
      if (upload.projectId) form.append('project', upload.projectId);
      form.append('name', upload.filename);
      const { data } = upload;
      // A copy: a Node Buffer may sit on a shared pool Blob does not accept as is.
      const blob =
        data instanceof Blob
          ? data
          : new Blob([data instanceof Uint8Array ? new Uint8Array(data) : data]);
      form.append('file', blob, upload.filename);
      const headers = idempotency(upload.idempotencyKey);
      return Image.parse(
        await http(homeDesignPaths.imageUpload, { body: form, ...(headers ? { headers } : {}) }),
      );
    },

    /** Starts an edit (POST /transformations/{type}/): a pending version and its job. */
    async startEdit<K extends EditOperation>(
      operation: K,
      edit: EditOptions<K>,
    ): Promise<JobsSubmitted> {
      const headers = idempotency(edit.idempotencyKey);
      return JobsSubmitted.parse(
        await http(editPaths.transformation(operation), {
          json: { image_id: edit.imageId, version_id: edit.versionId, args: edit.args ?? {} },
          ...(headers ? { headers } : {}),
        }),
      );
    },

    /** Polls a job until it has finished (succeeded or failed) and returns it. */
    async waitForJob(jobId: string, wait: WaitOptions = {}): Promise<Job> {
      const interval = wait.intervalMs ?? 2000;
      const deadline = Date.now() + (wait.timeoutMs ?? 300_000);
      for (;;) {
        let job: Job;
        try {
          job = await edits.job(jobId);
        } catch (err) {
          // A long job polled fast can run into the key's rate limit: that is a reason to
          // poll more slowly, not to give up on the job.
          const pause = wait.rateLimitedWaitMs ?? 5000;
          if (!(err instanceof ApiError && err.status === 429) || Date.now() + pause > deadline)
            throw err;
          await sleep(pause, wait.signal);
          continue;
        }
        if (!(JOB_ACTIVE_STATUSES as readonly string[]).includes(job.status)) return job;
        if (Date.now() + interval > deadline) {
          throw new ApiError(`Job ${jobId} did not finish in time`, 0, job);
        }
        await sleep(interval, wait.signal);
      }
    },

    /** The version a finished job made (with its signed `storage_url`). */
    async resultOf(job: Job): Promise<Version> {
      if (!job.result_version) {
        throw new ApiError(job.error_message ?? `Job ${job.id} has no result`, 0, job);
      }
      const versions = await homeDesign.getVersions(job.image);
      const version = versions.find((v) => v.id === job.result_version);
      if (!version) throw new ApiError(`Version ${job.result_version} not found`, 404, job);
      return version;
    },

    /**
     * Downloads a picture by the signed URL a reply gave (`storage_url`, `preview_url`…);
     * signed URLs need no key.
     */
    async download(url: string): Promise<Uint8Array> {
      let res: Response;
      try {
        res = await doFetch(new URL(url, `${baseUrl}/`), { credentials: 'omit' });
      } catch (cause) {
        throw new ApiError('Network error', 0, cause);
      }
      if (!res.ok) throw await errorFromResponse(res);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
  return client;
}

export type Client = ReturnType<typeof createClient>;
