import { randomUUID } from 'node:crypto';
import type { Mask } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';

export interface NewMask {
  userId: string;
  versionId: string;
  width: number;
  height: number;
  coverage: number;
  png: Buffer;
}

/** Masks drawn on a version (issue #28); a user only ever reaches their own. */
export function masksRepository(db: Db) {
  return {
    async create(m: NewMask): Promise<Mask> {
      const row = {
        id: randomUUID(),
        user_id: m.userId,
        version_id: m.versionId,
        width: m.width,
        height: m.height,
        coverage: m.coverage,
        png: m.png.toString('base64'),
        created_at: new Date().toISOString(),
      };
      await db.insertInto('masks').values(row).execute();
      return toMask(row);
    },
    /** The mask, or undefined for a missing id or another user's (its PNG stays in the row). */
    async find(userId: string, id: string): Promise<Mask | undefined> {
      const row = await db
        .selectFrom('masks')
        .select(['id', 'version_id', 'width', 'height', 'coverage', 'created_at'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toMask(row) : undefined;
    },
    /** The mask's PNG, for its owner only. */
    async png(userId: string, id: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('masks')
        .select('png')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Buffer.from(row.png, 'base64') : undefined;
    },
  };
}

function toMask(row: {
  id: string;
  version_id: string;
  width: number;
  height: number;
  coverage: number;
  created_at: string;
}): Mask {
  return {
    id: row.id,
    version_id: row.version_id,
    width: row.width,
    height: row.height,
    coverage: row.coverage,
    created_at: row.created_at,
  };
}
