/** One job run that ended in this process: what the metrics count (ops/metrics.ts). */
export interface JobRunEvent {
  operation: string;
  /** executeJob's outcome: succeeded, failed, discarded… */
  outcome: string;
  seconds: number;
}

type Listener = (event: JobRunEvent) => void;
const listeners = new Set<Listener>();

/**
 * Job runs are seen where they happen (an API's embedded pool or a worker process), not in the
 * app that builds the metrics, so they meet here. Returns the unsubscribe.
 */
export function onJobRun(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportJobRun(event: JobRunEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A metrics listener never fails a job.
    }
  }
}
