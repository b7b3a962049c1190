import type { Db } from '../../db/connect.ts';

/** Read models over versions: designs made, recent activity, the operations history. */
export function activityRepository(db: Db) {
  const ops = (userId: string, filter: { projectId?: string; imageId?: string }) => {
    let q = db
      .selectFrom('versions')
      .innerJoin('images', 'images.id', 'versions.image_id')
      .leftJoin('projects', 'projects.id', 'images.project_id')
      .where('versions.user_id', '=', userId);
    if (filter.projectId) q = q.where('images.project_id', '=', filter.projectId);
    if (filter.imageId) q = q.where('versions.image_id', '=', filter.imageId);
    return q;
  };

  return {
    /** Completed designs (every non-original version), optionally since a moment. */
    async countDesigns(userId: string, since?: string): Promise<number> {
      let q = db
        .selectFrom('versions')
        .where('user_id', '=', userId)
        .where('kind', '!=', 'original')
        .where('status', '=', 'completed');
      if (since) q = q.where('created_at', '>=', since);
      const { n } = await q
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async count(userId: string, filter: { projectId?: string; imageId?: string }) {
      const { n } = await ops(userId, filter)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Versions newest first with their image and project, one page. */
    async page(
      userId: string,
      filter: { projectId?: string; imageId?: string },
      offset: number,
      limit: number,
    ) {
      return ops(userId, filter)
        .select([
          'versions.id',
          'versions.kind',
          'versions.operation',
          'versions.status',
          'versions.label',
          'versions.params',
          'versions.created_at',
          'versions.image_id',
          'images.name as image_name',
          'images.project_id',
          'projects.title as project_title',
        ])
        .orderBy('versions.created_at', 'desc')
        .orderBy('versions.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async tagNames(versionIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (!versionIds.length) return out;
      const rows = await db
        .selectFrom('version_tags')
        .innerJoin('tags', 'tags.id', 'version_tags.tag_id')
        .select(['version_tags.version_id', 'tags.name'])
        .where('version_tags.version_id', 'in', versionIds)
        .orderBy('tags.name')
        .execute();
      for (const r of rows) out.set(r.version_id, [...(out.get(r.version_id) ?? []), r.name]);
      return out;
    },
  };
}
export type ActivityRepository = ReturnType<typeof activityRepository>;
