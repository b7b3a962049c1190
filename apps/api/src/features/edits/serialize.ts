import type { Job, JobsSubmitted } from '@hds/api-client/contract';
import type { JobRow } from './repository.ts';
import type { Serializers } from '../shared/serializers.ts';
import type { Submitted } from './service.ts';

/** The Job of spec part 1 §3 (id, status, kind, error_message, result_version) and more. */
export function toJob(row: JobRow) {
  const job: Job & Record<string, unknown> = {
    id: row.id,
    status: row.status as Job['status'],
    kind: row.operation,
    error_message: row.error_message,
    result_version: row.result_version,
    image: row.image_id,
    version: row.version_id,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    operation: row.operation,
    source_version: row.source_version_id,
    attempts: row.attempts,
    cancel_requested: row.cancel_requested === 1,
    workflow_id: row.chain_id,
    step: row.chain_step,
    batch_id: row.batch_id,
    retry_of: row.retry_of,
  };
  return job;
}

/** Reply of a call that queued edits; the first job and version are also at the top level. */
export function submittedReply(ser: Serializers, s: Submitted): JobsSubmitted {
  const jobs = s.jobs.map(toJob);
  const versions = s.versions.map(ser.version);
  return {
    id: jobs[0]!.id,
    job_id: jobs[0]!.id,
    status: jobs[0]!.status,
    job: jobs[0]!,
    version: versions[0]!,
    version_id: versions[0]!.id,
    jobs,
    versions,
  };
}
