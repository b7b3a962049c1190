import { queryOptions } from '@tanstack/react-query';
import { Job, JobList, JobsSubmitted, homeDesignPaths as paths } from './contract/index.ts';
import type { HomeDesignApi } from './homeDesign.ts';
import type { HttpClient } from './http.ts';

/** The jobs calls of spec part 1 §7: the user's jobs (or one image's), cancel and retry. */
export function createJobsApi(http: HttpClient) {
  return {
    /** GET /edit-jobs/ (optional image): the user's jobs, newest first. */
    list: async (image?: string) =>
      JobList.parse(await http(paths.editJobs, { query: { image } })).results,
    /** GET /images/{id}/jobs_list/. */
    ofImage: async (imageId: string) =>
      JobList.parse(await http(paths.imageJobsList(imageId))).results,
    /** POST /edit-jobs/{id}/cancel/: the job as it is after the request. */
    cancel: async (id: string) =>
      Job.parse(await http(paths.editJobCancel(id), { method: 'POST' })),
    /** POST /edit-jobs/{id}/retry/: a new job (and pending version) for the same edit. */
    retry: async (id: string) =>
      JobsSubmitted.parse(await http(paths.editJobRetry(id), { method: 'POST' })),
  };
}
export type JobsApi = ReturnType<typeof createJobsApi>;

/** A job that is still queued or running. */
export const isActiveJob = (job: Pick<Job, 'status'>) =>
  job.status === 'pending' || job.status === 'in_progress' || job.status === 'processing';

/**
 * Queries and mutations for tags on versions and for the jobs panel. Mutations name what they
 * invalidate (`meta.invalidates`, run by the app's one MutationCache.onSuccess): a tag change
 * touches the image's versions (every list of them) and the user's tags; a cancel or retry
 * touches the jobs, the versions and the user's usage.
 */
export function createTagJobQueries(api: HomeDesignApi, jobs: JobsApi) {
  const tagsAll = () => ['tags'] as const;
  const jobsAll = () => ['jobs'] as const;
  const versionsTouched = [['images'], ['projects']] as const;
  return {
    tags: {
      all: tagsAll,
      /** The user's tags: the editor's suggestions. */
      list: () =>
        queryOptions({
          queryKey: ['tags', 'list', null] as const,
          queryFn: () => api.listTags(),
          staleTime: 60_000,
        }),
    },
    jobs: {
      all: jobsAll,
      /**
       * The user's recent jobs (or one image's). While one is active the list refreshes every
       * `activeIntervalMs` (the spec's 2 s poll), otherwise it waits to be invalidated.
       */
      list: (image?: string, activeIntervalMs = 2000) =>
        queryOptions({
          queryKey: ['jobs', 'list', image ?? null] as const,
          queryFn: () => jobs.list(image),
          refetchInterval: (query) =>
            query.state.data?.some(isActiveJob) ? activeIntervalMs : false,
        }),
    },
    mutations: {
      addTag: () => ({
        mutationKey: ['tags', 'add'] as const,
        mutationFn: ({ versionId, tag }: { versionId: string; tag: string }) =>
          api.addTag(versionId, tag),
        meta: { invalidates: [...versionsTouched, tagsAll()] },
      }),
      removeTag: () => ({
        mutationKey: ['tags', 'remove'] as const,
        mutationFn: ({ versionId, tag }: { versionId: string; tag: string }) =>
          api.removeTag(versionId, tag),
        meta: { invalidates: [...versionsTouched, tagsAll()] },
      }),
      cancelJob: () => ({
        mutationKey: ['jobs', 'cancel'] as const,
        mutationFn: (id: string) => jobs.cancel(id),
        meta: { invalidates: [jobsAll(), ...versionsTouched, ['user']] },
      }),
      retryJob: () => ({
        mutationKey: ['jobs', 'retry'] as const,
        mutationFn: (id: string) => jobs.retry(id),
        meta: { invalidates: [jobsAll(), ...versionsTouched, ['user']] },
      }),
    },
  };
}
export type TagJobQueries = ReturnType<typeof createTagJobQueries>;
