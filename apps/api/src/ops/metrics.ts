import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sharedPool } from '@hds/engine';
import type { Db } from '../db/connect.ts';
import { onJobRun } from './jobEvents.ts';
import { METRICS_REFUSED, metricsAllowed } from './metricsAccess.ts';

export const METRICS_PATH = '/metrics';

/** Job statuses that make up the queue: waiting, and claimed by a worker. */
const QUEUED = ['pending', 'in_progress'] as const;

/** Process figures (CPU, memory, event loop, GC): collected once per process, however many apps
 * it builds (the test suites build dozens), then shown by each app's registry. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'hds_' });
  }
  return processRegistry;
}

/**
 * The registry one process exposes: its own process figures and the job runs it made, plus the
 * queue depth read from the jobs table (the queue's source of truth, the same for every
 * process). `db` null: no queue gauge (a process without the database).
 */
export function createMetricsRegistry(db: Db | null) {
  const registry = new Registry();
  const jobDuration = new Histogram({
    name: 'hds_job_duration_seconds',
    help: 'Edit jobs run by this process, by operation and outcome (succeeded, failed, discarded)',
    labelNames: ['operation', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  const stop = onJobRun((e) =>
    jobDuration.observe({ operation: e.operation, outcome: e.outcome }, e.seconds),
  );
  // The engine's model pool in this process (loaded on first use, released when idle).
  new Gauge({
    name: 'hds_engine_model_loads',
    help: 'Times this process loaded an engine model (ONNX sessions) since it started',
    registers: [registry],
    collect() {
      this.set(sharedPool().loads);
    },
  });
  new Gauge({
    name: 'hds_engine_model_loaded_bytes',
    help: 'Bytes of the model files behind each engine model loaded in this process now',
    labelNames: ['model'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [model, bytes] of Object.entries(sharedPool().memory()))
        this.set({ model }, bytes);
    },
  });
  if (db) {
    new Gauge({
      name: 'hds_jobs_queue_depth',
      help: 'Edit jobs waiting (pending) or running (in_progress), across all processes',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const rows = await db
          .selectFrom('jobs')
          .select(['status', sql<number>`count(*)`.as('n')])
          .where('status', 'in', [...QUEUED])
          .groupBy('status')
          .execute();
        for (const status of QUEUED) {
          this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
        }
      },
    });
  }
  return {
    registry,
    /** The text to serve: this registry's metrics and the process figures. */
    text: () => Registry.merge([processMetrics(), registry]).metrics(),
    stop,
  };
}

/**
 * `GET /metrics` in Prometheus' text format, and the request figures behind it: count and
 * latency per route pattern, method and status (a 404 on no route is `unmatched`, so scanners
 * cannot grow the label set). Served to loopback or with `METRICS_TOKEN` (ops/metricsAccess.ts).
 */
export function registerMetrics(app: FastifyInstance, deps: { db: Db; token: string | null }) {
  const { registry, text, stop } = createMetricsRegistry(deps.db);
  const requests = new Histogram({
    name: 'hds_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status; _count is the request count',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onClose', async () => stop());
  app.get(METRICS_PATH, async (request, reply) => {
    if (!metricsAllowed(request, deps.token)) {
      return reply.status(403).send({ detail: METRICS_REFUSED });
    }
    const body = await text();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
