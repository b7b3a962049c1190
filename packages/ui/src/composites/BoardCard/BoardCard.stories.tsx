import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BoardCard } from './BoardCard.tsx';
import { makeBoard, makeBoardVersions, storyNow } from './BoardCard.fixtures.ts';

const meta = {
  title: 'Composites/BoardCard',
  component: BoardCard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A board in a grid (spec part 2 §2). `variant="list"` is the boards page card: cover ' +
          'from the first version, image count, Public badge, project and updated date; menu ' +
          'View Board, Copy Share Link (public boards), Delete Board. `variant="project"` is the ' +
          "project's Boards tab card: up to 4 thumbnails and '+n', relative creation time, " +
          'Shared badge; menu View Board, Rename Board, Edit Board (not for auto-generated ' +
          'boards), Share Board, Open Share Link (when shared), Delete Board. The name links to ' +
          'the board; actions come back through `onAction(action, board)`.',
      },
    },
  },
  args: {
    board: makeBoard(),
    href: '/app/boards/brd-0001',
    onAction: fn(),
    now: storyNow,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BoardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement, name: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('link', { name })).toHaveFocus();
  await userEvent.tab();
  await expect(
    within(canvasElement).getByRole('button', { name: `Actions for ${name}` }),
  ).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = await body.findByRole('menu');
  return {
    body,
    menu,
    items: () =>
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
  };
}

/** Boards page card, private board: View Board and Delete Board only. */
export const ListCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Kitchen ideas' })).toHaveAttribute(
      'href',
      '/app/boards/brd-0001',
    );
    await expect(canvas.getByText('3 images')).toBeVisible();
    await expect(canvas.getByText('Maple Street')).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026')).toBeVisible();
    await expect(canvas.queryByText('Public')).toBeNull();
    const { body, items } = await openMenu(canvasElement, 'Kitchen ideas');
    await expect(items()).toEqual(['View Board', 'Delete Board']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', args.board);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A public board gets the Public badge and Copy Share Link. */
export const ListCardPublic: Story = {
  args: { board: makeBoard({ is_public: true, share_token: 'tok-1' }) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Public')).toBeVisible();
    const { items } = await openMenu(canvasElement, 'Kitchen ideas');
    await expect(items()).toEqual(['View Board', 'Copy Share Link', 'Delete Board']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('copyLink', args.board);
  },
};

/** No versions and no thumbnail: a placeholder instead of a broken image. */
export const ListCardEmpty: Story = {
  args: { board: makeBoard({ versions: [], version_count: 0, description: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 images')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Project Boards tab: four thumbnails and '+3' for a board of seven, Shared badge. */
export const ProjectCard: Story = {
  args: {
    variant: 'project',
    board: makeBoard({ versions: makeBoardVersions(7), share_token: 'tok-1' }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(4);
    await expect(canvas.getByText('3 more')).toBeInTheDocument();
    await expect(canvas.getByText('7 images')).toBeVisible();
    await expect(canvas.getByText('2 days ago')).toBeVisible();
    await expect(canvas.getByText('Shared')).toBeVisible();
    const { items } = await openMenu(canvasElement, 'Kitchen ideas');
    await expect(items()).toEqual([
      'View Board',
      'Rename Board',
      'Edit Board',
      'Share Board',
      'Open Share Link',
      'Delete Board',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('rename', args.board);
  },
};

/** Not shared: no badge and no Open Share Link. */
export const ProjectCardNotShared: Story = {
  args: { variant: 'project', board: makeBoard({ versions: makeBoardVersions(2) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Shared')).toBeNull();
    const { items } = await openMenu(canvasElement, 'Kitchen ideas');
    await expect(items()).not.toContain('Open Share Link');
  },
};

/** The auto-generated board of a project: it cannot be edited, so Edit Board is hidden. */
export const ProjectCardAutoGenerated: Story = {
  args: {
    variant: 'project',
    board: makeBoard({
      name: 'All images',
      is_auto_generated: true,
      versions: makeBoardVersions(4),
      description: 'Every image of the project',
    }),
  },
  play: async ({ canvasElement }) => {
    const { items } = await openMenu(canvasElement, 'All images');
    await expect(items()).toEqual(['View Board', 'Rename Board', 'Share Board', 'Delete Board']);
  },
};

export const ProjectCardEmpty: Story = {
  args: { variant: 'project', board: makeBoard({ versions: [], version_count: 0 }) },
};

export const LongText: Story = {
  args: {
    variant: 'project',
    board: makeBoard({
      name: 'Harbourfront penthouse — investor deck selection for kitchen, dining and terraces',
      description:
        'Industrial kitchen, Scandinavian dining, golden-hour terrace shots and the twilight ' +
        'exterior for the cover of the investor deck, as agreed with the agency on Tuesday.',
      versions: makeBoardVersions(3),
      share_token: 'tok-1',
    }),
  },
};

export const Narrow: Story = {
  args: { variant: 'project', board: makeBoard({ versions: makeBoardVersions(5) }) },
  decorators: [
    (Story) => (
      <div style={{ width: '15rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = {
  args: { board: makeBoard({ is_public: true }) },
  globals: { theme: 'dark' },
};
