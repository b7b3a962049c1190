import { randomUUID } from 'node:crypto';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, ProjectsTable } from '../../db/schema.ts';
import { boardsRepository } from '../boards/repository.ts';

export type ProjectRow = ProjectsTable & { image_count: number };

/** A select from `projects` (its filters are shared by a page's count and its rows). */
type WhereOnProjects = SelectQueryBuilder<Database, 'projects', object>;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function projectsRepository(db: Db) {
  const withCount = () =>
    db
      .selectFrom('projects')
      .selectAll('projects')
      .select((eb) =>
        eb
          .selectFrom('images')
          .whereRef('images.project_id', '=', 'projects.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('image_count'),
      );

  const countBoards = (userId: string) => boardsRepository(db).countForUser(userId);

  async function countProjects(userId: string, opts: { sample?: boolean } = {}) {
    let q = db.selectFrom('projects').where('user_id', '=', userId);
    if (opts.sample !== undefined) q = q.where('is_sample', '=', opts.sample ? 1 : 0);
    const { n } = await q.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  return {
    /** The user's project, or undefined (also for another user's id). */
    async find(userId: string, id: string): Promise<ProjectRow | undefined> {
      const row = await withCount()
        .where('projects.id', '=', id)
        .where('projects.user_id', '=', userId)
        .executeTakeFirst();
      return row ? { ...row, image_count: Number(row.image_count) } : undefined;
    },

    /**
     * A page of the user's projects (newest first) with their image counts, and how many match
     * in all: two queries (the count, then the page's rows).
     */
    async list(
      userId: string,
      opts: { offset: number; limit: number; search?: string },
    ): Promise<{ rows: ProjectRow[]; count: number }> {
      const pattern = opts.search?.trim() ? likePattern(opts.search.trim()) : null;
      const matching = <Q extends WhereOnProjects>(q: Q): Q => {
        let out = q.where('projects.user_id', '=', userId) as Q;
        if (pattern) {
          out = out.where((eb) =>
            eb.or(
              ['title', 'address', 'notes'].map((col) =>
                eb(sql`lower(${sql.ref(`projects.${col}`)})`, 'like', sql`${pattern} escape '\\'`),
              ),
            ),
          ) as Q;
        }
        return out;
      };
      const { n } = await matching(db.selectFrom('projects'))
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const count = Number(n);
      if (count <= opts.offset) return { rows: [], count };
      const rows = await matching(withCount())
        .orderBy('projects.created_at', 'desc')
        .orderBy('projects.id', 'desc')
        .offset(opts.offset)
        .limit(opts.limit)
        .execute();
      return { rows: rows.map((r) => ({ ...r, image_count: Number(r.image_count) })), count };
    },

    /**
     * Up to `per` thumbnail keys a project, for its card: its first images in upload order, each
     * as its primary version looks (the upload's own thumbnail until an edit is primary). One
     * query for a whole page of projects: each project's first `per` images by the
     * (project_id, created_at, id) index, joined together, so a project of 2 000 images costs
     * what one of 4 costs (a window over every image of the page's projects read them all).
     */
    async coverThumbKeys(projectIds: string[], per = 4): Promise<Map<string, string[]>> {
      const covers = new Map<string, string[]>();
      if (!projectIds.length) return covers;
      const firstOf = (projectId: string, i: number) =>
        db
          .selectFrom(
            db
              .selectFrom('images')
              .leftJoin('versions', (join) =>
                join
                  .onRef('versions.image_id', '=', 'images.id')
                  .on('versions.is_primary', '=', 1)
                  .on('versions.status', '=', 'completed')
                  .on('versions.thumb_key', 'is not', null),
              )
              .where('images.project_id', '=', projectId)
              .select([
                'images.project_id as project_id',
                sql<string>`coalesce(${sql.ref('versions.thumb_key')}, ${sql.ref('images.thumb_key')})`.as(
                  'thumb_key',
                ),
              ])
              .orderBy('images.created_at')
              .orderBy('images.id')
              .limit(per)
              .as(`p${i}`),
          )
          .selectAll();
      let query = firstOf(projectIds[0]!, 0);
      for (const [i, id] of projectIds.entries()) if (i > 0) query = query.unionAll(firstOf(id, i));
      // Each part in its own upload order, one project after another, as both engines run a
      // UNION ALL of ordered subqueries.
      const rows = await query.execute();
      for (const r of rows) {
        if (!r.project_id) continue;
        const keys = covers.get(r.project_id) ?? [];
        keys.push(r.thumb_key);
        covers.set(r.project_id, keys);
      }
      return covers;
    },

    countForUser: (userId: string, opts: { sample?: boolean } = {}): Promise<number> =>
      countProjects(userId, opts),

    /**
     * The user's boards, auto-generated ones included: the "no boards" half of the first-time
     * rule. The `boards` table arrived with migration 0004_boards_share_links; every board belongs to
     * a project, so a user without projects has none, but a sample project's auto board counts.
     */
    countBoardsForUser: (userId: string) => countBoards(userId),

    /**
     * Spec part 1 §4: "a user with no non-sample project and no boards gets a sample project
     * created automatically". Any project (a sample one too) already there also says no, so a
     * user who deleted the sample's auto board does not collect a second sample on every list.
     */
    async isFirstTimeUser(userId: string): Promise<boolean> {
      if ((await countProjects(userId)) > 0) return false;
      return (await countBoards(userId)) === 0;
    },

    async insert(
      userId: string,
      fields: {
        title: string;
        address: string;
        notes: string;
        description?: string;
        isSample?: boolean;
      },
    ): Promise<ProjectsTable> {
      const now = new Date().toISOString();
      const row: ProjectsTable = {
        id: randomUUID(),
        user_id: userId,
        title: fields.title,
        address: fields.address,
        notes: fields.notes,
        description: fields.description ?? '',
        is_sample: fields.isSample ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('projects').values(row).execute();
      return row;
    },

    async update(
      userId: string,
      id: string,
      fields: Partial<Pick<ProjectsTable, 'title' | 'address' | 'notes'>>,
    ): Promise<void> {
      await db
        .updateTable('projects')
        .set({ ...fields, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    async delete(userId: string, id: string): Promise<void> {
      await db.deleteFrom('projects').where('id', '=', id).where('user_id', '=', userId).execute();
    },
  };
}
export type ProjectsRepository = ReturnType<typeof projectsRepository>;
