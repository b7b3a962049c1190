/**
 * The local stager's renderer: draws the placed catalogue pieces with the photo's camera in
 * headless Chromium (Debian's `chromium` through playwright-core, SwiftShader WebGL — the same
 * browser the sample renders and the tests use; no GPU, nothing downloaded) and returns the
 * colour pass (RGBA, straight alpha) and the shadow pass (StagingRenderResult).
 *
 * Why Chromium rather than a headless WebGL binding from npm: the furniture library is three.js
 * code (@hds/stager) that renders the sample photos in this browser byte for byte, `headless-gl`
 * is WebGL 1 only and needs a native build, and Chromium is already the project's browser for
 * the renders and the tests.
 *
 * Lifecycle: the stager page's prebuilt script (@hds/stager's dist/stager.js) is read on the
 * first render, in parallel with the browser's launch; the browser is kept and closed after
 * `idleMs` without a render; renders run one at a time (a queue). If Chromium is missing or the
 * page is not built, `availability()` says why.
 */
import { accessSync, constants, statSync } from 'node:fs';
import {
  launchStagerBrowser,
  openStagerPage,
  stagerScript,
  stagerUnavailable,
  type StagerPage,
  type StagingRenderRequest,
  type StagingRenderResult,
} from '@hds/stager';
import { EngineError, type Availability } from '../../types.ts';

export interface StagingRendererOptions {
  /** Close the browser after this long without a render (default 60 s). */
  idleMs?: number;
  /** The Chromium binary (default $CHROMIUM_PATH, else /usr/bin/chromium). */
  chromiumPath?: string;
}

export interface StagingRenderer {
  availability(): Availability;
  render(req: StagingRenderRequest, signal?: AbortSignal): Promise<StagingRenderResult>;
  /** Closes the browser now (it is relaunched on the next render). */
  close(): Promise<void>;
  /** Milliseconds the last cold start took (bundle ∥ launch, then the page), null before. */
  readonly coldStartMs: number | null;
}

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** Largest picture the renderer draws (SwiftShader's canvas limit is 8192 px a side). */
export const MAX_SIDE = 8192;

export function defaultChromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/** Whether `path` is an executable file; the reason when it is not. */
export function chromiumAvailability(path: string): Availability {
  try {
    if (!statSync(path).isFile()) throw new Error('not a file');
    accessSync(path, constants.X_OK);
    return { available: true };
  } catch {
    return {
      available: false,
      reason: `Virtual staging on this server renders furniture in Chromium, which was not found at ${path} (install Debian's chromium package or set CHROMIUM_PATH).`,
    };
  }
}

/** Whether staging can run here: Chromium at `path` and the stager page built. */
export function stagingAvailability(path: string): Availability {
  const browser = chromiumAvailability(path);
  if (!browser.available) return browser;
  const why = stagerUnavailable();
  return why ? { available: false, reason: why } : { available: true };
}

function checkRequest(req: StagingRenderRequest): void {
  const { width, imageHeight, focalPx } = req.camera;
  const ok =
    Number.isInteger(width) &&
    Number.isInteger(imageHeight) &&
    width > 0 &&
    imageHeight > 0 &&
    width <= MAX_SIDE &&
    imageHeight <= MAX_SIDE &&
    focalPx > 0;
  if (!ok) throw new EngineError('The picture is too large or malformed for virtual staging.');
}

export function createStagingRenderer(options: StagingRendererOptions = {}): StagingRenderer {
  const idleMs = options.idleMs ?? 60_000;
  const path = () => options.chromiumPath ?? defaultChromiumPath();
  let session: Promise<{ close(): Promise<void>; page: StagerPage }> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let coldStartMs: number | null = null;

  const open = async () => {
    const t0 = performance.now();
    const [script, browser] = await Promise.all([stagerScript(), launchStagerBrowser(path())]);
    try {
      const page = await openStagerPage(browser, script);
      coldStartMs = Math.round(performance.now() - t0);
      return {
        page,
        async close() {
          await page.close();
          await browser.close();
        },
      };
    } catch (e) {
      await browser.close().catch(() => {});
      throw e;
    }
  };

  const shutdown = async () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const s = session;
    session = null;
    if (s) await s.then((x) => x.close()).catch(() => {});
  };

  const armIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      // Only when nothing is queued: the queue re-arms the timer after its last render.
      if (pending === 0) void shutdown();
    }, idleMs);
    idleTimer.unref();
  };

  const renderOne = async (
    req: StagingRenderRequest,
    signal?: AbortSignal,
  ): Promise<StagingRenderResult> => {
    if (signal?.aborted) throw new EngineError('The edit was cancelled.');
    if (idleTimer) clearTimeout(idleTimer);
    if (!session) {
      session = open();
      session.catch(() => {
        session = null;
      });
    }
    const s = await session;
    if (signal?.aborted) throw new EngineError('The edit was cancelled.');
    let onAbort: (() => void) | null = null;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        // A render cannot be interrupted inside the page: drop the browser instead.
        void shutdown();
        reject(new EngineError('The edit was cancelled.'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    const rendering = s.page.render(req);
    // When the abort wins the race, the page's own failure (browser closed) is not news.
    rendering.catch(() => {});
    aborted.catch(() => {});
    try {
      const res = await Promise.race([rendering, aborted]);
      const { timings: _timings, ...result } = res;
      return result;
    } catch (e) {
      if (e instanceof EngineError) throw e;
      // The browser died or the page failed: start afresh next time.
      void shutdown();
      throw new Error(`staging renderer failed: ${(e as Error).message}`, { cause: e });
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  };

  return {
    get coldStartMs() {
      return coldStartMs;
    },
    availability() {
      return stagingAvailability(path());
    },
    async render(req, signal) {
      const a = stagingAvailability(path());
      if (!a.available) throw new EngineError(a.reason);
      checkRequest(req);
      pending++;
      const run = queue.then(() => renderOne(req, signal));
      queue = run
        .catch(() => {})
        .then(() => {
          pending--;
          armIdle();
        });
      return run;
    },
    close: shutdown,
  };
}
