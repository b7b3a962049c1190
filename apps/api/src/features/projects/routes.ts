import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  NO_FIELDS_TO_UPDATE,
  ProjectCreateBody,
  ProjectDetailQuery,
  ProjectListQuery,
  ProjectUpdateBody,
  SAMPLE_PROJECT_DESCRIPTION,
  SAMPLE_PROJECT_TITLE,
  UPLOAD_MAX_FILES,
  uploadMessages,
  type BatchUploadResponse,
  type ProjectList,
} from '@hds/api-client/contract';
import { HttpError, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditedWrite, auditRepository } from '../../db/audit.ts';
import { boardsRepository } from '../boards/repository.ts';
import { detectionsRepository } from '../edits/detectionsRepository.ts';
import { imagesRepository } from '../images/repository.ts';
import { projectsRepository } from './repository.ts';
import { loadSampleFiles, type SampleFile } from './samples.ts';
import { storageQuota } from '../images/storageQuota.ts';
import type { Db } from '../../db/connect.ts';
import { deleteWithMedia, storeThenCommit } from '../../media/commit.ts';
import { readMultipart } from '../../media/multipart.ts';
import { prepareImages, type PreparedImage } from '../../media/prepare.ts';
import { quotaSizeOf, uploadInto } from '../images/service.ts';
import { projectNotFound, serializers } from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';
import { projectLimits, SAMPLE_CREATED } from './limits.ts';

/** Thumbnails on a project's card (`cover_thumbnails`). */
const COVER_THUMBNAILS = 4;

export async function projectRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const { db, storage } = deps;
  const projects = projectsRepository(db);
  const images = imagesRepository(db);
  const imageRepos = { images, detections: detectionsRepository(db) };
  const audit = auditRepository(db);
  const ser = serializers(deps.signer);
  const limits = projectLimits(deps);

  /**
   * The project with its images in upload order: all of them, or the first `imageLimit` (the
   * studio pages the rest with GET /images/?project=), so a large project's header is cheap.
   */
  async function detail(userId: string, id: string, imageLimit?: number) {
    const p = await projects.find(userId, id);
    if (!p) throw projectNotFound();
    const rows =
      imageLimit === undefined
        ? await images.list(userId, { projectId: id })
        : await images.page(userId, {
            projectId: id,
            newestFirst: false,
            size: Math.max(imageLimit, COVER_THUMBNAILS),
          });
    const versions = await images.versionsOf(rows.map((r) => r.id));
    // The cover, as coverThumbKeys makes it for the list, from the rows already read: the
    // first four images in upload order, each as its primary version looks.
    const covers = rows.slice(0, COVER_THUMBNAILS).map((r) => {
      const primary = versions.find(
        (v) => v.image_id === r.id && v.is_primary === 1 && v.status === 'completed',
      );
      return primary?.thumb_key ?? r.thumb_key;
    });
    const shown = imageLimit === undefined ? rows : rows.slice(0, imageLimit);
    return ser.project(p, await ser.images(imageRepos, shown, versions), covers);
  }

  /**
   * A sample file's renditions, made once per process for the same name and bytes: every new
   * user's Sample Project has the same four (about 0.6 CPU-s of decoding and encoding a user).
   */
  const preparedSamples = new Map<string, Promise<PreparedImage[]>>();
  function prepareSample(file: SampleFile): Promise<PreparedImage[]> {
    const key = `${file.filename}\0${createHash('sha256').update(file.data).digest('hex')}`;
    let made = preparedSamples.get(key);
    if (!made) {
      made = prepareImages([file], [file.filename]);
      preparedSamples.set(key, made);
      made.catch(() => preparedSamples.delete(key));
    }
    return made;
  }

  /**
   * `auto` is the first-time sample (spec part 1 §4), which nothing limits; one asked for is
   * limited in number per account and counts against the storage quota like any upload.
   */
  async function createSampleProject(userId: string, auto: boolean): Promise<string> {
    if (!auto) await limits.assertSampleAllowed(userId);
    // A sample file that fails validation is left out (and logged): the project still comes.
    const files: SampleFile[] = [];
    const prepared: PreparedImage[] = [];
    for (const file of await loadSampleFiles(deps.samplesDir)) {
      try {
        prepared.push(...(await prepareSample(file)));
        files.push(file);
      } catch (err) {
        app.log.warn({ err, file: file.filename }, 'sample image skipped');
      }
    }
    const wanted = quotaSizeOf(prepared);
    if (!auto) await storageQuota(deps).assertRoom(userId, wanted);
    return storeThenCommit({ db, storage }, prepared, async (newImages, trx) => {
      // Again inside the commit: two requests at once cannot both take the last one.
      if (!auto) {
        await limits.assertSampleAllowed(userId, trx);
        await storageQuota(deps).assertRoom(userId, wanted, { db: trx });
      }
      const p = await projectsRepository(trx).insert(userId, {
        title: SAMPLE_PROJECT_TITLE,
        address: '',
        notes: '',
        description: SAMPLE_PROJECT_DESCRIPTION,
        isSample: true,
      });
      await boardsRepository(trx).ensureAutoBoards(userId);
      const repo = imagesRepository(trx);
      const start = Date.now();
      for (const [i, img] of newImages.entries()) {
        const imageId = await repo.insert(userId, p.id, img, new Date(start + i));
        await auditRepository(trx).record({
          userId,
          action: 'image.uploaded',
          objectType: 'image',
          objectId: imageId,
          projectId: p.id,
          imageId,
          details: { name: img.name, sample: files[i]?.label ?? null },
        });
      }
      await auditRepository(trx).record({
        userId,
        action: SAMPLE_CREATED,
        objectType: 'project',
        objectId: p.id,
        projectId: p.id,
        details: { automatic: auto, images: newImages.length },
      });
      return p.id;
    });
  }

  /** Spec part 1 §4 (see isFirstTimeUser); a user who ever had a sample gets no second one. */
  // One check-and-create per user at a time, so two first lists arriving together make one.
  const pending = new Map<string, Promise<boolean>>();
  /** True when it made the sample (or another request of the user was making it). */
  async function ensureFirstTimeSample(userId: string): Promise<boolean> {
    const running = pending.get(userId);
    if (running) return running;
    const run = (async () => {
      if (!(await projects.isFirstTimeUser(userId))) return false;
      const history = await audit.listForUser(userId, 1, { action: SAMPLE_CREATED });
      if (history.length) return false;
      await createSampleProject(userId, true);
      return true;
    })().finally(() => pending.delete(userId));
    pending.set(userId, run);
    return run;
  }

  app.get('/projects/', async (request, reply) => {
    const user = requireUser(request);
    const q = parseWith(ProjectListQuery, request.query);
    return deps.reads.serve(
      request,
      reply,
      `${user.id} ${request.url}`,
      async (): Promise<ProjectList> => {
        const page = () =>
          projects.list(user.id, {
            offset: (q.page - 1) * q.page_size,
            limit: q.page_size,
            search: q.search,
          });
        let { rows, count } = await page();
        // Unfiltered, the page's count is all the user's projects: only a user with none can be a
        // first-time user, so the sample's checks run for them alone.
        if (!q.search && q.page === 1 && count === 0 && (await ensureFirstTimeSample(user.id))) {
          ({ rows, count } = await page());
        }
        const covers = await projects.coverThumbKeys(rows.map((p) => p.id));
        return {
          results: rows.map((p) => ser.project(p, [], covers.get(p.id))),
          count,
          page: q.page,
          page_size: q.page_size,
          num_pages: Math.max(1, Math.ceil(count / q.page_size)),
        };
      },
    );
  });

  app.post('/projects/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(ProjectCreateBody, request.body);
    await limits.assertProjectAllowed(user);
    const id = await db.transaction().execute(async (trx) => {
      await limits.assertProjectAllowed(user, trx);
      const p = await projectsRepository(trx).insert(user.id, body);
      // Every project gets its auto board; a deleted one comes back now (spec part 2 §9).
      await boardsRepository(trx).ensureAutoBoards(user.id);
      await auditRepository(trx).record({
        userId: user.id,
        action: 'project.created',
        objectType: 'project',
        objectId: p.id,
        projectId: p.id,
        details: { title: p.title },
      });
      return p.id;
    });
    return reply.status(201).send(await detail(user.id, id));
  });

  app.post('/projects/create_sample_project/', async (request, reply) => {
    const user = requireUser(request);
    const id = await createSampleProject(user.id, false);
    return reply.status(201).send(await detail(user.id, id));
  });

  app.get<{ Params: { id: string } }>('/projects/:id/', async (request, reply) => {
    const user = requireUser(request);
    const q = parseWith(ProjectDetailQuery, request.query);
    return deps.reads.serve(request, reply, `${user.id} ${request.url}`, () =>
      detail(user.id, request.params.id, q.image_limit),
    );
  });

  app.patch<{ Params: { id: string } }>('/projects/:id/', async (request) => {
    const user = requireUser(request);
    const existing = await projects.find(user.id, request.params.id);
    if (!existing) throw projectNotFound();
    const body = parseUpdate(ProjectUpdateBody, request.body);
    const fields = {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.address !== undefined ? { address: body.address ?? '' } : {}),
      ...(body.notes !== undefined ? { notes: body.notes ?? '' } : {}),
    };
    if (!Object.keys(fields).length) {
      throw new HttpError(400, NO_FIELDS_TO_UPDATE);
    }
    await auditedWrite(db, (trx) => projectsRepository(trx).update(user.id, existing.id, fields), {
      userId: user.id,
      action: 'project.updated',
      objectType: 'project',
      objectId: existing.id,
      projectId: existing.id,
      details: { fields: Object.keys(fields) },
    });
    return detail(user.id, existing.id);
  });

  app.delete<{ Params: { id: string } }>('/projects/:id/', async (request, reply) => {
    const user = requireUser(request);
    const existing = await projects.find(user.id, request.params.id);
    if (!existing) throw projectNotFound();
    // Images, their versions and tag links go with the project (ON DELETE CASCADE), their files
    // after the commit.
    const remove = async (trx: Db) => {
      const gone = await imagesRepository(trx).mediaKeys({ projectId: existing.id });
      await projectsRepository(trx).delete(user.id, existing.id);
      return gone;
    };
    await deleteWithMedia(deps, remove, {
      userId: user.id,
      action: 'project.deleted',
      objectType: 'project',
      objectId: existing.id,
      projectId: existing.id,
      details: { title: existing.title, images: existing.image_count },
    });
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/projects/:id/upload_images/', async (request, reply) => {
    const user = requireUser(request);
    const project = await projects.find(user.id, request.params.id);
    if (!project) throw projectNotFound();
    // A full account is told before its files are read and processed.
    await storageQuota(deps).assertRoom(user.id, { images: 1, bytes: 0 });
    const { files } = await readMultipart(request, { maxFiles: UPLOAD_MAX_FILES });
    if (!files.length) throw new HttpError(400, uploadMessages.noFile);
    const ids = await uploadInto(deps, user.id, project.id, await prepareImages(files));
    const rows = await Promise.all(ids.map((id) => images.find(user.id, id)));
    const list = await ser.images(
      imageRepos,
      rows.filter((r) => r !== undefined),
    );
    const body: BatchUploadResponse = { images: list, uploaded: list.length, count: list.length };
    return reply.status(201).send(body);
  });
}
