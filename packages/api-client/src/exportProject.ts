import { homeDesignPaths as paths } from './contract/index.ts';
import { CSRF_HEADER } from './contract/paths.ts';
import { getCsrfToken } from './csrf.ts';
import { ApiError, errorFromResponse, NETWORK_ERROR } from './http.ts';

/** Bytes of the zip received so far; `total` from Content-Length, null when not sent. */
export interface ExportProgress {
  received: number;
  total: number | null;
}

export interface ExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default the csrftoken cookie */
  csrfToken?: () => string | null;
  /** Origin prefix; '' means same origin. @default '' */
  baseUrl?: string;
}

export const projectExportMessages = {
  incomplete: 'The export was cut short; please try again',
} as const;

/** The file name of a Content-Disposition header (`attachment; filename="x.zip"`). */
export function dispositionFileName(header: string | null, fallback: string): string {
  const m = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

/**
 * POST /projects/{id}/export/ (spec part 1 §7): the project's zip, read as it streams in so the
 * caller can show bytes received of the total (the server sends Content-Length). A reply shorter
 * than its Content-Length is refused rather than saved as a broken zip. Errors carry the
 * server's detail, as every call does.
 */
export async function downloadProjectExport(
  projectId: string,
  options: ExportOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const headers = new Headers({ Accept: 'application/zip, application/json' });
  const token = (options.csrfToken ?? getCsrfToken)();
  if (token) headers.set(CSRF_HEADER, token);
  let res: Response;
  try {
    res = await doFetch(`${options.baseUrl ?? ''}${paths.projectExport(projectId)}`, {
      method: 'POST',
      headers,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR, 0, cause);
  }
  if (!res.ok) throw await errorFromResponse(res);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const fileName = dispositionFileName(res.headers.get('content-disposition'), 'project.zip');
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  if (res.body) {
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        options.onProgress?.({ received, total });
      }
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError(projectExportMessages.incomplete, 0, cause);
    }
  }
  if (total !== null && received < total) throw new ApiError(projectExportMessages.incomplete, 0);
  return { blob: new Blob(chunks, { type: 'application/zip' }), fileName };
}
