/**
 * Node side of the stager page: loads the page's prebuilt script (dist/stager.js, built from
 * src/page/page.ts by `npm run build -w @hds/stager`), opens it in headless Chromium
 * (playwright-core, SwiftShader WebGL) and turns `window.hdsStage`'s answer into a
 * StagingRenderResult. Nothing here bundles: the server only reads the built file. The lifecycle
 * (one browser kept, one render at a time, idle close) is the caller's:
 * packages/engine/src/local/furnish/renderer.ts.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromiumArgs.ts';
import type { StagingRenderRequest, StagingRenderResult } from './contract.ts';
import { STAGER_SCRIPT, stagerBuilt } from './paths.ts';

/** What `window.hdsStage` answers (src/page/page.ts). */
interface StageAnswer {
  width: number;
  height: number;
  /** The region the bytes cover (x, y, w, h); everything outside is zero. */
  box: [number, number, number, number];
  /** Empty when the bytes were uploaded (box w·h·5: RGBA rows, then the shadow channel). */
  data: string;
  ms: number;
  timings: Record<string, number>;
}

interface StagerGlobal {
  hdsStage?: (req: StagingRenderRequest, upload?: string) => Promise<StageAnswer>;
}

/** The Chromium the stager uses: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Why the stager cannot run here (its page is not built), or null when it can. */
export function stagerUnavailable(): string | null {
  return stagerBuilt()
    ? null
    : 'The furniture stager is not built on this server: run npm run build (or npm run build -w @hds/stager).';
}

/** The stager page's script (three.js and the furniture library, ~1 MB unminified), as built. */
export async function stagerScript(): Promise<string> {
  const why = stagerUnavailable();
  if (why) throw new Error(why);
  return readFile(STAGER_SCRIPT, 'utf8');
}

/** Launches headless Chromium with SwiftShader WebGL. */
export async function launchStagerBrowser(executablePath = chromiumPath()): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** An open stager page: the page, the loopback server it came from, and its render call. */
export interface StagerPage {
  page: Page;
  /** Renders one request (one at a time: the caller serialises). */
  render(
    req: StagingRenderRequest,
  ): Promise<StagingRenderResult & { timings: Record<string, number> }>;
  close(): Promise<void>;
}

/**
 * Opens a page in `browser` with the stager script loaded. The page is served from a loopback
 * HTTP server of this process, so it can POST the rendered bytes back as raw binary (a base64
 * string through page.evaluate costs seconds for the 8.5 MB of a 1600 px render).
 */
export async function openStagerPage(browser: Browser, script: string): Promise<StagerPage> {
  const http = await import('node:http');
  const { randomBytes } = await import('node:crypto');
  const secret = randomBytes(12).toString('hex');
  const html =
    '<!doctype html><html><head><meta charset="utf-8"></head><body>' +
    `<script src="/${secret}/stager.js"></script></body></html>`;
  const uploads = new Map<
    string,
    { resolve: (b: { meta: StageAnswer; bytes: Buffer }) => void; reject: (e: Error) => void }
  >();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (req.method === 'GET' && url === `/${secret}/`) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else if (req.method === 'GET' && url === `/${secret}/stager.js`) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (req.method === 'POST' && uploads.has(url)) {
      const waiter = uploads.get(url)!;
      uploads.delete(url);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(204).end();
        try {
          const meta = JSON.parse(String(req.headers['x-hds-stage'])) as StageAnswer;
          waiter.resolve({ meta, bytes: Buffer.concat(chunks) });
        } catch (e) {
          waiter.reject(e as Error);
        }
      });
      req.on('error', (e) => waiter.reject(e));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  try {
    await page.goto(`${origin}/${secret}/`);
    const ok = await page.evaluate(
      () => typeof (globalThis as StagerGlobal).hdsStage === 'function',
    );
    if (!ok) throw new Error(`stager bundle did not load: ${errors.join('; ')}`);
  } catch (e) {
    await page.close().catch(() => {});
    await closeServer();
    throw e;
  }

  let counter = 0;
  return {
    page,
    async render(req) {
      const path = `/${secret}/result/${++counter}`;
      const body = new Promise<{ meta: StageAnswer; bytes: Buffer }>((resolve, reject) =>
        uploads.set(path, { resolve, reject }),
      );
      const answer = page.evaluate(
        ([r, upload]) => {
          const stage = (globalThis as StagerGlobal).hdsStage;
          if (!stage) throw new Error('stager page not loaded');
          // Resolve with nothing: the result came with the upload.
          return stage(r, upload).then(() => null);
        },
        [req, path] as const,
      );
      // The upload carries the result; the evaluation only matters when it fails first.
      const failed = answer.then(
        () => new Promise<never>(() => {}),
        (e: unknown) => {
          uploads.delete(path);
          throw e;
        },
      );
      failed.catch(() => {});
      const { meta, bytes } = await Promise.race([body, failed]);
      return toResult(meta, bytes);
    },
    async close() {
      for (const w of uploads.values()) w.reject(new Error('stager page closed'));
      uploads.clear();
      await page.close().catch(() => {});
      await closeServer();
    },
  };
}

/** Expands the page's cropped bytes to full-frame colour and shadow buffers. */
function toResult(
  res: StageAnswer,
  bytes: Buffer,
): StagingRenderResult & { timings: Record<string, number> } {
  const { width, height } = res;
  const [bx, by, bw, bh] = res.box;
  if (bytes.length !== bw * bh * 5 || bx + bw > width || by + bh > height) {
    throw new Error(`stager returned ${bytes.length} bytes for a ${bw}×${bh} box`);
  }
  const color = new Uint8Array(width * height * 4);
  const shadow = new Uint8Array(width * height);
  const base = bw * bh * 4;
  for (let r = 0; r < bh; r++) {
    const row = (by + r) * width + bx;
    color.set(bytes.subarray(r * bw * 4, (r + 1) * bw * 4), row * 4);
    shadow.set(bytes.subarray(base + r * bw, base + (r + 1) * bw), row);
  }
  return { width, height, color, shadow, ms: res.ms, timings: res.timings };
}
