import type { FastifyInstance } from 'fastify';
import {
  BatchTransformationBody,
  DetectObjectsBody,
  EmptyRoomBody,
  ProjectBatchBody,
  RemoveByDescriptionBody,
  TransformationBody,
  type BatchSubmitted,
  type DetectObjectsResponse,
} from '@hds/api-client/contract';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { categoriesOf, detectionsRepository, keepDetections } from './detectionsRepository.ts';
import { imagesRepository } from '../images/repository.ts';
import { projectsRepository } from '../projects/repository.ts';
import type { EditRouteDeps } from './deps.ts';
import { editService, parseArgs, resolveOperation, unknownTransformation } from './service.ts';
import { submittedReply, toJob } from './serialize.ts';
import { projectNotFound, serializers } from '../shared/serializers.ts';

export type { EditRouteDeps };

/** Transformations (one image, a batch, a project), detection and its removal shortcuts. */
export async function transformationRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  const edits = editService(deps);
  const ser = serializers(deps.signer);
  const images = imagesRepository(deps.db);
  const projects = projectsRepository(deps.db);
  const detections = detectionsRepository(deps.db);

  function batchReply(s: Awaited<ReturnType<typeof edits.submit>>): BatchSubmitted {
    return {
      batch_id: s.batchId!,
      jobs: s.jobs.map(toJob),
      versions: s.versions.map(ser.version),
      count: s.jobs.length,
    };
  }

  // Static paths win over the parametric one in Fastify's router.
  app.post('/transformations/batch/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(BatchTransformationBody, request.body);
    const operation = resolveOperation(body.transformation);
    if (!operation) throw unknownTransformation(body.transformation);
    const args = parseArgs(operation, body.parameters);
    const ids = [...new Set(body.image_ids)];
    const s = await edits.submit(
      user,
      ids.map((imageId) => ({ imageId, operation, args })),
      { batch: true },
    );
    return reply.status(202).send(batchReply(s));
  });

  app.post<{ Params: { type: string } }>('/transformations/:type/', async (request, reply) => {
    const user = requireUser(request);
    const operation = resolveOperation(request.params.type);
    if (!operation) throw unknownTransformation(request.params.type, 'type');
    const body = parseWith(TransformationBody, request.body);
    const args = parseArgs(operation, body.args ?? body.parameters);
    const s = await edits.submit(user, [
      { imageId: body.image_id, versionId: body.version_id, operation, args },
    ]);
    return reply.status(202).send(submittedReply(ser, s));
  });

  app.post<{ Params: { id: string } }>('/projects/:id/batch_jobs/', async (request, reply) => {
    const user = requireUser(request);
    const project = await projects.find(user.id, request.params.id);
    if (!project) throw projectNotFound();
    const body = parseWith(ProjectBatchBody, request.body);
    const operation = resolveOperation(body.transformation);
    if (!operation) throw unknownTransformation(body.transformation);
    const args = parseArgs(operation, body.parameters);
    const inProject = (await images.list(user.id, { projectId: project.id })).map((i) => i.id);
    const ids = body.image_ids ? [...new Set(body.image_ids)] : inProject;
    if (ids.some((id) => !inProject.includes(id))) {
      throw new HttpError(404, 'Image not found.');
    }
    if (!ids.length) throw new HttpError(400, 'This project has no images to edit');
    const s = await edits.submit(
      user,
      ids.map((imageId) => ({ imageId, operation, args })),
      { batch: true },
    );
    return reply.status(202).send(batchReply(s));
  });

  app.post<{ Params: { id: string } }>('/images/:id/detect_objects/', async (request) => {
    const user = requireUser(request);
    const image = await edits.ownedImage(user.id, request.params.id);
    const body = parseWith(DetectObjectsBody, request.body);
    const version = await edits.sourceVersion(user.id, image.id, body.version_id);
    let objects = await detections.find(version.id);
    const cached = objects !== undefined;
    if (!objects) {
      const { detector, reason } = deps.engines.detector();
      if (!detector) throw new HttpError(503, reason ?? 'Object detection is not available');
      const data = await deps.storage.read(version.storage_key!);
      if (!data) throw new HttpError(409, 'The file of this version is missing');
      const found = await detector.detect(data);
      objects = found;
      await keepDetections(
        deps.db,
        { userId: user.id, imageId: image.id, versionId: version.id, projectId: image.project_id },
        found,
      );
    }
    const res: DetectObjectsResponse = {
      image: image.id,
      version_id: version.id,
      categories: categoriesOf(objects),
      objects,
      cached,
    };
    return res;
  });

  app.post<{ Params: { id: string } }>(
    '/images/:id/remove_by_description/',
    async (request, reply) => {
      const user = requireUser(request);
      const image = await edits.ownedImage(user.id, request.params.id);
      const body = parseWith(RemoveByDescriptionBody, request.body);
      const args = parseArgs('object_removal', {
        ...(body.categories?.length ? { categories: body.categories } : {}),
        ...(body.description ? { description: body.description } : {}),
        ...(body.seed !== undefined ? { seed: body.seed } : {}),
      });
      const s = await edits.submit(user, [
        { imageId: image.id, versionId: body.version_id, operation: 'object_removal', args },
      ]);
      return reply.status(202).send(submittedReply(ser, s));
    },
  );

  app.post<{ Params: { id: string } }>('/images/:id/empty_room/', async (request, reply) => {
    const user = requireUser(request);
    const image = await edits.ownedImage(user.id, request.params.id);
    const body = parseWith(EmptyRoomBody, request.body);
    const args = parseArgs('empty_room', body.args ?? body.parameters);
    const s = await edits.submit(user, [
      { imageId: image.id, versionId: body.version_id, operation: 'empty_room', args },
    ]);
    return reply.status(202).send(submittedReply(ser, s));
  });
}
