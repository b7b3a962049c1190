import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { ImagesTable, TagsTable, VersionsTable } from '../../db/schema.ts';

export type ImageRow = ImagesTable & { project_title: string | null };
export type VersionRow = VersionsTable & { tags: TagsTable[] };

export interface NewImage {
  name: string;
  format: string;
  originalKey: string;
  previewKey: string;
  thumbKey: string;
  width: number;
  height: number;
  sizeBytes: number;
}

export function imagesRepository(db: Db) {
  const images = () =>
    db
      .selectFrom('images')
      .leftJoin('projects', 'projects.id', 'images.project_id')
      .selectAll('images')
      .select('projects.title as project_title');

  /** The user's versions of these ids, with their tags. */
  async function findVersions(userId: string, ids: string[]): Promise<VersionRow[]> {
    const rows = await db
      .selectFrom('versions')
      .selectAll()
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    return attachTags(rows);
  }

  async function attachTags(rows: VersionsTable[]): Promise<VersionRow[]> {
    if (!rows.length) return [];
    const links = await db
      .selectFrom('version_tags')
      .innerJoin('tags', 'tags.id', 'version_tags.tag_id')
      .selectAll('tags')
      .select('version_tags.version_id')
      .where(
        'version_tags.version_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('version_tags.created_at')
      .orderBy('tags.name')
      .execute();
    const byVersion = new Map<string, TagsTable[]>();
    for (const { version_id, ...tag } of links) {
      const tags = byVersion.get(version_id);
      if (tags) tags.push(tag);
      else byVersion.set(version_id, [tag]);
    }
    return rows.map((r) => ({ ...r, tags: byVersion.get(r.id) ?? [] }));
  }

  return {
    /**
     * Inserts the image and its original version (primary, branch main, completed). Call it
     * inside a transaction together with the audit entry.
     */
    async insert(
      userId: string,
      projectId: string | null,
      img: NewImage,
      /** Files of one upload get increasing times (a ms apart) so they list in upload order. */
      at: Date = new Date(),
    ): Promise<string> {
      const now = at.toISOString();
      const id = randomUUID();
      await db
        .insertInto('images')
        .values({
          id,
          user_id: userId,
          project_id: projectId,
          name: img.name,
          format: img.format,
          original_key: img.originalKey,
          preview_key: img.previewKey,
          thumb_key: img.thumbKey,
          width: img.width,
          height: img.height,
          size_bytes: img.sizeBytes,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('versions')
        .values({
          id: randomUUID(),
          image_id: id,
          user_id: userId,
          parent_id: null,
          label: 'Original',
          description: img.name,
          kind: 'original',
          operation: null,
          status: 'completed',
          is_primary: 1,
          is_favorite: 0,
          storage_key: img.originalKey,
          preview_key: img.previewKey,
          thumb_key: img.thumbKey,
          width: img.width,
          height: img.height,
          branch_name: 'main',
          params: '{}',
          job_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },

    async find(userId: string, id: string): Promise<ImageRow | undefined> {
      return images()
        .where('images.id', '=', id)
        .where('images.user_id', '=', userId)
        .executeTakeFirst();
    },

    async list(
      userId: string,
      opts: { projectId?: string; limit?: number; newestFirst?: boolean },
    ): Promise<ImageRow[]> {
      let q = images().where('images.user_id', '=', userId);
      if (opts.projectId) q = q.where('images.project_id', '=', opts.projectId);
      q = opts.newestFirst
        ? q.orderBy('images.created_at', 'desc').orderBy('images.id', 'desc')
        : q.orderBy('images.created_at').orderBy('images.id');
      if (opts.limit) q = q.limit(opts.limit);
      return q.execute();
    },

    /**
     * One page of images in list order, after the position `after` (keyset: created_at, id),
     * and one row more than asked when there is a next page.
     */
    async page(
      userId: string,
      opts: {
        projectId?: string;
        newestFirst: boolean;
        size: number;
        after?: { createdAt: string; id: string };
      },
    ): Promise<ImageRow[]> {
      let q = images().where('images.user_id', '=', userId);
      if (opts.projectId) q = q.where('images.project_id', '=', opts.projectId);
      const after = opts.after;
      if (after) {
        const op = opts.newestFirst ? '<' : '>';
        q = q.where((eb) =>
          eb.or([
            eb('images.created_at', op, after.createdAt),
            eb.and([eb('images.created_at', '=', after.createdAt), eb('images.id', op, after.id)]),
          ]),
        );
      }
      q = opts.newestFirst
        ? q.orderBy('images.created_at', 'desc').orderBy('images.id', 'desc')
        : q.orderBy('images.created_at').orderBy('images.id');
      return q.limit(opts.size + 1).execute();
    },

    /** How many images the user has (in one project when given). */
    async count(userId: string, opts: { projectId?: string } = {}): Promise<number> {
      let q = db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId);
      if (opts.projectId) q = q.where('project_id', '=', opts.projectId);
      const row = await q.executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async versionsOf(imageIds: string[]): Promise<VersionRow[]> {
      if (!imageIds.length) return [];
      const rows = await db
        .selectFrom('versions')
        .selectAll()
        .where('image_id', 'in', imageIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return attachTags(rows);
    },

    async findVersion(userId: string, id: string): Promise<VersionRow | undefined> {
      return (await findVersions(userId, [id]))[0];
    },

    findVersions,

    async setPrimary(imageId: string, versionId: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('versions')
        .set({ is_primary: 0, updated_at: now })
        .where('image_id', '=', imageId)
        .where('id', '!=', versionId)
        .where('is_primary', '=', 1)
        .execute();
      await db
        .updateTable('versions')
        .set({ is_primary: 1, updated_at: now })
        .where('id', '=', versionId)
        .execute();
    },

    /** Every media key held by the given images and their versions. */
    async mediaKeys(where: {
      imageId?: string;
      projectId?: string;
      userId?: string;
    }): Promise<string[]> {
      // Without a filter this would name every user's files; callers delete what it returns.
      if (!where.imageId && !where.projectId && !where.userId) {
        throw new Error('mediaKeys needs an image, project or user id');
      }
      let qi = db.selectFrom('images');
      if (where.imageId) qi = qi.where('id', '=', where.imageId);
      if (where.projectId) qi = qi.where('project_id', '=', where.projectId);
      if (where.userId) qi = qi.where('user_id', '=', where.userId);
      const imgs = await qi.select(['original_key', 'preview_key', 'thumb_key']).execute();
      if (!imgs.length) return [];
      // A subquery, not a list of ids: a whole account may hold more images than bind slots.
      const vers = await db
        .selectFrom('versions')
        .select(['storage_key', 'preview_key', 'thumb_key'])
        .where('image_id', 'in', qi.select('id'))
        .execute();
      const keys = new Set<string>();
      for (const i of imgs)
        [i.original_key, i.preview_key, i.thumb_key].forEach((k) => keys.add(k));
      for (const v of vers) {
        for (const k of [v.storage_key, v.preview_key, v.thumb_key]) if (k) keys.add(k);
      }
      return [...keys];
    },

    async delete(userId: string, id: string): Promise<void> {
      await db.deleteFrom('images').where('id', '=', id).where('user_id', '=', userId).execute();
    },
  };
}
export type ImagesRepository = ReturnType<typeof imagesRepository>;

export function tagsRepository(db: Db) {
  return {
    async list(userId: string, category?: string): Promise<TagsTable[]> {
      let q = db.selectFrom('tags').selectAll().where('user_id', '=', userId);
      if (category) q = q.where('category', '=', category);
      return q.orderBy('name').execute();
    },
    async findByIdOrName(userId: string, idOrName: string): Promise<TagsTable | undefined> {
      return db
        .selectFrom('tags')
        .selectAll()
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('id', '=', idOrName), eb('name', '=', idOrName)]))
        .orderBy('created_at')
        .executeTakeFirst();
    },
    async insert(
      userId: string,
      fields: { name: string; color: string; category: string | null },
    ): Promise<TagsTable> {
      const row: TagsTable = {
        id: randomUUID(),
        user_id: userId,
        name: fields.name,
        color: fields.color,
        category: fields.category,
        created_at: new Date().toISOString(),
      };
      await db.insertInto('tags').values(row).execute();
      return row;
    },
    /** Links the tag; true when it was not linked before. */
    async link(versionId: string, tagId: string): Promise<boolean> {
      const res = await db
        .insertInto('version_tags')
        .values({ version_id: versionId, tag_id: tagId, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['version_id', 'tag_id']).doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async unlink(versionId: string, tagId: string): Promise<boolean> {
      const res = await db
        .deleteFrom('version_tags')
        .where('version_id', '=', versionId)
        .where('tag_id', '=', tagId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
export type TagsRepository = ReturnType<typeof tagsRepository>;
