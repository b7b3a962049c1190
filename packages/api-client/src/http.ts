import { CSRF_HEADER } from './contract/paths.ts';
import { getCsrfToken } from './csrf.ts';

export const NETWORK_ERROR = 'Network error';
export const UNAUTHORIZED_LOG = 'Unauthorized access - please login';

/** An API failure carrying the message the spec says to show (spec part 1 §7). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
    /** From a 429's or 503's `Retry-After` (seconds); `null` when the reply gave none. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** `Retry-After` in seconds (its delay-seconds form, or an HTTP date), else null. */
function retryAfterOf(res: Response): number | null {
  const raw = res.headers?.get?.('retry-after');
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export interface HttpClientOptions {
  /** Origin prefix; '' means same origin. @default '' */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the CSRF token comes from. @default the csrftoken cookie */
  csrfToken?: () => string | null;
  logger?: Pick<Console, 'warn'>;
  /**
   * An API key (Settings → API): sent as `Authorization: Bearer <key>` on every call, for
   * servers and scripts. A key needs no cookie and no CSRF token, so none is looked for.
   */
  apiKey?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Let the request finish after the page is gone (fetch keepalive; bodies up to 64 KiB). */
  keepalive?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Read the reply as a Blob (a picture) instead of JSON. */
  responseType?: 'json' | 'blob';
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Maps a non-OK reply to the spec's message: detail, else 'Network error' for non-JSON, else 'HTTP error! status: N'. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new ApiError(NETWORK_ERROR, res.status, text);
  }
  const detail =
    parsed && typeof parsed === 'object' && 'detail' in parsed ? parsed.detail : undefined;
  const wait = retryAfterOf(res);
  if (typeof detail === 'string' && detail) return new ApiError(detail, res.status, parsed, wait);
  return new ApiError(`HTTP error! status: ${res.status}`, res.status, parsed, wait);
}

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

/** A fetch wrapper that sends credentials and the CSRF header on every call. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const apiKey = options.apiKey;
  const csrfToken = options.csrfToken ?? (apiKey ? () => null : getCsrfToken);
  const logger = options.logger ?? console;

  return async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = opts.method ?? (opts.json !== undefined || opts.body ? 'POST' : 'GET');
    const headers = new Headers({
      Accept: opts.responseType === 'blob' ? '*/*' : 'application/json',
      ...opts.headers,
    });
    if (apiKey) headers.set('Authorization', `Bearer ${apiKey}`);
    const token = csrfToken();
    if (token) headers.set(CSRF_HEADER, token);
    else if (UNSAFE.has(method) && !apiKey) {
      logger.warn('CSRF token not found; proceeding without it');
    }

    let body: BodyInit | undefined;
    if (opts.body) body = opts.body;
    else if (opts.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.json);
    }

    let url = baseUrl + path;
    if (opts.query) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.query)) if (v != null) qs.set(k, String(v));
      const s = qs.toString();
      if (s) url += (url.includes('?') ? '&' : '?') + s;
    }

    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers,
        body,
        // A key-authenticated call carries no cookies (a script has none to send anyway).
        credentials: apiKey ? 'omit' : 'include',
        signal: opts.signal,
        ...(opts.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError(NETWORK_ERROR, 0, cause);
    }
    if (!res.ok) {
      if (res.status === 401) logger.warn(UNAUTHORIZED_LOG);
      throw await errorFromResponse(res);
    }
    if (res.status === 204) return undefined as T;
    if (opts.responseType === 'blob') return (await res.blob()) as T;
    const text = await res.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(NETWORK_ERROR, res.status, text);
    }
  };
}
