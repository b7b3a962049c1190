import type { FastifyInstance } from 'fastify';
import {
  CompareBody,
  TagCreateBody,
  TagListQuery,
  VersionTagBody,
  type CompareResponse,
} from '@hds/api-client/contract';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditedWrite, auditRepository, type AuditEntry } from '../../db/audit.ts';
import { imagesRepository, tagsRepository } from './repository.ts';
import { serializers, tagNotFound, toTag, versionNotFound } from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';

const DEFAULT_TAG_COLOR = '#6b7280';

/** Tag ids are UUIDs; a name of that shape would be indistinguishable from an id. */
const looksLikeId = (ref: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);

/** The audit entry of a tag added to or removed from a version. */
function versionTagEntry(
  userId: string,
  action: 'version.tag_added' | 'version.tag_removed',
  version: { id: string },
  image: { id: string; project_id: string | null },
  tag: { name: string },
): AuditEntry {
  return {
    userId,
    action,
    objectType: 'version',
    objectId: version.id,
    projectId: image.project_id,
    imageId: image.id,
    details: { tag: tag.name },
  };
}

export async function tagRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const { db } = deps;
  const images = imagesRepository(db);
  const tags = tagsRepository(db);
  const ser = serializers(deps.signer);

  async function ownedVersion(userId: string, id: string) {
    const v = await images.findVersion(userId, id);
    if (!v) throw versionNotFound();
    const image = await images.find(userId, v.image_id);
    if (!image) throw versionNotFound();
    return { version: v, image };
  }

  app.get('/tags/', async (request) => {
    const user = requireUser(request);
    const q = parseWith(TagListQuery, request.query);
    const results = (await tags.list(user.id, q.category)).map(toTag);
    return { results, count: results.length };
  });

  app.post('/tags/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(TagCreateBody, request.body);
    const existing = await tags.findByIdOrName(user.id, body.name);
    if (existing && existing.name === body.name) {
      throw new HttpError(400, `A tag named "${body.name}" already exists`);
    }
    const tag = await auditedWrite(
      db,
      (trx) =>
        tagsRepository(trx).insert(user.id, {
          name: body.name,
          color: body.color ?? DEFAULT_TAG_COLOR,
          category: body.category || null,
        }),
      (t) => ({
        userId: user.id,
        action: 'tag.created',
        objectType: 'tag',
        objectId: t.id,
        details: { name: t.name },
      }),
    );
    return reply.status(201).send(toTag(tag));
  });

  app.post<{ Params: { id: string } }>('/versions/:id/add-tag/', async (request) => {
    const user = requireUser(request);
    const { version, image } = await ownedVersion(user.id, request.params.id);
    const { tag: ref } = parseWith(VersionTagBody, request.body);
    await db.transaction().execute(async (trx) => {
      const repo = tagsRepository(trx);
      const audit = auditRepository(trx);
      // An existing tag by id or name, else a new tag with that name. A tag id that is not one
      // of the user's tags (another user's, or none) is unknown: it never becomes a name.
      let tag = await repo.findByIdOrName(user.id, ref);
      if (!tag) {
        if (looksLikeId(ref)) throw tagNotFound();
        tag = await repo.insert(user.id, { name: ref, color: DEFAULT_TAG_COLOR, category: null });
        await audit.record({
          userId: user.id,
          action: 'tag.created',
          objectType: 'tag',
          objectId: tag.id,
          details: { name: tag.name, via: 'add-tag' },
        });
      }
      if (await repo.link(version.id, tag.id)) {
        await audit.record(versionTagEntry(user.id, 'version.tag_added', version, image, tag));
      }
    });
    return ser.version((await images.findVersion(user.id, version.id))!);
  });

  app.post<{ Params: { id: string } }>('/versions/:id/remove-tag/', async (request) => {
    const user = requireUser(request);
    const { version, image } = await ownedVersion(user.id, request.params.id);
    const { tag: ref } = parseWith(VersionTagBody, request.body);
    const tag = await tags.findByIdOrName(user.id, ref);
    if (!tag) throw tagNotFound();
    await db.transaction().execute(async (trx) => {
      if (await tagsRepository(trx).unlink(version.id, tag.id)) {
        await auditRepository(trx).record(
          versionTagEntry(user.id, 'version.tag_removed', version, image, tag),
        );
      }
    });
    return ser.version((await images.findVersion(user.id, version.id))!);
  });

  app.post('/versions/compare/', async (request): Promise<CompareResponse> => {
    const user = requireUser(request);
    const { version_ids } = parseWith(CompareBody, request.body);
    const unique = [...new Set(version_ids)];
    if (unique.length < 2) throw new HttpError(400, 'version_ids needs at least two versions');
    const rows = await images.findVersions(user.id, unique);
    if (rows.length !== unique.length) throw versionNotFound();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const versions = unique.map((id) => ser.version(byId.get(id)!));
    return {
      versions,
      same_image: new Set(versions.map((v) => v.image)).size === 1,
      dimensions: versions.map((v) => ({ id: v.id, width: v.width ?? 0, height: v.height ?? 0 })),
    };
  });
}
