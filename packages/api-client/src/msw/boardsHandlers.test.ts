import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBoardsApi } from '../boards.ts';
import { AUTO_BOARD_READ_ONLY, Board, BOARD_NAME_REQUIRED } from '../contract/index.ts';
import { createHttpClient } from '../http.ts';
import {
  boardsHandlers,
  makeBoard,
  makeShareLink,
  populatedBoards,
  type BoardsScenario,
} from './boardsHandlers.ts';

// The handlers stand in for the server in Storybook: they must honour the same contract.
let scenario: BoardsScenario = populatedBoards();
const server = setupServer();
const api = createBoardsApi(
  createHttpClient({ baseUrl: 'http://studio.test', csrfToken: () => 't' }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  scenario = populatedBoards();
  server.resetHandlers();
});
afterAll(() => server.close());
const serve = () => server.use(...boardsHandlers(scenario));

describe('board fixtures', () => {
  it('parse with the Board contract', () => {
    for (const board of [makeBoard(), ...populatedBoards().boards]) {
      expect(Board.parse(board)).toEqual(board);
    }
    const shared = makeBoard({ share_links: [makeShareLink()] });
    expect(shared).toMatchObject({ is_public: true, share_token: 'share-token-0001' });
  });
});

describe('boardsHandlers', () => {
  it('lists every board, or a project’s boards, and reads one', async () => {
    serve();
    expect((await api.list()).results.map((b) => b.id)).toEqual([
      'brd-0001',
      'brd-0002',
      'brd-0003',
    ]);
    expect((await api.list('prj-0002')).count).toBe(0);
    await expect(api.list('prj-nope')).rejects.toMatchObject({ status: 404 });
    expect((await api.get('brd-0003')).is_auto_generated).toBe(true);
    await expect(api.get('nope')).rejects.toMatchObject({
      status: 404,
      message: 'Board not found.',
    });
  });

  it('creates a board from versions and refuses an empty name with the spec message', async () => {
    serve();
    await expect(
      api.create({ project: 'prj-0001', name: ' ', version_ids: ['ver-b001'] }),
    ).rejects.toMatchObject({ status: 400, message: BOARD_NAME_REQUIRED });
    const board = await api.create({
      project: 'prj-0001',
      name: 'Bedrooms',
      version_ids: ['ver-b003', 'ver-b004'],
    });
    expect(board).toMatchObject({ name: 'Bedrooms', version_count: 2 });
    expect((await api.list()).results[0]!.id).toBe(board.id);
  });

  it('renames, refuses to edit an auto-generated board, and deletes', async () => {
    serve();
    expect((await api.update('brd-0002', { name: 'Lounge' })).name).toBe('Lounge');
    await expect(api.update('brd-0003', { name: 'x' })).rejects.toMatchObject({
      status: 403,
      message: AUTO_BOARD_READ_ONLY,
    });
    await api.remove('brd-0002');
    await expect(api.get('brd-0002')).rejects.toMatchObject({ status: 404 });
  });

  it('creates share links that make the board public', async () => {
    serve();
    expect(await api.shareLinks('brd-0002')).toEqual([]);
    const link = await api.createShareLink('brd-0002', 'upload');
    expect(link).toMatchObject({ permission: 'upload', board: 'brd-0002', expires_at: null });
    expect(link.url).toBe(`http://studio.test/app/share/board/${link.token}`);
    expect(await api.shareLinks('brd-0002')).toEqual([link]);
    expect(await api.get('brd-0002')).toMatchObject({ is_public: true, share_token: link.token });
  });

  it('revokes a link: it leaves the board, which is no longer public', async () => {
    serve();
    const link = await api.createShareLink('brd-0002', 'view');
    expect(await api.revokeShareLink(link.id)).toMatchObject({ id: link.id, is_active: false });
    expect(await api.shareLinks('brd-0002')).toEqual([]);
    expect(await api.get('brd-0002')).toMatchObject({ is_public: false, share_token: null });
    await expect(api.revokeShareLink('lnk-missing')).rejects.toMatchObject({ status: 404 });
  });

  it('adds, reorders and empties a board through PATCH version_ids', async () => {
    serve();
    const grown = await api.update('brd-0002', {
      version_ids: ['ver-b005', 'ver-b001', 'ver-b004'],
    });
    expect(grown.versions.map((v) => v.id)).toEqual(['ver-b005', 'ver-b001', 'ver-b004']);
    expect((await api.update('brd-0002', { version_ids: [] })).version_count).toBe(0);
  });

  it('shares a project (its auto board) or chosen versions, the same link when asked again', async () => {
    serve();
    const whole = await api.shareProject('prj-0001');
    expect(whole).toMatchObject({ board: 'brd-0003', permission: 'view', expires_at: null });
    expect((await api.shareProject('prj-0001')).id).toBe(whole.id);

    const one = await api.shareProject('prj-0001', { version_ids: ['ver-b002'] });
    const board = await api.get(one.board);
    expect(board.versions.map((v) => v.id)).toEqual(['ver-b002']);
    expect(board.share_token).toBe(one.token);
    expect((await api.shareProject('prj-0001', { version_ids: ['ver-b002'] })).id).toBe(one.id);

    await expect(api.shareProject('prj-missing')).rejects.toMatchObject({ status: 404 });
    await expect(api.shareProject('prj-0001', { version_ids: [] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Select at least one version'),
    });
  });
});
