import { http, HttpResponse } from 'msw';
import {
  homeDesignPaths as paths,
  type Image,
  type Job,
  type JobsSubmitted,
  type Tag,
  type Version,
} from '../contract/index.ts';
import { makeVersion } from './homeDesignFixtures.ts';
import type { HomeDesignScenario } from './homeDesignHandlers.ts';

/** The user's tags and jobs, shared by the handlers below (stories seed them). */
export interface TagsJobsState {
  tags: Tag[];
  jobs: Job[];
}

export function makeTag(over: Partial<Tag> & Pick<Tag, 'id' | 'name'>): Tag {
  return { color: '#6b7280', category: null, created_at: '2026-11-01T10:00:00.000Z', ...over };
}

export function makeJob(over: Partial<Job> & Pick<Job, 'id'>): Job {
  return {
    status: 'succeeded',
    kind: 'lighting',
    error_message: null,
    result_version: null,
    image: 'img-0001',
    version: null,
    created_at: '2026-11-26T10:00:00.000Z',
    started_at: '2026-11-26T10:00:01.000Z',
    finished_at: '2026-11-26T10:00:09.000Z',
    ...over,
  };
}

const notFound = (what: string) =>
  HttpResponse.json({ detail: `${what} not found.` }, { status: 404 });
const active = (j: Job) => ['pending', 'in_progress', 'processing'].includes(j.status);
let counter = 0;

/**
 * Tags on versions (GET/POST /tags/, add-tag, remove-tag) and the jobs list, cancel and retry,
 * over the same in-memory scenario as `homeDesignHandlers`: a tag added by name that the user
 * does not have yet is created, as the server does.
 */
export function tagsJobsHandlers(s: HomeDesignScenario, state: TagsJobsState) {
  const updateVersion = (id: string, change: (v: Version) => Version): Version | null => {
    let found: Version | null = null;
    s.images = s.images.map((i): Image => ({
      ...i,
      versions: i.versions.map((v) => {
        if (v.id !== id) return v;
        found = change(v);
        return found;
      }),
    }));
    return found;
  };
  const findTag = (ref: string) => state.tags.find((t) => t.id === ref || t.name === ref);
  const tagBody = async (request: Request) =>
    String(((await request.json().catch(() => null)) as { tag?: unknown } | null)?.tag ?? '')
      .trim()
      .slice(0, 100);

  return [
    http.get(`*${paths.tags}`, () =>
      HttpResponse.json({ results: state.tags, count: state.tags.length }),
    ),
    http.post(`*${paths.tags}`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { name?: string } | null;
      const name = body?.name?.trim();
      if (!name) return HttpResponse.json({ detail: 'name is required' }, { status: 400 });
      if (findTag(name)) {
        return HttpResponse.json(
          { detail: `A tag named "${name}" already exists` },
          { status: 400 },
        );
      }
      const tag = makeTag({ id: `tag-${++counter}`, name });
      state.tags = [...state.tags, tag];
      return HttpResponse.json(tag, { status: 201 });
    }),
    http.post(`*${paths.versionAddTag(':id')}`, async ({ params, request }) => {
      const ref = await tagBody(request);
      if (!ref) return HttpResponse.json({ detail: 'tag is required' }, { status: 400 });
      let tag = findTag(ref);
      if (!tag) {
        tag = makeTag({ id: `tag-${++counter}`, name: ref });
        state.tags = [...state.tags, tag];
      }
      const added = tag;
      const v = updateVersion(String(params.id), (v) =>
        v.tags.some((t) => t.id === added.id) ? v : { ...v, tags: [...v.tags, added] },
      );
      return v ? HttpResponse.json(v) : notFound('Version');
    }),
    http.post(`*${paths.versionRemoveTag(':id')}`, async ({ params, request }) => {
      const tag = findTag(await tagBody(request));
      if (!tag) return notFound('Tag');
      const v = updateVersion(String(params.id), (v) => ({
        ...v,
        tags: v.tags.filter((t) => t.id !== tag.id),
      }));
      return v ? HttpResponse.json(v) : notFound('Version');
    }),

    http.get(`*${paths.editJobs}`, ({ request }) => {
      const image = new URL(request.url).searchParams.get('image');
      const results = state.jobs.filter((j) => !image || j.image === image);
      return HttpResponse.json({ results, count: results.length });
    }),
    http.get(`*${paths.imageJobsList(':id')}`, ({ params }) => {
      const results = state.jobs.filter((j) => j.image === params.id);
      return HttpResponse.json({ results, count: results.length });
    }),
    http.post(`*${paths.editJobCancel(':id')}`, ({ params }) => {
      const job = state.jobs.find((j) => j.id === params.id);
      if (!job) return notFound('Job');
      if (!active(job)) {
        return HttpResponse.json({ detail: 'This job has already finished' }, { status: 409 });
      }
      const ended: Job = {
        ...job,
        status: 'failed',
        error_message: 'Job cancelled',
        finished_at: new Date().toISOString(),
      };
      state.jobs = state.jobs.map((j) => (j.id === job.id ? ended : j));
      if (job.version) updateVersion(job.version, (v) => ({ ...v, status: 'failed' }));
      return HttpResponse.json(ended);
    }),
    http.post(`*${paths.editJobRetry(':id')}`, ({ params }) => {
      const job = state.jobs.find((j) => j.id === params.id);
      if (!job) return notFound('Job');
      if (job.status !== 'failed') {
        return HttpResponse.json({ detail: 'Only a failed job can be retried' }, { status: 409 });
      }
      const now = new Date().toISOString();
      const id = `job-retry-${++counter}`;
      const version = makeVersion({
        id: `ver-retry-${counter}`,
        image: job.image,
        status: 'pending',
        operation: job.kind,
        kind: 'edited',
        job_id: id,
        is_primary: false,
      });
      const next: Job = {
        ...job,
        id,
        status: 'pending',
        error_message: null,
        result_version: null,
        version: version.id,
        created_at: now,
        started_at: null,
        finished_at: null,
      };
      state.jobs = [next, ...state.jobs];
      s.images = s.images.map((i) =>
        i.id === job.image ? { ...i, versions: [...i.versions, version] } : i,
      );
      const reply: JobsSubmitted = {
        id,
        job_id: id,
        status: 'pending',
        job: next,
        version,
        version_id: version.id,
        jobs: [next],
        versions: [version],
      };
      return HttpResponse.json(reply, { status: 202 });
    }),
  ];
}
