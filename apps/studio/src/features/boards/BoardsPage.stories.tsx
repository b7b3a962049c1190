import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { boardPaths } from '@hds/api-client';
import {
  boardsHandlers,
  boardsScenario,
  homeDesignHandlers,
  populatedBoards,
  populatedHomeDesign,
} from '@hds/api-client/msw';
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
import { BoardsPage } from './BoardsPage.tsx';

const meta = {
  title: 'Pages/Boards',
  component: BoardsPage,
  ...studioPage(
    '/app/boards',
    '`/app/boards` in the whole studio: every board of the user as a card (cover, Public ' +
      "badge, project, updated date, menu), 'No boards yet', the load failure and the " +
      'sign-in gate.',
  ),
} satisfies Meta<typeof BoardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three boards: a shared one (Public), a private one and the project's auto-generated one. */
export const Full: Story = {
  beforeEach: mockApi(() => boardsHandlers(populatedBoards())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Boards' }, PAGE_WAIT),
    ).toBeVisible();
    const grid = await canvas.findByRole('list', { name: 'Boards' }, PAGE_WAIT);
    const cards = within(grid).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const kitchen = within(cards[0]!);
    await expect(kitchen.getByRole('link', { name: 'Kitchen ideas' })).toHaveAttribute(
      'href',
      '/app/boards/brd-0001',
    );
    await expect(kitchen.getByText('Public')).toBeVisible();
    await expect(kitchen.getByText('3 images')).toBeVisible();
    await expect(kitchen.getByText('Nov 20, 2026')).toBeVisible();
    await expect(within(cards[1]!).queryByText('Public')).toBeNull();
    await expect(within(cards[2]!).getByText('6 images')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Actions for Bathroom and study' }),
    ).toBeVisible();
  },
};

/** A clipboard that records what was written (the test browser may refuse the real one). */
const fakeClipboard = (writeText: (text: string) => Promise<void>) => () => {
  const real = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (real) Object.defineProperty(navigator, 'clipboard', real);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
};
const writeText = fn(async (_text: string) => {});

/**
 * Copy Share Link from a public board's menu: the link is on the clipboard and the success
 * toast is 'Link Copied' (the menu has no in-place 'Copied' state to show, unlike Share Settings).
 */
export const CopyShareLink: Story = {
  beforeEach: [mockApi(() => boardsHandlers(populatedBoards())), fakeClipboard(writeText)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    writeText.mockClear();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Kitchen ideas' }, PAGE_WAIT),
    );
    await userEvent.click(await body.findByRole('menuitem', { name: 'Copy Share Link' }));
    await expectToast(canvasElement, boardMessages.linkCopied);
    await expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/\/app\/share\/board\/share-token-0001$/),
    );
  },
};

/** The clipboard refuses: 'Failed to copy link'. */
export const CopyShareLinkFails: Story = {
  beforeEach: [
    mockApi(() => boardsHandlers(populatedBoards())),
    fakeClipboard(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Kitchen ideas' }, PAGE_WAIT),
    );
    await userEvent.click(await body.findByRole('menuitem', { name: 'Copy Share Link' }));
    await expectToast(canvasElement, 'Error', boardMessages.copyFailed);
  },
};

/** The list never answers: four skeleton cards, busy. */
export const Loading: Story = {
  beforeEach: mockApi(() => [pendingForever(boardPaths.boards)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeletons = await canvas.findByRole('list', { name: 'Loading boards' }, PAGE_WAIT);
    await expect(within(skeletons).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Boards' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No boards yet: where boards come from. */
export const Empty: Story = {
  beforeEach: mockApi(() => boardsHandlers(boardsScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole('region', { name: 'No boards yet' }, PAGE_WAIT);
    await expect(
      within(empty).getByText(
        'Open a project, choose the versions you like and gather them into a board.',
      ),
    ).toBeVisible();
    await expect(within(empty).getByRole('button', { name: 'Create Board' })).toBeVisible();
  },
};

/** Boards are made from a project's versions: Create Board says so and opens the projects. */
export const CreateBoard: Story = {
  beforeEach: mockApi(() => [
    ...boardsHandlers(boardsScenario()),
    ...homeDesignHandlers(populatedHomeDesign()),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole('region', { name: 'No boards yet' }, PAGE_WAIT);
    await userEvent.click(within(empty).getByRole('button', { name: 'Create Board' }));
    await expectToast(canvasElement, boardMessages.createFromProject);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Projects' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** The list fails (500): the page says so and offers a retry; a toast carries the detail. */
export const ServerError: Story = {
  beforeEach: mockApi(() => [failing(boardPaths.boards)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: boardMessages.loadListFailed }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectToast(canvasElement, 'Error', SERVER_ERROR_DETAIL);
  },
};

/** Signed out: the gate asks for a sign-in. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectSignInGate(canvasElement, 'Boards');
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  },
};
