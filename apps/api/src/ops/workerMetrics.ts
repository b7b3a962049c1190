import { createServer, type Server } from 'node:http';
import type { Db } from '../db/connect.ts';
import { createMetricsRegistry } from './metrics.ts';
import { METRICS_REFUSED, metricsAllowed } from './metricsAccess.ts';

/**
 * A worker process's own `GET /metrics` (METRICS_PORT): the jobs it ran, by operation and
 * outcome, with their durations, its process figures and the queue depth. Same access rule as
 * the API's: loopback, or `Authorization: Bearer <METRICS_TOKEN>`.
 */
export async function serveWorkerMetrics(opts: {
  db: Db;
  port: number;
  host: string;
  token: string | null;
}): Promise<{ server: Server; close: () => Promise<void> }> {
  const { registry, text, stop } = createMetricsRegistry(opts.db);
  const server = createServer((req, res) => {
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      return send(404, 'application/json', JSON.stringify({ detail: 'Not found.' }));
    }
    const ip = req.socket.remoteAddress ?? '';
    if (!metricsAllowed({ ip, headers: req.headers }, opts.token)) {
      return send(403, 'application/json', JSON.stringify({ detail: METRICS_REFUSED }));
    }
    text().then(
      (body) => send(200, registry.contentType, body),
      () => send(503, 'application/json', JSON.stringify({ detail: 'Metrics unavailable.' })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        stop();
        server.close(() => resolve());
      }),
  };
}
