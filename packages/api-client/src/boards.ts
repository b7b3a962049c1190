import { queryOptions } from '@tanstack/react-query';
import { boardPaths as paths } from './contract/index.ts';
import type {
  BoardCreateBody,
  BoardUpdateBody,
  ProjectShareLinkBody,
  ShareLinkCreateBody,
  SharePermission,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';
import { parsed } from './replies.ts';

/** The schemas of these replies, loaded with the first (replies.ts). */
const schemas = () => import('./contract/boards.ts');

/** The board and share-link calls of spec part 2 §7 (owner side), parsed with the contract. */
export function createBoardsApi(http: HttpClient) {
  return {
    list: async (projectId?: string) =>
      parsed(http(paths.boards, { query: { project: projectId } }), schemas, (s) => s.BoardList),
    get: async (id: string) => parsed(http(paths.board(id)), schemas, (s) => s.Board),
    create: async (body: BoardCreateBody) =>
      parsed(http(paths.boards, { json: body }), schemas, (s) => s.Board),
    update: async (id: string, body: BoardUpdateBody) =>
      parsed(http(paths.board(id), { method: 'PATCH', json: body }), schemas, (s) => s.Board),
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
      return parsed(
        http(paths.boardShareLinks(boardId), { json: body }),
        schemas,
        (s) => s.ShareLink,
      );
    },
    /**
     * POST /projects/{id}/share_links/ (spec part 1 §7): a link to the whole project, or with
     * `version_ids` to just those versions (a board of them); asking again gives the same link.
     */
    shareProject: async (projectId: string, body: ProjectShareLinkBody = {}) =>
      parsed(
        http(paths.projectShareLinks(projectId), {
          json: { permission: 'view', expires_in_days: null, resource_type: 'project', ...body },
        }),
        schemas,
        (s) => s.ShareLink,
      ),
    shareLinks: async (boardId: string) =>
      (await parsed(http(paths.boardShareLinks(boardId)), schemas, (s) => s.ShareLinkList)).results,
    allShareLinks: async () =>
      (await parsed(http(paths.shareLinks), schemas, (s) => s.ShareLinkList)).results,
    revokeShareLink: async (id: string) =>
      parsed(http(paths.shareLinkRevoke(id), { method: 'POST' }), schemas, (s) => s.ShareLink),
    qrCode: async (id: string) =>
      parsed(http(paths.shareLinkQr(id)), schemas, (s) => s.ShareLinkQr),
  };
}
export type BoardsApi = ReturnType<typeof createBoardsApi>;

/**
 * TanStack Query options for the owner's boards (TkDodo's factory). Every board change
 * invalidates `all()`: lists, details and the project's board tab refresh together.
 */
export function createBoardQueries(api: BoardsApi) {
  const all = () => ['boards'] as const;
  return {
    all,
    list: (projectId?: string) =>
      queryOptions({
        queryKey: ['boards', 'list', { project: projectId ?? null }] as const,
        queryFn: () => api.list(projectId),
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: ['boards', 'detail', id] as const,
        queryFn: () => api.get(id),
      }),
    mutations: {
      create: () => ({
        mutationKey: ['boards', 'create'] as const,
        mutationFn: (body: BoardCreateBody) => api.create(body),
        meta: { invalidates: [all()] },
      }),
      update: () => ({
        mutationKey: ['boards', 'update'] as const,
        mutationFn: ({ id, body }: { id: string; body: BoardUpdateBody }) => api.update(id, body),
        meta: { invalidates: [all()] },
      }),
      remove: () => ({
        mutationKey: ['boards', 'remove'] as const,
        mutationFn: (id: string) => api.remove(id),
        meta: { invalidates: [all()] },
      }),
      shareProject: () => ({
        mutationKey: ['boards', 'shareProject'] as const,
        mutationFn: ({ projectId, body }: { projectId: string; body?: ProjectShareLinkBody }) =>
          api.shareProject(projectId, body),
        meta: { invalidates: [all()] },
      }),
    },
  };
}
export type BoardQueries = ReturnType<typeof createBoardQueries>;
