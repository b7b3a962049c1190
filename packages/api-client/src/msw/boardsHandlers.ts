import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  AUTO_BOARD_READ_ONLY,
  Board,
  BoardCreateBody,
  BoardUpdateBody,
  ProjectShareLinkBody,
  ShareLinkCreateBody,
  boardPaths as paths,
  shareViewerPath,
  type BoardVersion,
  type ShareLink,
} from '../contract/index.ts';

/**
 * Builders of boards and share links for Storybook and unit tests: valid by the `Board` contract,
 * overridable field by field, with fixed dates. Pictures point at the sample renders Storybook
 * serves under /samples/.
 */
const at = '2026-11-20T10:00:00.000Z';
const pictures = [
  '/samples/kitchen/furnished_industrial_daylight.jpg',
  '/samples/living_room/furnished_bohemian_daylight.jpg',
  '/samples/bedroom/furnished_mediterranean_daylight.jpg',
  '/samples/bathroom/furnished_industrial_daylight.jpg',
  '/samples/office/furnished_bohemian_daylight.jpg',
  '/samples/exterior/furnished_mediterranean_twilight.jpg',
] as const;

export function makeBoardVersion(overrides: Partial<BoardVersion> = {}): BoardVersion {
  const picture = pictures[0];
  return {
    id: 'ver-b001',
    image: 'img-0001',
    label: 'Industrial kitchen',
    kind: 'generated',
    created_at: at,
    storage_url: picture,
    preview_url: picture,
    thumbnail_url: picture,
    ...overrides,
  };
}

/** `count` generated versions over the sample pictures: ver-b001, ver-b002, … */
export function makeBoardVersions(count: number, prefix = 'ver-b'): BoardVersion[] {
  return Array.from({ length: count }, (_, i) => {
    const picture = pictures[i % pictures.length]!;
    return makeBoardVersion({
      id: `${prefix}${String(i + 1).padStart(3, '0')}`,
      image: `img-${String(i + 1).padStart(4, '0')}`,
      label: `Version ${i + 1}`,
      storage_url: picture,
      preview_url: picture,
      thumbnail_url: picture,
    });
  });
}

export function makeShareLink(overrides: Partial<ShareLink> = {}): ShareLink {
  const token = overrides.token ?? 'share-token-0001';
  return {
    id: 'lnk-0001',
    url: `http://localhost:6006${shareViewerPath(token)}`,
    token,
    permission: 'view',
    resource_type: 'board',
    board: 'brd-0001',
    expires_at: null,
    is_active: true,
    access_count: 0,
    created_at: at,
    ...overrides,
  };
}

export function makeBoard(overrides: Partial<Board> = {}): Board {
  const versions = overrides.versions ?? makeBoardVersions(3);
  const links = overrides.share_links ?? [];
  return {
    id: 'brd-0001',
    name: 'Kitchen ideas',
    description: 'Industrial and bohemian takes on the kitchen',
    project: { id: 'prj-0001', title: 'Maple Street' },
    versions,
    version_count: versions.length,
    thumbnail_url: versions[0]?.thumbnail_url ?? null,
    share_token: links.at(-1)?.token ?? null,
    share_links: links,
    is_public: links.length > 0,
    is_auto_generated: false,
    created_at: '2026-11-18T09:00:00.000Z',
    updated_at: at,
    ...overrides,
  };
}

/** In-memory data one scenario's handlers share; stories seed it, handlers mutate it. */
export interface BoardsScenario {
  boards: Board[];
  /** Projects a new board may belong to. */
  projects: Array<{ id: string; title: string }>;
  /** Completed versions a new board (or an edit) may pick from. */
  versions: BoardVersion[];
}

export function boardsScenario(seed: Partial<BoardsScenario> = {}): BoardsScenario {
  return {
    boards: [],
    projects: [{ id: 'prj-0001', title: 'Maple Street' }],
    versions: makeBoardVersions(6),
    ...seed,
  };
}

/**
 * A populated scenario for Maple Street (prj-0001): a shared board of three versions, a private
 * one of two and the project's auto-generated board of all six.
 */
export function populatedBoards(): BoardsScenario {
  const versions = makeBoardVersions(6);
  const kitchen = makeBoard({
    id: 'brd-0001',
    versions: versions.slice(0, 3),
    share_links: [makeShareLink({ board: 'brd-0001' })],
  });
  const living = makeBoard({
    id: 'brd-0002',
    name: 'Bathroom and study',
    description: '',
    versions: versions.slice(3, 5),
    created_at: '2026-11-16T09:00:00.000Z',
    updated_at: '2026-11-17T15:30:00.000Z',
  });
  const all = makeBoard({
    id: 'brd-0003',
    name: 'Maple Street — All Images',
    description: 'Every image of this project, kept in sync automatically.',
    versions,
    is_auto_generated: true,
    created_at: '2026-11-15T08:00:00.000Z',
    updated_at: '2026-11-15T08:00:00.000Z',
  });
  return boardsScenario({
    boards: [kitchen, living, all],
    projects: [
      { id: 'prj-0001', title: 'Maple Street' },
      { id: 'prj-0002', title: 'Harbour Loft' },
    ],
    versions,
  });
}

const notFound = (detail: string) => HttpResponse.json({ detail }, { status: 404 });

/** The server's `{detail}` for a body that fails the contract: the first issue, with its field. */
function invalid(error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid request';
  const detail = !field || message.includes(field) ? message : `${field}: ${message}`;
  return HttpResponse.json({ detail }, { status: 400 });
}

/** Writes happen "at" this fixed time, so a story reads the same on every run. */
const writtenAt = '2026-11-20T12:00:00.000Z';

/**
 * Handlers that behave like the server for the owner's boards and their share links (spec
 * part 2 §7): list (optionally by project), create, read, rename/edit, delete, list, create and
 * revoke links. Auto-generated boards refuse edits with the server's 403.
 */
export function boardsHandlers(s: BoardsScenario = boardsScenario()) {
  const find = (id: unknown) => s.boards.find((b) => b.id === id);
  const replace = (board: Board) => {
    s.boards = s.boards.map((b) => (b.id === board.id ? board : b));
    return board;
  };
  const pick = (ids: string[]) =>
    ids.map((id) => s.versions.find((v) => v.id === id) ?? makeBoardVersion({ id, label: '' }));

  return [
    http.get(`*${paths.boards}`, ({ request }) => {
      const project = new URL(request.url).searchParams.get('project');
      if (project && !s.projects.some((p) => p.id === project))
        return notFound('Project not found');
      const results = s.boards.filter((b) => !project || b.project.id === project);
      return HttpResponse.json({ results, count: results.length });
    }),
    http.post(`*${paths.boards}`, async ({ request }) => {
      const parsed = BoardCreateBody.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) return invalid(parsed.error);
      const project = s.projects.find((p) => p.id === parsed.data.project);
      if (!project) return notFound('Project not found');
      const versions = pick(parsed.data.version_ids);
      const board = makeBoard({
        id: `brd-new-${s.boards.length + 1}`,
        name: parsed.data.name,
        description: parsed.data.description,
        project,
        versions,
        created_at: writtenAt,
        updated_at: writtenAt,
      });
      s.boards = [board, ...s.boards];
      return HttpResponse.json(board, { status: 201 });
    }),
    http.get(`*${paths.board(':id')}`, ({ params }) => {
      const board = find(params.id);
      return board ? HttpResponse.json(board) : notFound('Board not found.');
    }),
    http.patch(`*${paths.board(':id')}`, async ({ params, request }) => {
      const board = find(params.id);
      if (!board) return notFound('Board not found.');
      const parsed = BoardUpdateBody.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) return invalid(parsed.error);
      if (board.is_auto_generated)
        return HttpResponse.json({ detail: AUTO_BOARD_READ_ONLY }, { status: 403 });
      const { name, description, version_ids } = parsed.data;
      const versions = version_ids ? pick(version_ids) : board.versions;
      const updated = Board.parse({
        ...board,
        name: name ?? board.name,
        description: description ?? board.description,
        versions,
        version_count: versions.length,
        thumbnail_url: versions[0]?.thumbnail_url ?? null,
        updated_at: writtenAt,
      });
      return HttpResponse.json(replace(updated));
    }),
    http.delete(`*${paths.board(':id')}`, ({ params }) => {
      if (!find(params.id)) return notFound('Board not found.');
      s.boards = s.boards.filter((b) => b.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${paths.boardShareLinks(':id')}`, ({ params }) => {
      const board = find(params.id);
      if (!board) return notFound('Board not found.');
      const results = board.share_links.filter((l) => l.is_active);
      return HttpResponse.json({ results, count: results.length });
    }),
    http.post(`*${paths.boardShareLinks(':id')}`, async ({ params, request }) => {
      const board = find(params.id);
      if (!board) return notFound('Board not found.');
      const parsed = ShareLinkCreateBody.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) return invalid(parsed.error);
      const n = s.boards.reduce((sum, b) => sum + b.share_links.length, 0) + 1;
      const token = `share-token-${board.id}-${n}`;
      const link = makeShareLink({
        id: `lnk-${board.id}-${n}`,
        url: new URL(shareViewerPath(token), request.url).href,
        token,
        permission: parsed.data.permission,
        board: board.id,
        expires_at: parsed.data.expires_in_days
          ? new Date(Date.parse(writtenAt) + parsed.data.expires_in_days * 86_400_000).toISOString()
          : null,
        created_at: writtenAt,
      });
      const links = [...board.share_links, link];
      replace({ ...board, share_links: links, share_token: token, is_public: true });
      return HttpResponse.json(link, { status: 201 });
    }),
    // Like the server: the whole project through its auto board, or a board of the chosen
    // versions (found again for the same versions); the same request again gives the same link.
    http.post(`*${paths.projectShareLinks(':id')}`, async ({ params, request }) => {
      const project = s.projects.find((p) => p.id === params.id);
      if (!project) return notFound('Project not found.');
      const parsed = ProjectShareLinkBody.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) return invalid(parsed.error);
      const ids = parsed.data.version_ids;
      const same = (b: Board) =>
        b.project.id === project.id &&
        (ids
          ? !b.is_auto_generated && b.versions.map((v) => v.id).join() === ids.join()
          : b.is_auto_generated);
      let board = s.boards.find(same);
      if (!board && !ids) return notFound('Project not found.');
      if (!board) {
        const versions = pick(ids!);
        board = makeBoard({
          id: `brd-new-${s.boards.length + 1}`,
          name: versions[0]?.label || project.title,
          description: 'Shared from the playground.',
          project,
          versions,
          created_at: writtenAt,
          updated_at: writtenAt,
        });
        s.boards = [board, ...s.boards];
      }
      const live = board.share_links.find(
        (l) => l.is_active && l.permission === parsed.data.permission && l.expires_at === null,
      );
      if (live && parsed.data.expires_in_days === null) return HttpResponse.json(live);
      const n = s.boards.reduce((sum, b) => sum + b.share_links.length, 0) + 1;
      const token = `share-token-${board.id}-${n}`;
      const link = makeShareLink({
        id: `lnk-${board.id}-${n}`,
        url: new URL(shareViewerPath(token), request.url).href,
        token,
        permission: parsed.data.permission,
        board: board.id,
        created_at: writtenAt,
      });
      replace({
        ...board,
        share_links: [...board.share_links, link],
        share_token: token,
        is_public: true,
      });
      return HttpResponse.json(link, { status: 201 });
    }),
    // Like the server: the link leaves its board, whose share token is then its newest live link.
    http.post(`*${paths.shareLinkRevoke(':id')}`, ({ params }) => {
      const board = s.boards.find((b) => b.share_links.some((l) => l.id === params.id));
      const link = board?.share_links.find((l) => l.id === params.id);
      if (!board || !link) return notFound('Share link not found.');
      const links = board.share_links.filter((l) => l.id !== link.id);
      replace({
        ...board,
        share_links: links,
        share_token: links.at(-1)?.token ?? null,
        is_public: links.length > 0,
      });
      return HttpResponse.json({ ...link, is_active: false });
    }),
  ];
}
