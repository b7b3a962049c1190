import {
  Board,
  BoardList,
  ShareLink,
  ShareLinkList,
  ShareLinkQr,
  boardPaths as paths,
} from './contract/index.ts';
import type {
  BoardCreateBody,
  BoardUpdateBody,
  ProjectShareLinkBody,
  ShareLinkCreateBody,
  SharePermission,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';

/** The board and share-link calls of spec part 2 §7 (owner side), parsed with the contract. */
export function createBoardsApi(http: HttpClient) {
  return {
    list: async (projectId?: string) =>
      BoardList.parse(await http(paths.boards, { query: { project: projectId } })),
    get: async (id: string) => Board.parse(await http(paths.board(id))),
    create: async (body: BoardCreateBody) => Board.parse(await http(paths.boards, { json: body })),
    update: async (id: string, body: BoardUpdateBody) =>
      Board.parse(await http(paths.board(id), { method: 'PATCH', json: body })),
    remove: async (id: string) => {
      await http(paths.board(id), { method: 'DELETE' });
    },
    /** The client layer creates links for boards, never expiring (spec part 2 §6, §9). */
    createShareLink: async (boardId: string, permission: SharePermission = 'view') => {
      const body: ShareLinkCreateBody = {
        permission,
        expires_in_days: null,
        resource_type: 'board',
      };
      return ShareLink.parse(await http(paths.boardShareLinks(boardId), { json: body }));
    },
    /**
     * POST /projects/{id}/share_links/ (spec part 1 §7): a link to the whole project, or with
     * `version_ids` to just those versions (a board of them); asking again gives the same link.
     */
    shareProject: async (projectId: string, body: ProjectShareLinkBody = {}) =>
      ShareLink.parse(
        await http(paths.projectShareLinks(projectId), {
          json: { permission: 'view', expires_in_days: null, resource_type: 'project', ...body },
        }),
      ),
    shareLinks: async (boardId: string) =>
      ShareLinkList.parse(await http(paths.boardShareLinks(boardId))).results,
    allShareLinks: async () => ShareLinkList.parse(await http(paths.shareLinks)).results,
    revokeShareLink: async (id: string) =>
      ShareLink.parse(await http(paths.shareLinkRevoke(id), { method: 'POST' })),
    qrCode: async (id: string) => ShareLinkQr.parse(await http(paths.shareLinkQr(id))),
  };
}
export type BoardsApi = ReturnType<typeof createBoardsApi>;
