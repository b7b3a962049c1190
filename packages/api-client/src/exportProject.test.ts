import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import {
  dispositionFileName,
  downloadProjectExport,
  projectExportMessages,
  type ExportProgress,
} from './exportProject.ts';

/** A fetch that answers with `chunks` as a stream, like the server's streamed zip. */
function streaming(chunks: Uint8Array[], headers: Record<string, string>, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(chunk);
        c.close();
      },
    });
    return new Response(body, { status, headers });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('downloadProjectExport', () => {
  it('posts with the CSRF header and reports bytes received of the total', async () => {
    const { fetch, calls } = streaming([new Uint8Array(3), new Uint8Array(5)], {
      'content-length': '8',
      'content-disposition': 'attachment; filename="Maple_Street.zip"',
    });
    const seen: ExportProgress[] = [];
    const { blob, fileName } = await downloadProjectExport('prj-1', {
      fetch,
      csrfToken: () => 'tok',
      onProgress: (p) => seen.push(p),
    });
    expect(calls[0]!.url).toBe('/api/v1/home-design/projects/prj-1/export/');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('x-csrftoken')).toBe('tok');
    expect(seen).toEqual([
      { received: 0, total: 8 },
      { received: 3, total: 8 },
      { received: 8, total: 8 },
    ]);
    expect(blob.size).toBe(8);
    expect(fileName).toBe('Maple_Street.zip');
  });

  it('has no total without Content-Length (indeterminate) and still completes', async () => {
    const { fetch } = streaming([new Uint8Array(4)], {});
    const seen: ExportProgress[] = [];
    const { blob, fileName } = await downloadProjectExport('p', {
      fetch,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.at(-1)).toEqual({ received: 4, total: null });
    expect(blob.size).toBe(4);
    expect(fileName).toBe('project.zip');
  });

  it('refuses a reply shorter than its Content-Length instead of saving a broken zip', async () => {
    const { fetch } = streaming([new Uint8Array(4)], { 'content-length': '10' });
    await expect(downloadProjectExport('p', { fetch })).rejects.toThrow(
      projectExportMessages.incomplete,
    );
  });

  it("shows the server's detail on a refusal", async () => {
    const detail = 'An export of yours is already running; try again when it finishes.';
    const { fetch } = streaming(
      [new TextEncoder().encode(JSON.stringify({ detail }))],
      { 'content-type': 'application/json' },
      429,
    );
    const err = await downloadProjectExport('p', { fetch }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(detail);
    expect((err as ApiError).status).toBe(429);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFileName('attachment; filename="a b.zip"', 'x')).toBe('a b.zip');
    expect(dispositionFileName(null, 'x.zip')).toBe('x.zip');
  });
});
