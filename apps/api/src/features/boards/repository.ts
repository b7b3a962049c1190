import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { BoardsTable, ShareLinksTable } from '../../db/migrations/boards.ts';
import type { VersionsTable } from '../../db/schema.ts';
import { monotonicNow } from '../../lib/monotonicNow.ts';

export type BoardRow = BoardsTable & { project_title: string };
export type BoardVersionRow = VersionsTable & { board_id: string };
export type ShareLinkRow = ShareLinksTable;

/** 256 bits of randomness, URL-safe: a share token cannot be guessed or enumerated. */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** Name and description of a project's auto-generated board. */
export const autoBoardName = (projectTitle: string) => `${projectTitle} — All Images`;
export const AUTO_BOARD_DESCRIPTION = 'Every image of this project, kept in sync automatically.';
/** The description of a board made by sharing chosen versions (POST /projects/{id}/share_links/). */
export const SHARED_SELECTION_DESCRIPTION = 'Shared from the playground.';

/** A link still opens its board: active and not past its expiry. */
export const isLive = (link: ShareLinkRow, now = new Date()) =>
  link.is_active === 1 && (!link.expires_at || new Date(link.expires_at) > now);

export function boardsRepository(db: Db) {
  const boards = () =>
    db
      .selectFrom('boards')
      .innerJoin('projects', 'projects.id', 'boards.project_id')
      .selectAll('boards')
      .select('projects.title as project_title');

  return {
    async find(userId: string, id: string): Promise<BoardRow | undefined> {
      return boards()
        .where('boards.id', '=', id)
        .where('boards.user_id', '=', userId)
        .executeTakeFirst();
    },

    async list(userId: string, opts: { projectId?: string } = {}): Promise<BoardRow[]> {
      let q = boards().where('boards.user_id', '=', userId);
      if (opts.projectId) q = q.where('boards.project_id', '=', opts.projectId);
      return q.orderBy('boards.updated_at', 'desc').orderBy('boards.id', 'desc').execute();
    },

    /**
     * A board made by sharing exactly these versions, in this order, if one is still there
     * (untouched: renamed or re-described boards are the owner's own now).
     */
    async findSharedSelection(
      userId: string,
      projectId: string,
      versionIds: string[],
    ): Promise<BoardRow | undefined> {
      const candidates = await boards()
        .where('boards.user_id', '=', userId)
        .where('boards.project_id', '=', projectId)
        .where('boards.is_auto_generated', '=', 0)
        .where('boards.description', '=', SHARED_SELECTION_DESCRIPTION)
        .orderBy('boards.created_at', 'desc')
        .execute();
      if (!candidates.length) return undefined;
      const rows = await db
        .selectFrom('board_versions')
        .select(['board_id', 'version_id'])
        .where(
          'board_id',
          'in',
          candidates.map((b) => b.id),
        )
        .orderBy('position')
        .execute();
      const want = versionIds.join(',');
      return candidates.find(
        (b) =>
          rows
            .filter((r) => r.board_id === b.id)
            .map((r) => r.version_id)
            .join(',') === want,
      );
    },

    /** How many boards the user has (the first-time rule of spec part 1 §4 asks for none). */
    async countForUser(userId: string): Promise<number> {
      const { n } = await db
        .selectFrom('boards')
        .where('user_id', '=', userId)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async insert(
      userId: string,
      board: { projectId: string; name: string; description: string; isAuto?: boolean },
    ): Promise<string> {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db
        .insertInto('boards')
        .values({
          id,
          user_id: userId,
          project_id: board.projectId,
          name: board.name,
          description: board.description,
          is_auto_generated: board.isAuto ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },

    async update(id: string, patch: { name?: string; description?: string }): Promise<void> {
      await db
        .updateTable('boards')
        .set({ ...patch, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async delete(userId: string, id: string): Promise<void> {
      await db.deleteFrom('boards').where('id', '=', id).where('user_id', '=', userId).execute();
    },

    /** Replaces the board's versions, keeping the given order. */
    async setVersions(boardId: string, versionIds: string[]): Promise<void> {
      await db.deleteFrom('board_versions').where('board_id', '=', boardId).execute();
      await this.appendVersions(boardId, versionIds, 0);
    },

    async appendVersions(boardId: string, versionIds: string[], from?: number): Promise<void> {
      if (!versionIds.length) return;
      let start = from;
      if (start === undefined) {
        const { m } = await db
          .selectFrom('board_versions')
          .where('board_id', '=', boardId)
          .select((e) => e.fn.max<number | null>('position').as('m'))
          .executeTakeFirstOrThrow();
        start = m === null ? 0 : Number(m) + 1;
      }
      const now = new Date().toISOString();
      await db
        .insertInto('board_versions')
        .values(
          [...new Set(versionIds)].map((versionId, i) => ({
            board_id: boardId,
            version_id: versionId,
            position: start + i,
            created_at: now,
          })),
        )
        .execute();
      await db.updateTable('boards').set({ updated_at: now }).where('id', '=', boardId).execute();
    },

    /**
     * The versions each board shows: a chosen board its own completed versions in order; an
     * auto-generated board the primary version of every image of its project, oldest first, so
     * it stays in sync with the project without bookkeeping.
     */
    async versionsOf(rows: BoardRow[]): Promise<BoardVersionRow[]> {
      const manual = rows.filter((b) => !b.is_auto_generated).map((b) => b.id);
      const auto = rows.filter((b) => b.is_auto_generated);
      const out: BoardVersionRow[] = [];
      if (manual.length) {
        const chosen = await db
          .selectFrom('board_versions')
          .innerJoin('versions', 'versions.id', 'board_versions.version_id')
          .selectAll('versions')
          .select('board_versions.board_id')
          .where('board_versions.board_id', 'in', manual)
          .where('versions.status', '=', 'completed')
          .orderBy('board_versions.position')
          .execute();
        out.push(...chosen);
      }
      if (auto.length) {
        const primaries = await db
          .selectFrom('versions')
          .innerJoin('images', 'images.id', 'versions.image_id')
          .selectAll('versions')
          .select('images.project_id')
          .where(
            'images.project_id',
            'in',
            auto.map((b) => b.project_id),
          )
          .where('versions.is_primary', '=', 1)
          .where('versions.status', '=', 'completed')
          .orderBy('images.created_at')
          .orderBy('images.id')
          .execute();
        for (const b of auto) {
          for (const { project_id, ...v } of primaries) {
            if (project_id === b.project_id) out.push({ ...v, board_id: b.id });
          }
        }
      }
      return out;
    },

    /**
     * Gives every project of the user that has none its auto-generated board. Runs when a
     * project is created, which is also when a deleted auto board comes back (spec part 2 §9).
     */
    async ensureAutoBoards(userId: string): Promise<void> {
      const missing = await db
        .selectFrom('projects')
        .select(['projects.id', 'projects.title'])
        .where('projects.user_id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('boards')
                .select('boards.id')
                .whereRef('boards.project_id', '=', 'projects.id')
                .where('boards.is_auto_generated', '=', 1),
            ),
          ),
        )
        .execute();
      for (const p of missing) {
        await this.insert(userId, {
          projectId: p.id,
          name: autoBoardName(p.title),
          description: AUTO_BOARD_DESCRIPTION,
          isAuto: true,
        });
      }
    },

    async linksOf(boardIds: string[]): Promise<ShareLinkRow[]> {
      if (!boardIds.length) return [];
      return db
        .selectFrom('share_links')
        .selectAll()
        .where('board_id', 'in', boardIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async linksOfUser(userId: string): Promise<ShareLinkRow[]> {
      return db
        .selectFrom('share_links')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async findLink(userId: string, id: string): Promise<ShareLinkRow | undefined> {
      return db
        .selectFrom('share_links')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Any user's link by id (its primary key): media URLs bound to a link check it is live. */
    async findLinkById(id: string): Promise<ShareLinkRow | undefined> {
      return db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findLinkByToken(token: string): Promise<ShareLinkRow | undefined> {
      return db.selectFrom('share_links').selectAll().where('token', '=', token).executeTakeFirst();
    },

    async insertLink(
      userId: string,
      boardId: string,
      opts: { permission: 'view' | 'upload'; expiresInDays: number | null },
    ): Promise<ShareLinkRow> {
      const now = monotonicNow();
      const row: ShareLinkRow = {
        id: randomUUID(),
        board_id: boardId,
        user_id: userId,
        token: newShareToken(),
        permission: opts.permission,
        expires_at: opts.expiresInDays
          ? new Date(now.getTime() + opts.expiresInDays * 86_400_000).toISOString()
          : null,
        is_active: 1,
        access_count: 0,
        last_accessed_at: null,
        created_at: now.toISOString(),
      };
      await db.insertInto('share_links').values(row).execute();
      return row;
    },

    async revokeLink(id: string): Promise<void> {
      await db.updateTable('share_links').set({ is_active: 0 }).where('id', '=', id).execute();
    },

    async trackAccess(id: string): Promise<void> {
      await db
        .updateTable('share_links')
        .set((eb) => ({
          access_count: eb('access_count', '+', 1),
          last_accessed_at: new Date().toISOString(),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** The owner's board behind a link, whatever its user (the link is the capability). */
    async boardOfLink(link: ShareLinkRow): Promise<BoardRow | undefined> {
      return boards()
        .where('boards.id', '=', link.board_id)
        .where('boards.user_id', '=', link.user_id)
        .executeTakeFirst();
    },
  };
}
export type BoardsRepository = ReturnType<typeof boardsRepository>;
