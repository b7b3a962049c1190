import { describe, expect, it, vi } from 'vitest';
import { createXhrUploader } from './upload.ts';

/** The slice of XMLHttpRequest the uploader uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  sent: unknown;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  reply(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const uploader = (warn = vi.fn()) =>
  createXhrUploader({
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
    csrfToken: () => 'tok',
    logger: { warn },
  });

describe('createXhrUploader', () => {
  it('posts with credentials and the CSRF header, reporting real progress', async () => {
    const onProgress = vi.fn();
    const pending = uploader()('/api/up/', new FormData(), onProgress);
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/up/', withCredentials: true });
    expect(xhr.headers['X-CSRFToken']).toBe('tok');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.reply(201, '{"id":"img1"}');
    await expect(pending).resolves.toEqual({ id: 'img1' });
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
  });

  it("rejects with the server's detail", async () => {
    const pending = uploader()('/api/up/', new FormData());
    FakeXhr.last.reply(413, '{"detail":"File size exceeds 10MB"}');
    await expect(pending).rejects.toMatchObject({ message: 'File size exceeds 10MB', status: 413 });
  });

  it("says 'Network error' for a non-JSON reply or a dropped connection", async () => {
    const a = uploader()('/api/up/', new FormData());
    FakeXhr.last.reply(502, '<html>Bad gateway</html>');
    await expect(a).rejects.toMatchObject({ message: 'Network error' });
    const b = uploader()('/api/up/', new FormData());
    FakeXhr.last.onerror?.();
    await expect(b).rejects.toMatchObject({ message: 'Network error', status: 0 });
  });

  it('aborts when the signal fires', async () => {
    const controller = new AbortController();
    const pending = uploader()('/api/up/', new FormData(), undefined, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('logs the unauthorised message on 401', async () => {
    const warn = vi.fn();
    const pending = uploader(warn)('/api/up/', new FormData());
    FakeXhr.last.reply(401, '{"detail":"Authentication required"}');
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(warn).toHaveBeenCalledWith('Unauthorized access - please login');
  });
});
