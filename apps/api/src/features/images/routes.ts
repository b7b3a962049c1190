import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMAGE_CURSOR_INVALID,
  ImageListQuery,
  SetPrimaryBody,
  UPLOAD_MAX_FILES,
  uploadMessages,
  type BatchUploadResponse,
  type VersionTree,
  type VersionTreeNode,
} from '@hds/api-client/contract';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditedWrite } from '../../db/audit.ts';
import { detectionsRepository } from '../edits/detectionsRepository.ts';
import { imagesRepository } from './repository.ts';
import { projectsRepository } from '../projects/repository.ts';
import type { Db } from '../../db/connect.ts';
import { deleteWithMedia } from '../../media/commit.ts';
import { readMultipart } from '../../media/multipart.ts';
import { prepareImages } from '../../media/prepare.ts';
import { storageQuota } from './storageQuota.ts';
import {
  imageNotFound,
  projectNotFound,
  serializers,
  versionNotFound,
} from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';
import { uploadInto } from './service.ts';

/** Page size of GET /images/ when a cursor comes without page_size. */
const IMAGE_PAGE_DEFAULT = 24;

/** An opaque position in the list: the last row's created_at and id, base64url JSON. */
function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      typeof v[1] === 'string' &&
      v[0].length <= 40 &&
      v[1].length <= 60
    ) {
      return { createdAt: v[0], id: v[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, IMAGE_CURSOR_INVALID);
}

export async function imageRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const { db } = deps;
  const images = imagesRepository(db);
  const imageRepos = { images, detections: detectionsRepository(db) };
  const projects = projectsRepository(db);
  const ser = serializers(deps.signer);

  async function ownedImage(userId: string, id: string) {
    const row = await images.find(userId, id);
    if (!row) throw imageNotFound();
    return row;
  }

  async function imageDetail(userId: string, id: string) {
    const row = await ownedImage(userId, id);
    return (await ser.images(imageRepos, [row]))[0]!;
  }

  /** The project named by a form field: required unless `optional`, always the user's own. */
  async function projectFromField(userId: string, value: string | undefined, optional: boolean) {
    const id = value?.trim();
    if (!id) {
      if (optional) return null;
      throw new HttpError(400, 'project is required');
    }
    const p = await projects.find(userId, id);
    if (!p) throw projectNotFound();
    return p.id;
  }

  async function uploadOne(
    userId: string,
    fieldName: 'project_id' | 'project',
    request: FastifyRequest,
  ) {
    // A full account is told before its file is read and processed (uploadInto checks again).
    await storageQuota(deps).assertRoom(userId, { images: 1, bytes: 0 });
    const { files, fields } = await readMultipart(request, { maxFiles: 1 });
    const file = files[0];
    if (!file) throw new HttpError(400, uploadMessages.noFile);
    const projectId = await projectFromField(
      userId,
      fields[fieldName] ?? fields.project_id ?? fields.project,
      true,
    );
    const prepared = await prepareImages([file], [fields.name ?? '']);
    const [id] = await uploadInto(deps, userId, projectId, prepared);
    return imageDetail(userId, id!);
  }

  app.get('/images/', async (request, reply) => {
    const user = requireUser(request);
    const q = parseWith(ImageListQuery, request.query);
    return deps.reads.serve(request, reply, `${user.id} ${request.url}`, async () => {
      let projectId: string | undefined;
      let projectCount: number | undefined;
      if (q.project) {
        const p = await projects.find(user.id, q.project);
        if (!p) throw projectNotFound();
        projectId = p.id;
        projectCount = p.image_count;
      }
      const newestFirst =
        q.ordering === '-created_at' || (!projectId && q.ordering !== 'created_at');
      if (q.page_size === undefined && q.cursor === undefined) {
        const rows = await images.list(user.id, { projectId, limit: q.limit, newestFirst });
        const results = await ser.images(imageRepos, rows);
        return { results, count: results.length, next_cursor: null };
      }
      // One page: the rows after the cursor plus one, which only says whether more follow.
      const size = q.page_size ?? q.limit ?? IMAGE_PAGE_DEFAULT;
      const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
      // A project's count came with the project row; the user's whole count is one more query.
      const [rows, count] = await Promise.all([
        images.page(user.id, { projectId, newestFirst, size, after }),
        projectCount ?? images.count(user.id),
      ]);
      const pageRows = rows.slice(0, size);
      const last = pageRows.at(-1);
      const results = await ser.images(imageRepos, pageRows);
      return {
        results,
        count,
        next_cursor: rows.length > size && last ? encodeCursor(last) : null,
      };
    });
  });

  app.post('/images/', async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await uploadOne(user.id, 'project_id', request));
  });

  app.post('/images/upload/', async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await uploadOne(user.id, 'project', request));
  });

  app.post('/images/batch-upload/', async (request, reply) => {
    const user = requireUser(request);
    await storageQuota(deps).assertRoom(user.id, { images: 1, bytes: 0 });
    const { files, fields } = await readMultipart(request, { maxFiles: UPLOAD_MAX_FILES });
    const projectId = await projectFromField(user.id, fields.project ?? fields.project_id, false);
    if (!files.length) throw new HttpError(400, uploadMessages.noFile);
    const ids = await uploadInto(deps, user.id, projectId, await prepareImages(files));
    const rows = (await Promise.all(ids.map((id) => images.find(user.id, id)))).filter(
      (r) => r !== undefined,
    );
    const list = await ser.images(imageRepos, rows);
    const body: BatchUploadResponse = { images: list, uploaded: list.length, count: list.length };
    return reply.status(201).send(body);
  });

  app.get<{ Params: { id: string } }>('/images/:id/', async (request, reply) => {
    const user = requireUser(request);
    return deps.reads.serve(request, reply, `${user.id} ${request.url}`, () =>
      imageDetail(user.id, request.params.id),
    );
  });

  app.delete<{ Params: { id: string } }>('/images/:id/', async (request, reply) => {
    const user = requireUser(request);
    const row = await ownedImage(user.id, request.params.id);
    const remove = async (trx: Db) => {
      const gone = await imagesRepository(trx).mediaKeys({ imageId: row.id });
      await imagesRepository(trx).delete(user.id, row.id);
      return gone;
    };
    await deleteWithMedia(deps, remove, {
      userId: user.id,
      action: 'image.deleted',
      objectType: 'image',
      objectId: row.id,
      projectId: row.project_id,
      imageId: row.id,
      details: { name: row.name },
    });
    return reply.status(204).send();
  });

  app.get<{ Params: { id: string } }>('/images/:id/versions/', async (request) => {
    const user = requireUser(request);
    const row = await ownedImage(user.id, request.params.id);
    const versions = (await images.versionsOf([row.id])).map(ser.version);
    return { results: versions, count: versions.length };
  });

  const tree = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = requireUser(request);
    const row = await ownedImage(user.id, request.params.id);
    const versions = (await images.versionsOf([row.id])).map(ser.version);
    const nodes = new Map<string, VersionTreeNode>(
      versions.map((v) => [v.id, { ...v, children: [] }]),
    );
    const roots: VersionTreeNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent ? nodes.get(node.parent) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const reply: VersionTree = {
      image: row.id,
      branches: [...new Set(versions.map((v) => v.branch_name))],
      primary_version: versions.find((v) => v.is_primary)?.id ?? null,
      roots,
      count: versions.length,
    };
    return reply;
  };
  app.get<{ Params: { id: string } }>('/images/:id/version_tree/', tree);
  app.get<{ Params: { id: string } }>('/images/:id/version-tree/', tree);

  app.post<{ Params: { id: string } }>('/images/:id/set-primary/', async (request) => {
    const user = requireUser(request);
    const row = await ownedImage(user.id, request.params.id);
    const { version_id } = parseWith(SetPrimaryBody, request.body);
    const version = await images.findVersion(user.id, version_id);
    if (!version || version.image_id !== row.id) throw versionNotFound();
    if (version.status !== 'completed') {
      throw new HttpError(400, 'Only a completed version can be the primary one');
    }
    await auditedWrite(db, (trx) => imagesRepository(trx).setPrimary(row.id, version.id), {
      userId: user.id,
      action: 'version.set_primary',
      objectType: 'version',
      objectId: version.id,
      projectId: row.project_id,
      imageId: row.id,
    });
    const updated = await images.findVersion(user.id, version.id);
    return { success: true, version: ser.version(updated!) };
  });
}
