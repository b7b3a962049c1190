import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeGalleryItem } from '../GalleryCard/GalleryCard.fixtures.ts';
import { GalleryModerationQueue, moderationMessages } from './GalleryModerationQueue.tsx';

const meta = {
  title: 'Composites/GalleryModerationQueue',
  component: GalleryModerationQueue,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The moderators’ review queue (issue #20): reported, pending and hidden designs with ' +
          'their reports; Hide, Restore and Remove. Non-moderators see “Not allowed”.',
      },
    },
  },
  args: {
    items: [
      {
        ...makeGalleryItem({ id: 'gal-r1', title: 'Reported loft' }),
        status: 'pending_review' as const,
        reports: 3,
        report_reasons: ['Spam', 'Not a room', 'Copied from elsewhere'],
      },
      {
        ...makeGalleryItem({ id: 'gal-r2', title: 'Quiet bedroom' }),
        status: 'published' as const,
        reports: 1,
        report_reasons: ['Offensive title'],
      },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof GalleryModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Restore the pending one, hide the published one, from the keyboard too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending review')).toBeVisible();
    await expect(canvas.getByText('3 reports')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Reported loft' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'gal-r1' }),
      'restore',
    );
    canvas.getByRole('button', { name: 'Hide Quiet bedroom' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'gal-r2' }),
      'hide',
    );
  },
};

/** Not a moderator: the server's reason under 'Not allowed'. */
export const Forbidden: Story = {
  args: { forbidden: 'Only moderators can review gallery items.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: moderationMessages.forbiddenTitle }),
    ).toBeVisible();
    await expect(canvas.getByText('Only moderators can review gallery items.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: moderationMessages.empty }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { items: undefined, isLoading: true } };
