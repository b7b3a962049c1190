import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GALLERY_ITEM_NOT_FOUND,
  GALLERY_MODERATORS_ONLY,
  GalleryModerateBody,
  type GalleryItem,
  type GalleryOwnList,
} from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import { auditRepository } from '../../db/audit.ts';
import { discardFiles } from '../../media/commit.ts';
import { pendingMediaRepository } from '../../media/pendingMedia.ts';
import { HttpError, notFound, parseWith } from '../../plugins/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { requireUser } from '../auth/session.ts';
import type { User } from '../auth/usersRepository.ts';
import { galleryRepository, type GalleryReportEntry } from './repository.ts';
import { serialize } from './serialize.ts';

const itemNotFound = () => notFound(GALLERY_ITEM_NOT_FOUND);

export interface ModerationDeps {
  db: Db;
  storage: Storage;
  /** The moderator role, or MODERATOR_UIDS. */
  isModerator: (user: User) => Promise<boolean>;
}

/** The review queue and its decisions (hide, restore, remove), for moderators only. */
export async function moderationRoutes(app: FastifyInstance, deps: ModerationDeps) {
  const { db, storage, isModerator } = deps;
  const gallery = galleryRepository(db);

  async function requireModerator(request: FastifyRequest): Promise<User> {
    const user = requireUser(request);
    if (!(await isModerator(user))) throw new HttpError(403, GALLERY_MODERATORS_ONLY);
    return user;
  }

  const entryOf = (r: GalleryReportEntry) => ({
    reason: r.reason,
    created_at: r.created_at,
    counted: r.counted,
    reporter: r.reporter && { name: r.reporter.name, email: r.reporter.email },
  });

  app.get('/gallery/moderation/', async (request): Promise<GalleryOwnList> => {
    await requireModerator(request);
    const rows = await gallery.moderationQueue();
    const reports = await gallery.reportsOf(rows.map((r) => r.id));
    return {
      items: rows.map((r) => {
        const entries = reports.get(r.id) ?? [];
        return serialize(r, false, {
          status: r.status as GalleryItem['status'],
          reports: Number(r.open_reports),
          report_reasons: entries.map((e) => e.reason),
          report_entries: entries.map(entryOf),
        });
      }),
    };
  });

  app.post<{ Params: { id: string } }>('/gallery/moderation/:id/', async (request) => {
    const moderator = await requireModerator(request);
    const { action } = parseWith(GalleryModerateBody, request.body);
    const row = await gallery.find(request.params.id);
    if (!row || row.status === 'removed') throw itemNotFound();
    const status = action === 'hide' ? 'hidden' : action === 'restore' ? 'published' : 'removed';
    const keys = await db.transaction().execute(async (trx) => {
      const repo = galleryRepository(trx);
      await repo.setStatus(row.id, status);
      // In the moderator's log (who did it) and, for someone else's design, its author's (what
      // happened to their design; never who moderated it).
      const audit = auditRepository(trx);
      const entry = { action: `gallery.moderated.${action}`, objectType: 'gallery_item' };
      await audit.record({ ...entry, userId: moderator.id, objectId: row.id });
      if (row.user_id && row.user_id !== moderator.id) {
        await audit.record({
          ...entry,
          userId: row.user_id,
          objectId: row.id,
          details: { by: 'moderator', title: row.title },
        });
      }
      if (status !== 'removed') return [];
      // A removed item keeps its row (a seeded sample is not seeded again) but not its copies.
      const held = await repo.clearMedia(row.id);
      await pendingMediaRepository(trx).scheduleDeletes(held);
      return held;
    });
    await discardFiles({ db, storage }, keys);
    const updated = (await gallery.find(row.id))!;
    return serialize(updated, false, {
      status: updated.status as GalleryItem['status'],
      reports: Number(updated.open_reports),
    });
  });
}
