import { getCsrfToken } from './csrf.ts';
import { CSRF_HEADER } from './contract/paths.ts';
import { ApiError, NETWORK_ERROR, UNAUTHORIZED_LOG } from './http.ts';

/** Upload progress in percent (0…100) as the browser reports bytes sent. */
export type UploadProgress = (percent: number) => void;

export interface XhrUploaderOptions {
  baseUrl?: string;
  csrfToken?: () => string | null;
  logger?: Pick<Console, 'warn'>;
  /** For tests; the browser's by default. */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/**
 * Multipart POST with real progress events. fetch() cannot report upload progress, so uploads
 * use XMLHttpRequest; errors map to the same messages as the fetch client (detail, else
 * 'Network error', else 'HTTP error! status: N').
 */
export function createXhrUploader(options: XhrUploaderOptions = {}) {
  const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  const csrfToken = options.csrfToken ?? getCsrfToken;
  const logger = options.logger ?? console;

  return (path: string, form: FormData, onProgress?: UploadProgress, signal?: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open('POST', (options.baseUrl ?? '') + path);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      const token = csrfToken();
      if (token) xhr.setRequestHeader(CSRF_HEADER, token);
      else logger.warn('CSRF token not found; proceeding without it');

      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
      xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          reject(new ApiError(NETWORK_ERROR, xhr.status, xhr.responseText));
          return;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(body);
          return;
        }
        if (xhr.status === 401) logger.warn(UNAUTHORIZED_LOG);
        const detail =
          body && typeof body === 'object' && 'detail' in body ? body.detail : undefined;
        reject(
          new ApiError(
            typeof detail === 'string' && detail ? detail : `HTTP error! status: ${xhr.status}`,
            xhr.status,
            body,
          ),
        );
      };
      if (signal) {
        if (signal.aborted) {
          reject(new DOMException('Upload aborted', 'AbortError'));
          return;
        }
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send(form);
    });
}
