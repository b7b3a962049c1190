#!/usr/bin/env node
// The fixture listing portal (fixtures/listings) on a loopback port: static pages in different
// formats plus a few generated answers the SSRF and upload tests need. Used by the API's server
// tests (apps/api/test/helpers/listingPortal.ts) and the e2e. Standalone:
//   npm run listing-portal -w @hds/dev [-- port]      (default 43123, 127.0.0.1 only)
// The API reaches it only when LISTINGS_FETCH_ALLOW=127.0.0.1:<port> (test-only setting).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  'fixtures/listings',
);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.txt': 'text/plain',
};

let hugePixels = null;
/** A PNG of 9000 × 5000 px (45 MP, over the 40 MP limit) but only a few hundred KB. */
async function hugePixelsPng() {
  if (!hugePixels) {
    const { default: sharp } = await import('sharp');
    hugePixels = await sharp({
      create: { width: 9000, height: 5000, channels: 3, background: '#88aacc' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  return hugePixels;
}

/** Streams `bytes` of filler with the given type and no Content-Length (a chunked body). */
function streamBytes(res, bytes, type, head = '') {
  res.writeHead(200, { 'content-type': type });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  if (head) {
    res.write(head);
    sent += Buffer.byteLength(head);
  }
  const pump = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('close', () => {
    sent = bytes;
  });
  pump();
}

/**
 * Starts the portal. Returns its origin, the hits per path (every request counted, so tests can
 * show that a refused fetch never reached it) and close().
 */
export async function startListingPortal({
  port = 0,
  host = '127.0.0.1',
  root = FIXTURES_DIR,
  unref = false,
} = {}) {
  const hits = new Map();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://portal');
    const path = url.pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    try {
      if (path === '/redirect') {
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        return void res.end();
      }
      if (path === '/redirect-loop') {
        const n = Number(url.searchParams.get('n') ?? 0);
        res.writeHead(302, { location: `/redirect-loop?n=${n + 1}` });
        return void res.end();
      }
      if (path === '/slow.html') {
        // Headers only after a long while: the fetcher's deadline must cut it.
        const t = setTimeout(
          () => {
            res.writeHead(200, { 'content-type': 'text/html' });
            res.end('<title>late</title>');
          },
          Number(url.searchParams.get('ms') ?? 30_000),
        );
        res.on('close', () => clearTimeout(t));
        return;
      }
      if (path === '/huge.html') {
        return streamBytes(res, 50 * 1024 * 1024, 'text/html', '<!doctype html><title>big</title>');
      }
      if (path === '/generated/huge-bytes.jpg') {
        const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
        return streamBytes(res, 50 * 1024 * 1024, 'image/jpeg', jpegStart);
      }
      if (path === '/generated/huge-pixels.png') {
        const png = await hugePixelsPng();
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
        return void res.end(png);
      }
      const file = normalize(join(root, decodeURIComponent(path)));
      if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return void res.end('not found');
      }
      const type =
        path === '/not-an-image.jpg'
          ? 'text/plain'
          : (TYPES[extname(file)] ?? 'application/octet-stream');
      res.writeHead(200, { 'content-type': type, 'content-length': statSync(file).size });
      createReadStream(file).pipe(res);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    }
  });
  await new Promise((ok) => server.listen(port, host, ok));
  // A suite that never closes it (a shared fixture) must not be kept alive by it.
  if (unref) server.unref();
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://${host}:${actualPort}`,
    port: actualPort,
    hits,
    /** Requests counted so far, all paths together. */
    total: () => [...hits.values()].reduce((a, b) => a + b, 0),
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok(undefined));
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? process.env.LISTING_PORTAL_PORT ?? 43123);
  const portal = await startListingPortal({ port });
  console.log(`listing portal on ${portal.origin} (LISTINGS_FETCH_ALLOW=127.0.0.1:${portal.port})`);
}
