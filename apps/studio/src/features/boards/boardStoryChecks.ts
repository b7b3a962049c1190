import { expect, within } from 'storybook/test';
import { PAGE_WAIT } from '../../storybook/StudioStory.tsx';
import { boardMessages } from './boardMessages.ts';

/** A board page for an id that is not the user's: 'Board not found.' and the way back. */
export async function expectBoardNotFound(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: boardMessages.notFound }, PAGE_WAIT),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to Boards' })).toHaveAttribute(
    'href',
    '/app/boards',
  );
}
