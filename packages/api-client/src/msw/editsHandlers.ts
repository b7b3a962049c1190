import { delay, http, HttpResponse } from 'msw';
import {
  GENERATED_OPERATIONS,
  HOME_DESIGN_BASE,
  MaskClickBody,
  OPERATIONS,
  OPERATION_LABELS,
  SAMPLE_PROJECT_DESCRIPTION,
  SAMPLE_PROJECT_TITLE,
  TRANSFORMATION_PATHS,
  homeDesignPaths as paths,
  type Capabilities,
  type EditOperation,
  type Image,
  type Job,
  type JobsSubmitted,
  type Mask,
  type MaskOperation,
  type Version,
  LOCAL_LIMITS,
} from '../contract/index.ts';
import { makeMaskClick, makeMaskPreview } from './maskFixtures.ts';
import { makeImage, makeProject, makeVersion } from './homeDesignFixtures.ts';
import type { HomeDesignScenario } from './homeDesignHandlers.ts';

/** How the playground's server behaves in a story or test. */
export interface EditsOptions {
  /** Job reads before a job finishes (each read is one 2 s poll in the playground). @default 1 */
  pollsToFinish?: number;
  /** Jobs end failed with this `error_message` instead of succeeding. */
  failJobsWith?: string;
  /** Operations the server cannot run, with the reason `capabilities` gives. */
  unavailable?: Partial<Record<EditOperation, string>>;
  /** Set primary answers 500 with this detail (after `setPrimaryDelayMs`). */
  failSetPrimaryWith?: string;
  /** Milliseconds before set primary answers. @default 0 */
  setPrimaryDelayMs?: number;
  /** Creating the sample project answers 500 with this detail. */
  failSampleWith?: string;
  /** The mask preview answers this status and detail instead of a preview. */
  failMaskPreviewWith?: { status: number; detail: string };
  /** Milliseconds before the mask preview answers. @default 0 */
  maskPreviewDelayMs?: number;
  /** The mask click answers this status and detail instead of a mask. */
  failMaskClickWith?: { status: number; detail: string };
  /** Milliseconds before the mask click answers. @default 0 */
  maskClickDelayMs?: number;
}

/** The four pictures of the sample project (spec part 1 §3), as the server names them. */
export const SAMPLE_PICTURES = [
  ['kitchen_before.jpg', '/samples/kitchen/empty_daylight.jpg'],
  ['kitchen_after.jpg', '/samples/kitchen/furnished_mediterranean_daylight.jpg'],
  ['living_room_before.jpg', '/samples/living_room/empty_daylight.jpg'],
  ['living_room_after.jpg', '/samples/living_room/furnished_industrial_daylight.jpg'],
] as const;

/**
 * Puts a sample project with its four images into the scenario (made `createdAt`, by default
 * now, so the studio greets it with 'Welcome'); returns its id.
 */
export function addSampleProject(
  s: HomeDesignScenario,
  { id = 'prj-sample', createdAt = new Date().toISOString() } = {},
) {
  s.projects = [
    makeProject({
      id,
      title: SAMPLE_PROJECT_TITLE,
      description: SAMPLE_PROJECT_DESCRIPTION,
      address: '',
      is_sample: true,
      created_at: createdAt,
      updated_at: createdAt,
    }),
    ...s.projects,
  ];
  const images = SAMPLE_PICTURES.map(([name, url], i) => {
    const imageId = `${id}-img-${i + 1}`;
    return makeImage({
      id: imageId,
      uuid: imageId,
      image_id: imageId,
      name,
      project: id,
      project_title: SAMPLE_PROJECT_TITLE,
      original_url: url,
      file_url: url,
      url,
      file: url,
      thumb_url: url,
      thumbnail_url: url,
      preview_url: url,
      created_at: createdAt,
      versions: [
        makeVersion({
          id: `${imageId}-v1`,
          image: imageId,
          storage_url: url,
          preview_url: url,
          thumbnail_url: url,
        }),
      ],
    });
  });
  s.images = [...s.images, ...images];
  return id;
}

const notFound = (what: string) =>
  HttpResponse.json({ detail: `${what} not found.` }, { status: 404 });

let counter = 0;

/**
 * The playground's calls over the same in-memory scenario as `homeDesignHandlers`:
 * capabilities, transformations (a pending version and a job), job polling (the job finishes
 * after `pollsToFinish` reads and its version completes), set primary and the sample project.
 */
export function editsHandlers(s: HomeDesignScenario, options: EditsOptions = {}) {
  const { pollsToFinish = 1 } = options;
  const jobs = new Map<string, { job: Job; reads: number }>();
  const previews = new Set<string>();
  const findVersion = (id: string) =>
    s.images.flatMap((i) => i.versions).find((v) => v.id === id) ?? null;
  const update = (imageId: string, change: (image: Image) => Image) => {
    s.images = s.images.map((i) => (i.id === imageId ? change(i) : i));
  };

  return [
    http.get(`*${HOME_DESIGN_BASE}/capabilities/`, () => {
      const reply: Capabilities = {
        operations: OPERATIONS.map((operation) => {
          const reason = options.unavailable?.[operation] ?? null;
          // What the server's local engine says of itself (issue #38), for the edit cards.
          const local = reason ? null : (LOCAL_LIMITS[operation] ?? null);
          return { operation, available: !reason, engine: reason ? null : 'local', reason, local };
        }),
      };
      return HttpResponse.json(reply);
    }),

    http.post(`*${HOME_DESIGN_BASE}/transformations/:path/`, async ({ params, request }) => {
      const operation = TRANSFORMATION_PATHS[String(params.path)];
      if (!operation) return notFound('Transformation');
      const body = (await request.json().catch(() => null)) as {
        image_id?: string;
        version_id?: string;
      } | null;
      const image = s.images.find((i) => i.id === body?.image_id);
      if (!image) return notFound('Image');
      const parent =
        (body?.version_id && findVersion(body.version_id)) ||
        image.versions.find((v) => v.is_primary) ||
        image.versions[0];
      const now = new Date().toISOString();
      counter += 1;
      const version: Version = makeVersion({
        ...parent,
        id: `ver-edit-${counter}`,
        image: image.id,
        label: OPERATION_LABELS[operation],
        kind: GENERATED_OPERATIONS.includes(operation) ? 'generated' : 'edited',
        operation,
        status: 'pending',
        is_primary: false,
        created_at: now,
        tags: [],
        parent: parent?.id ?? null,
        job_id: `job-${counter}`,
      });
      const job: Job = {
        id: `job-${counter}`,
        status: 'pending',
        kind: operation,
        error_message: null,
        result_version: null,
        image: image.id,
        version: version.id,
        created_at: now,
        started_at: null,
        finished_at: null,
      };
      jobs.set(job.id, { job, reads: 0 });
      update(image.id, (i) => ({ ...i, versions: [...i.versions, version] }));
      const reply: JobsSubmitted = {
        id: job.id,
        job_id: job.id,
        status: job.status,
        job,
        version,
        version_id: version.id,
        jobs: [job],
        versions: [version],
      };
      return HttpResponse.json(reply, { status: 202 });
    }),

    http.get(`*${HOME_DESIGN_BASE}/edit-jobs/:id/`, ({ params }) => {
      const entry = jobs.get(String(params.id));
      if (!entry) return notFound('Job');
      entry.reads += 1;
      if (entry.reads >= pollsToFinish && entry.job.status === 'pending') {
        const failed = options.failJobsWith !== undefined;
        const finished = new Date().toISOString();
        entry.job = {
          ...entry.job,
          status: failed ? 'failed' : 'succeeded',
          error_message: failed ? options.failJobsWith! : null,
          result_version: failed ? null : entry.job.version,
          started_at: entry.job.created_at,
          finished_at: finished,
        };
        update(entry.job.image, (i) => ({
          ...i,
          versions: i.versions.map((v) =>
            v.id === entry.job.version ? { ...v, status: failed ? 'failed' : 'completed' } : v,
          ),
        }));
      }
      return HttpResponse.json(entry.job);
    }),

    http.post(`*${paths.imageSetPrimary(':id')}`, async ({ params, request }) => {
      if (options.setPrimaryDelayMs) await delay(options.setPrimaryDelayMs);
      if (options.failSetPrimaryWith) {
        return HttpResponse.json({ detail: options.failSetPrimaryWith }, { status: 500 });
      }
      const body = (await request.json().catch(() => null)) as { version_id?: string } | null;
      const image = s.images.find((i) => i.id === params.id);
      const version = image?.versions.find((v) => v.id === body?.version_id);
      if (!image || !version) return notFound('Version');
      update(image.id, (i) => ({
        ...i,
        versions: i.versions.map((v) => ({ ...v, is_primary: v.id === version.id })),
      }));
      return HttpResponse.json({ success: true, version: { ...version, is_primary: true } });
    }),

    http.post(`*${HOME_DESIGN_BASE}/versions/:id/mask_preview/`, async ({ params, request }) => {
      if (options.maskPreviewDelayMs) await delay(options.maskPreviewDelayMs);
      const version = findVersion(String(params.id));
      if (!version) return notFound('Version');
      const { failMaskPreviewWith: fail } = options;
      if (fail) return HttpResponse.json({ detail: fail.detail }, { status: fail.status });
      const body = (await request.json().catch(() => null)) as { operation?: MaskOperation } | null;
      const preview = makeMaskPreview({
        versionId: version.id,
        operation: body?.operation ?? 'wall_color',
        width: version.width ?? 1600,
        height: version.height ?? 1200,
        cached: previews.has(`${version.id}:${body?.operation}`),
      });
      previews.add(`${version.id}:${body?.operation}`);
      return HttpResponse.json(preview);
    }),

    http.post(`*${HOME_DESIGN_BASE}/versions/:id/mask_click/`, async ({ params, request }) => {
      if (options.maskClickDelayMs) await delay(options.maskClickDelayMs);
      const version = findVersion(String(params.id));
      if (!version) return notFound('Version');
      const { failMaskClickWith: fail } = options;
      if (fail) return HttpResponse.json({ detail: fail.detail }, { status: fail.status });
      const body = MaskClickBody.safeParse(await request.json().catch(() => null));
      if (!body.success)
        return HttpResponse.json({ detail: 'Invalid mask click' }, { status: 400 });
      return HttpResponse.json(makeMaskClick({ versionId: version.id, ...body.data }));
    }),

    http.post(`*${HOME_DESIGN_BASE}/masks/`, async ({ request }) => {
      const form = await request.formData().catch(() => null);
      const version = findVersion(String(form?.get('version_id') ?? ''));
      if (!version) return notFound('Version');
      const mask: Mask = {
        id: `mask-${++counter}`,
        version_id: version.id,
        width: version.width ?? 1600,
        height: version.height ?? 1200,
        coverage: 0.3,
        created_at: new Date().toISOString(),
      };
      return HttpResponse.json(mask, { status: 201 });
    }),

    http.post(`*${paths.createSampleProject}`, () => {
      if (options.failSampleWith) {
        return HttpResponse.json({ detail: options.failSampleWith }, { status: 500 });
      }
      const id = addSampleProject(s, { id: `prj-sample-${++counter}` });
      const project = s.projects.find((p) => p.id === id)!;
      const images = s.images.filter((i) => i.project === id);
      return HttpResponse.json({ ...project, images, image_count: images.length }, { status: 201 });
    }),
  ];
}
