import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import {
  AUTO_BOARD_READ_ONLY,
  SHARE_LINK_EXPIRED,
  SHARE_LINK_REVOKED,
  BoardCreateBody,
  BoardListQuery,
  BoardUpdateBody,
  ProjectShareLinkBody,
  ShareLinkCreateBody,
  ShareLinkUpdateBody,
  type BoardList,
} from '@hds/api-client/contract';
import { HttpError, notFound, parseUpdate, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditedWrite, auditRepository } from '../../db/audit.ts';
import {
  boardsRepository,
  isLive,
  SHARED_SELECTION_DESCRIPTION,
  type BoardRow,
} from './repository.ts';
import { imagesRepository } from '../images/repository.ts';
import { projectsRepository } from '../projects/repository.ts';
import { projectNotFound, versionNotFound } from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';
import { boardSerializers, requestOrigin } from './serializers.ts';

export const boardNotFound = () => notFound('Board not found.');
const linkNotFound = () => notFound('Share link not found.');

/** Boards and their share links (spec part 2 §7), owner side. */
export async function boardRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const { db } = deps;
  const boards = boardsRepository(db);
  const projects = projectsRepository(db);
  const images = imagesRepository(db);
  const ser = boardSerializers(deps.signer);

  async function serialize(request: FastifyRequest, rows: BoardRow[]) {
    const [versions, links] = await Promise.all([
      boards.versionsOf(rows),
      boards.linksOf(rows.map((r) => r.id)),
    ]);
    return rows.map((b) => ser.board(b, versions, links, requestOrigin(request)));
  }

  async function ownedBoard(userId: string, id: string) {
    const b = await boards.find(userId, id);
    if (!b) throw boardNotFound();
    return b;
  }

  /**
   * Versions the user owns, all completed, all from images of `projectId`, in the order given.
   * Another user's version id answers the same 404 as one that does not exist.
   */
  async function checkedVersionsOf(userId: string, projectId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    const found = unique.length ? await images.findVersions(userId, unique) : [];
    if (found.length !== unique.length) throw versionNotFound();
    const imageIds = [...new Set(found.map((v) => v.image_id))];
    const owners = await Promise.all(imageIds.map((id) => images.find(userId, id)));
    if (owners.some((img) => img?.project_id !== projectId)) {
      throw new HttpError(400, 'version_ids: every version must belong to the board’s project');
    }
    if (found.some((v) => v.status !== 'completed')) {
      throw new HttpError(400, 'version_ids: only completed versions can be added to a board');
    }
    return { ids: unique, imageNames: owners.map((img) => img?.name ?? '') };
  }
  const checkedVersions = async (userId: string, projectId: string, ids: string[]) =>
    (await checkedVersionsOf(userId, projectId, ids)).ids;

  app.get('/boards/', async (request): Promise<BoardList> => {
    const user = requireUser(request);
    const q = parseWith(BoardListQuery, request.query);
    if (q.project && !(await projects.find(user.id, q.project))) throw projectNotFound();
    const rows = await boards.list(user.id, { projectId: q.project });
    const results = await serialize(request, rows);
    return { results, count: results.length };
  });

  app.post('/boards/', async (request, reply) => {
    const user = requireUser(request);
    const body = parseWith(BoardCreateBody, request.body);
    const project = await projects.find(user.id, body.project);
    if (!project) throw projectNotFound();
    const versionIds = await checkedVersions(user.id, project.id, body.version_ids);
    const id = await db.transaction().execute(async (trx) => {
      const repo = boardsRepository(trx);
      const boardId = await repo.insert(user.id, {
        projectId: project.id,
        name: body.name,
        description: body.description,
      });
      await repo.setVersions(boardId, versionIds);
      await auditRepository(trx).record({
        userId: user.id,
        action: 'board.created',
        objectType: 'board',
        objectId: boardId,
        projectId: project.id,
        details: { name: body.name, versions: versionIds.length },
      });
      return boardId;
    });
    const [board] = await serialize(request, [await ownedBoard(user.id, id)]);
    return reply.status(201).send(board);
  });

  app.get<{ Params: { id: string } }>('/boards/:id/', async (request) => {
    const user = requireUser(request);
    const [board] = await serialize(request, [await ownedBoard(user.id, request.params.id)]);
    return board;
  });

  app.patch<{ Params: { id: string } }>('/boards/:id/', async (request) => {
    const user = requireUser(request);
    const board = await ownedBoard(user.id, request.params.id);
    // is_public is derived from the live links: naming only it changes nothing.
    const body = parseUpdate(BoardUpdateBody, request.body, ['name', 'description', 'version_ids']);
    if (board.is_auto_generated) throw new HttpError(403, AUTO_BOARD_READ_ONLY);
    const versionIds = body.version_ids
      ? await checkedVersions(user.id, board.project_id, body.version_ids)
      : null;
    await db.transaction().execute(async (trx) => {
      const repo = boardsRepository(trx);
      await repo.update(board.id, { name: body.name, description: body.description });
      if (versionIds) await repo.setVersions(board.id, versionIds);
      await auditRepository(trx).record({
        userId: user.id,
        action: 'board.updated',
        objectType: 'board',
        objectId: board.id,
        projectId: board.project_id,
        details: { fields: Object.keys(body) },
      });
    });
    const [updated] = await serialize(request, [await ownedBoard(user.id, board.id)]);
    return updated;
  });

  app.delete<{ Params: { id: string } }>('/boards/:id/', async (request, reply) => {
    const user = requireUser(request);
    const board = await ownedBoard(user.id, request.params.id);
    // Its share links go with it (foreign key cascade): they stop working at once.
    await auditedWrite(db, (trx) => boardsRepository(trx).delete(user.id, board.id), {
      userId: user.id,
      action: 'board.deleted',
      objectType: 'board',
      objectId: board.id,
      projectId: board.project_id,
      details: { name: board.name, auto: board.is_auto_generated === 1 },
    });
    return reply.status(204).send();
  });

  app.get<{ Params: { id: string } }>('/boards/:id/share_links/', async (request) => {
    const user = requireUser(request);
    const board = await ownedBoard(user.id, request.params.id);
    const links = (await boards.linksOf([board.id])).filter((l) => isLive(l));
    const results = links.map((l) => ser.link(l, requestOrigin(request)));
    return { results, count: results.length };
  });

  app.post<{ Params: { id: string } }>('/boards/:id/share_links/', async (request, reply) => {
    const user = requireUser(request);
    const board = await ownedBoard(user.id, request.params.id);
    const body = parseWith(ShareLinkCreateBody, request.body);
    const link = await auditedWrite(
      db,
      (trx) =>
        boardsRepository(trx).insertLink(user.id, board.id, {
          permission: body.permission,
          expiresInDays: body.expires_in_days,
        }),
      (row) => ({
        userId: user.id,
        action: 'share_link.created',
        objectType: 'share_link',
        objectId: row.id,
        projectId: board.project_id,
        details: { board: board.id, permission: row.permission, expires_at: row.expires_at },
      }),
    );
    return reply.status(201).send(ser.link(link, requestOrigin(request)));
  });

  /**
   * The board a project link opens: the auto-generated board for the whole project, or a board
   * of exactly the chosen versions (made once, then found again for the same versions).
   */
  async function boardToShare(
    userId: string,
    project: { id: string; title: string },
    versionIds: string[] | undefined,
  ): Promise<{ board: BoardRow; created: boolean }> {
    if (!versionIds) {
      const auto = async () =>
        (await boards.list(userId, { projectId: project.id })).find((b) => b.is_auto_generated);
      let board = await auto();
      if (!board) {
        // Deleted by its owner: sharing the project brings it back, as a new project would.
        await boards.ensureAutoBoards(userId);
        board = await auto();
      }
      if (!board) throw projectNotFound();
      return { board, created: false };
    }
    const { ids, imageNames } = await checkedVersionsOf(userId, project.id, versionIds);
    const existing = await boards.findSharedSelection(userId, project.id, ids);
    if (existing) return { board: existing, created: false };
    const names = [...new Set(imageNames.filter(Boolean))];
    const name = (names.length === 1 ? names[0]! : `${project.title} — shared selection`).slice(
      0,
      200,
    );
    const id = await db.transaction().execute(async (trx) => {
      const repo = boardsRepository(trx);
      const boardId = await repo.insert(userId, {
        projectId: project.id,
        name,
        description: SHARED_SELECTION_DESCRIPTION,
      });
      await repo.setVersions(boardId, ids);
      await auditRepository(trx).record({
        userId,
        action: 'board.created',
        objectType: 'board',
        objectId: boardId,
        projectId: project.id,
        details: { name, versions: ids.length, shared_selection: true },
      });
      return boardId;
    });
    return { board: await ownedBoard(userId, id), created: true };
  }

  app.post<{ Params: { id: string } }>('/projects/:id/share_links/', async (request, reply) => {
    const user = requireUser(request);
    const project = await projects.find(user.id, request.params.id);
    if (!project) throw projectNotFound();
    const body = parseWith(ProjectShareLinkBody, request.body);
    const { board, created } = await boardToShare(user.id, project, body.version_ids);
    if (!created && body.expires_in_days === null) {
      // Sharing the same thing twice gives the same link, not a pile of equal ones.
      const same = (await boards.linksOf([board.id])).find(
        (l) => isLive(l) && l.permission === body.permission && l.expires_at === null,
      );
      if (same) return reply.status(200).send(ser.link(same, requestOrigin(request)));
    }
    const link = await auditedWrite(
      db,
      (trx) =>
        boardsRepository(trx).insertLink(user.id, board.id, {
          permission: body.permission,
          expiresInDays: body.expires_in_days,
        }),
      (row) => ({
        userId: user.id,
        action: 'share_link.created',
        objectType: 'share_link',
        objectId: row.id,
        projectId: project.id,
        details: {
          board: board.id,
          project_link: true,
          permission: row.permission,
          expires_at: row.expires_at,
        },
      }),
    );
    return reply.status(201).send(ser.link(link, requestOrigin(request)));
  });

  app.get('/share-links/', async (request) => {
    const user = requireUser(request);
    const results = (await boards.linksOfUser(user.id)).map((l) =>
      ser.link(l, requestOrigin(request)),
    );
    return { results, count: results.length };
  });

  async function revoke(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = requireUser(request);
    const link = await boards.findLink(user.id, request.params.id);
    if (!link) throw linkNotFound();
    // Revoking twice is not an error, and records nothing new.
    if (link.is_active === 0) return ser.link(link, requestOrigin(request));
    await auditedWrite(db, (trx) => boardsRepository(trx).revokeLink(link.id), {
      userId: user.id,
      action: 'share_link.revoked',
      objectType: 'share_link',
      objectId: link.id,
      details: { board: link.board_id },
    });
    return ser.link({ ...link, is_active: 0 }, requestOrigin(request));
  }

  app.patch<{ Params: { id: string } }>('/share-links/:id/', async (request) => {
    requireUser(request);
    parseUpdate(ShareLinkUpdateBody, request.body);
    return revoke(request);
  });
  app.post<{ Params: { id: string } }>('/share-links/:id/revoke/', revoke);

  app.get<{ Params: { id: string } }>('/share-links/:id/qr-code/', async (request) => {
    const user = requireUser(request);
    const link = await boards.findLink(user.id, request.params.id);
    if (!link) throw linkNotFound();
    // A printed code for a dead link would only ever lead to 'Board Not Found'.
    if (link.is_active === 0) throw new HttpError(409, SHARE_LINK_REVOKED);
    if (!isLive(link)) throw new HttpError(409, SHARE_LINK_EXPIRED);
    const url = ser.link(link, requestOrigin(request)).url;
    const qr_code = await QRCode.toDataURL(url, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    });
    // The same code as a vector, for print at any size.
    const qr_svg = await QRCode.toString(url, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    return { url, qr_code, qr_svg };
  });
}
