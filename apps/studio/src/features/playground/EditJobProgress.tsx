import { EditJobStatus } from '@hds/ui';
import { useNow, type useEditJob } from './useEditJob.ts';
import { operationLabel } from './tagsJobs.ts';

/**
 * The edit the playground follows: queued or running with its elapsed time and Cancel; failed
 * with its message and Retry; cancelled with Retry. Nothing once it completed or was dismissed.
 */
export function EditJobProgress({
  job,
  operation,
}: {
  job: ReturnType<typeof useEditJob>;
  /** The operation just applied (the job's kind is known only after its first poll). */
  operation: string | null;
}) {
  const d = job.display;
  const working = d?.state === 'queued' || d?.state === 'running';
  const now = useNow(working);
  if (!d) return null;
  const title = operationLabel(d.operation ?? operation);
  return (
    <EditJobStatus
      state={d.state}
      title={title}
      elapsedMs={working && d.since !== null ? Math.max(0, now - d.since) : undefined}
      errorMessage={d.errorMessage}
      onCancel={working ? job.cancel : undefined}
      onRetry={!working && job.canRetry ? job.retry : undefined}
      onDismiss={!working ? job.dismiss : undefined}
    />
  );
}
