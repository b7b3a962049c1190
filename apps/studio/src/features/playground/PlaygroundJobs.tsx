import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, isActiveJob, type Job } from '@hds/api-client';
import { Button, Drawer, JobsPanel, toast, type JobsPanelJob } from '@hds/ui';
import { tagJobQueries } from '../../kit/api/edits.ts';
import { operationLabel } from './tagsJobs.ts';
import { useNow } from './useEditJob.ts';

const fail = (err: unknown, fallback: string) =>
  toast({
    title: 'Error',
    description: err instanceof ApiError && err.message ? err.message : fallback,
    variant: 'destructive',
  });

/**
 * 'Jobs' in the playground's header: the user's recent and running edits in a side panel, each
 * with its state; Cancel for a queued or running one, Retry for a failed or cancelled one. The
 * list refreshes every 2 s while something runs. `onChanged` tells the page (its versions).
 */
export function PlaygroundJobs({
  imageNames,
  onChanged,
}: {
  /** Names of images the page knows, to say which picture a job is about. */
  imageNames?: Record<string, string>;
  onChanged?: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Always read (small): the button says how many run; the panel polls only while one does.
  const jobs = useQuery(tagJobQueries.jobs.list());
  const running = (jobs.data ?? []).filter(isActiveJob).length;
  const now = useNow(open && running > 0);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const track = (id: string, on: boolean) =>
    setBusy((b) => {
      const next = new Set(b);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const cancel = useMutation({
    ...tagJobQueries.mutations.cancelJob(),
    onMutate: (id) => track(id, true),
    onSettled: (_d, _e, id) => track(id, false),
    onSuccess: () => onChanged?.(),
    onError: (err) => fail(err, 'Failed to cancel the edit'),
  });
  const retry = useMutation({
    ...tagJobQueries.mutations.retryJob(),
    onMutate: (id) => track(id, true),
    onSettled: (_d, _e, id) => track(id, false),
    onSuccess: () => onChanged?.(),
    onError: (err) => fail(err, 'Failed to retry the edit'),
  });
  const items: JobsPanelJob[] = (jobs.data ?? []).slice(0, 20).map((j: Job) => ({
    ...j,
    title: operationLabel(j.kind),
    subtitle: imageNames?.[j.image] ?? null,
  }));
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {running ? `Jobs (${running} running)` : 'Jobs'}
      </Button>
      <Drawer
        title="Jobs"
        side="right"
        closeLabel="Close jobs"
        isOpen={open}
        onOpenChange={setOpen}
      >
        <JobsPanel
          title="Recent and running edits"
          headingLevel={3}
          jobs={items}
          now={now}
          isLoading={jobs.isPending}
          error={jobs.isError ? 'Failed to load your jobs' : null}
          busyJobIds={busy}
          onCancel={(j) => cancel.mutate(j.id)}
          onRetry={(j) => retry.mutate(j.id)}
        />
      </Drawer>
    </>
  );
}
