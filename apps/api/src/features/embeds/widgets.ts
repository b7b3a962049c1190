import type { EmbedWidget } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isValidKey } from '../../storage/storage.ts';
import { boardsRepository } from '../boards/repository.ts';

interface PairImage {
  key: string;
  width: number | null;
  height: number | null;
  label: string;
}
export type Pair = [PairImage, PairImage];

/** The two versions a before/after widget shows, if the owner still has them. */
export async function pairOf(db: Db, userId: string, widget: EmbedWidget): Promise<Pair | null> {
  if (widget.type !== 'before_after') return null;
  let versions: {
    id: string;
    label: string;
    preview_key: string | null;
    storage_key: string | null;
    width: number | null;
    height: number | null;
  }[];
  if (widget.versionIds) {
    const rows = await db
      .selectFrom('versions')
      .select(['id', 'label', 'preview_key', 'storage_key', 'width', 'height'])
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .where('id', 'in', widget.versionIds)
      .execute();
    versions = widget.versionIds
      .map((id) => rows.find((r) => r.id === id))
      .filter((r) => r !== undefined);
  } else {
    const boards = boardsRepository(db);
    const board = await boards.find(userId, widget.boardId!);
    versions = board ? (await boards.versionsOf([board])).slice(0, 2) : [];
  }
  const usable = versions.map((v) => ({
    key: v.preview_key ?? v.storage_key ?? '',
    width: v.width,
    height: v.height,
    label: v.label,
  }));
  if (usable.length < 2 || usable.some((v) => !isValidKey(v.key))) return null;
  return [usable[0]!, usable[1]!];
}

/** A widget the owner may save: its versions or board are theirs (else 404, like any id). */
export async function checkWidget(db: Db, userId: string, widget: EmbedWidget) {
  if (widget.type !== 'before_after') return;
  if (widget.versionIds) {
    if (new Set(widget.versionIds).size !== 2) {
      throw new HttpError(400, 'versionIds must name two different versions');
    }
    if (!(await pairOf(db, userId, widget))) throw new HttpError(404, 'Version not found.');
    return;
  }
  const board = await boardsRepository(db).find(userId, widget.boardId!);
  if (!board) throw new HttpError(404, 'Board not found.');
  if (!(await pairOf(db, userId, widget))) {
    throw new HttpError(400, 'boardId: the board needs at least two completed versions');
  }
}
