import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardPaths } from '@hds/api-client';
import { boardsHandlers, boardsScenario, makeBoard, populatedBoards } from '@hds/api-client/msw';
import {
  expectSignInGate,
  expectToast,
  failing,
  mockApi,
  PAGE_WAIT,
  pendingForever,
  SERVER_ERROR_DETAIL,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { boardMessages } from './boardMessages.ts';
import { expectBoardNotFound } from './boardStoryChecks.ts';
import { BoardDetailPage } from './BoardDetailPage.tsx';

const meta = {
  title: 'Pages/Board',
  component: BoardDetailPage,
  ...studioPage(
    '/app/boards/brd-0001',
    '`/app/boards/{boardId}` in the whole studio: breadcrumb, badges, Edit and Delete, the ' +
      'Images and Share Settings tabs, the auto-generated banner, an empty board, the load ' +
      "failure, 'Board not found.' and the sign-in gate. Share Settings revokes a link " +
      "behind a confirmation ('Link revoked' / 'Failed to revoke link').",
  ),
} satisfies Meta<typeof BoardDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared board with three pictures. */
export const Full: Story = {
  beforeEach: mockApi(() => boardsHandlers(populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Kitchen ideas' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText('Industrial and bohemian takes on the kitchen')).toBeVisible();
    await expect(canvas.getByText('Shareable')).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(crumbs).getByRole('link', { name: 'Maple Street' })).toHaveAttribute(
      'href',
      '/app/projects/prj-0001',
    );
    await expect(canvas.getByRole('link', { name: 'Edit Board' })).toHaveAttribute(
      'href',
      '/app/boards/brd-0001/edit',
    );
    await expect(canvas.getByRole('button', { name: 'Delete Board' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Board images' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await expect(within(grid).getByRole('img', { name: 'Version 1' })).toBeVisible();
  },
};

/** Share Settings shows the board's view link and generates a View and Upload link. */
export const ShareLinks: Story = {
  beforeEach: mockApi(() => boardsHandlers(populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Share Settings' }, PAGE_WAIT));
    await expect(await canvas.findByRole('heading', { name: 'Share Settings' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'View Only link' })).toHaveValue(
      'http://localhost:6006/app/share/board/share-token-0001',
    );
    await expect(canvas.getByText('share-token-0001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Generate Link/ }));
    const uploadLink = await canvas.findByRole(
      'textbox',
      { name: 'View and Upload link' },
      PAGE_WAIT,
    );
    // The handler answers with the origin the request went to, like the server.
    await expect((uploadLink as HTMLInputElement).value).toMatch(
      /\/app\/share\/board\/share-token-brd-0001-2$/,
    );
  },
};

/**
 * The owner revokes the View Only link: a confirmation, then 'Link revoked'; the card offers
 * Generate Link again and, once the board is read again, it is no longer Shareable.
 */
export const RevokeLink: Story = {
  beforeEach: mockApi(() => boardsHandlers(populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Share Settings' }, PAGE_WAIT));
    const view = await canvas.findByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Revoke' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expectToast(
      canvasElement,
      'Link revoked',
      'The View Only link no longer opens this board.',
    );
    await expect(await within(view).findByRole('button', { name: 'Generate Link' })).toBeEnabled();
    await waitFor(() => expect(canvas.queryByText('Shareable')).toBeNull(), PAGE_WAIT);
    await expect(canvas.queryByText(/Board ID/)).toBeNull();
  },
};

/** The server refuses the revoke: a destructive toast, and the link stays on its card. */
export const RevokeLinkFails: Story = {
  // First in the list: it answers before the scenario's own revoke handler.
  beforeEach: mockApi(() => [
    http.post('*/share-links/:id/revoke/', () =>
      HttpResponse.json({ detail: SERVER_ERROR_DETAIL }, { status: 500 }),
    ),
    ...boardsHandlers(populatedBoards()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Share Settings' }, PAGE_WAIT));
    const view = await canvas.findByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Revoke' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expectToast(canvasElement, 'Failed to revoke link');
    await expect(within(view).getByRole('textbox', { name: 'View Only link' })).toBeVisible();
    await expect(canvas.getByText('Shareable')).toBeVisible();
  },
};

/** The project's auto-generated board: read-only banner, no Edit. */
export const AutoGenerated: Story = {
  parameters: { studio: { path: '/app/boards/brd-0003' } },
  beforeEach: mockApi(() => boardsHandlers(populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Maple Street — All Images' },
        PAGE_WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Auto-generated')).toBeVisible();
    await expect(canvas.getByText(boardMessages.autoGenerated)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit Board' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Images 6' })).toBeVisible();
  },
};

/** The board never answers: placeholders, busy. */
export const Loading: Story = {
  beforeEach: mockApi(() => [pendingForever(boardPaths.board('brd-0001'))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByRole('region', { name: 'Loading board' }, PAGE_WAIT);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** A board whose pictures were all removed: the grid says how to fill it. */
export const Empty: Story = {
  parameters: { studio: { path: '/app/boards/brd-0004' } },
  beforeEach: mockApi(() =>
    boardsHandlers(
      boardsScenario({
        boards: [makeBoard({ id: 'brd-0004', name: 'Fresh ideas', description: '', versions: [] })],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fresh ideas' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByText('0 images')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Images 0' })).toBeVisible();
    await expect(await canvas.findByText('No images in this board')).toBeVisible();
    await expect(canvas.getByText('Add images from your project to this board')).toBeVisible();
    // The empty state offers the way to fill it (issue #40); nothing to arrange yet.
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Arrange' })).toBeNull();
  },
};

/**
 * Arrange (issue #40): by keyboard, Version 3 one place earlier, then Version 1 removed; each
 * change is the board PATCH, and the grid shows the saved order afterwards.
 */
export const Arrange: Story = {
  beforeEach: mockApi(() => boardsHandlers(populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const arrange = await canvas.findByRole('button', { name: 'Arrange' }, PAGE_WAIT);
    await userEvent.click(arrange);
    const list = canvas.getByRole('list', { name: 'Arrange board images' });
    const earlier = within(list).getByRole('button', { name: 'Move Version 3 earlier' });
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Version 3'),
    );
    await waitFor(() => expect(earlier).toHaveFocus());
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove Version 1 from board' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Images 2' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Done arranging' }));
    const grid = canvas.getByRole('grid', { name: 'Board images' });
    const rows = within(grid).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Version 3');
  },
};

/** The board fails (500): the page says so and offers a retry; a toast carries the detail. */
export const ServerError: Story = {
  beforeEach: mockApi(() => [failing(boardPaths.board('brd-0001'))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: boardMessages.loadFailed }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectToast(canvasElement, 'Error', SERVER_ERROR_DETAIL);
  },
};

/** An id that is not the user's: 'Board not found.' and the way back to the boards. */
export const NotFound: Story = {
  parameters: { studio: { path: '/app/boards/brd-missing' } },
  beforeEach: mockApi(() => boardsHandlers(populatedBoards())),
  play: async ({ canvasElement }) => expectBoardNotFound(canvasElement),
};

/** Signed out: the gate asks for a sign-in. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectSignInGate(canvasElement, 'Board');
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  },
};
