import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeGalleryItem } from '../GalleryCard/GalleryCard.fixtures.ts';
import { expectFits } from '../../testing/layout.ts';
import {
  GalleryModerationQueue,
  moderationMessages,
  type GalleryModerationReport,
} from './GalleryModerationQueue.tsx';

const report = (
  reason: string,
  name: string | null,
  email: string | null,
  at: string,
  counted = true,
): GalleryModerationReport => ({ reason, created_at: at, counted, reporter: { name, email } });

/** Times in UTC, so the story reads the same on every machine. */
const utc = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const meta = {
  title: 'Composites/GalleryModerationQueue',
  component: GalleryModerationQueue,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The moderators’ review queue (issues #20, #44): reported, pending and hidden designs ' +
          'with each open report — reason, who reported it (name and e-mail), when, and whether ' +
          'it counts towards hiding (a new account’s does not). Hide, Restore (Dismiss reports ' +
          'on a design still shown) and Remove. Non-moderators see “Not allowed”.',
      },
    },
  },
  args: {
    items: [
      {
        ...makeGalleryItem({ id: 'gal-r1', title: 'Reported loft' }),
        status: 'pending_review' as const,
        reports: 4,
        report_reasons: ['Spam', 'Not a room', 'Copied from elsewhere', 'Spam'],
        report_entries: [
          report('Spam', 'Ines Duarte', 'ines@example.com', '2026-11-27T09:12:00Z'),
          report('Not a room', 'Tom Berg', 'tom.berg@example.com', '2026-11-27T10:40:00Z'),
          report('Copied from elsewhere', null, 'k.osei@example.com', '2026-11-28T08:05:00Z'),
          report('Spam', 'Fresh account', 'new@example.com', '2026-11-28T08:30:00Z', false),
        ],
      },
      {
        ...makeGalleryItem({ id: 'gal-r2', title: 'Quiet bedroom', under_review: true }),
        status: 'published' as const,
        reports: 1,
        report_reasons: ['Offensive title'],
        report_entries: [
          report('Offensive title', 'Ines Duarte', 'ines@example.com', '2026-11-28T07:00:00Z'),
        ],
      },
    ],
    onAction: fn(),
    formatDate: utc,
  },
} satisfies Meta<typeof GalleryModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Restore the pending one, dismiss the reports on the published one, from the keyboard too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hidden by reports')).toBeVisible();
    await expect(canvas.getByText('4 reports')).toBeVisible();
    // Who reported and when, per report; a new account's report is marked as not counted.
    const loft = within(canvas.getByRole('list', { name: 'Reports on Reported loft' }));
    const rows = loft.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(
      'Ines Duarte (ines@example.com) · 27 Nov 2026, 09:12 UTC',
    );
    await expect(rows[2]).toHaveTextContent('k.osei@example.com · 28 Nov 2026, 08:05 UTC');
    await expect(within(rows[3]!).getByText(moderationMessages.notCounted)).toBeVisible();
    await expect(within(rows[0]!).queryByText(moderationMessages.notCounted)).toBeNull();
    await expect(rows[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-27T09:12:00Z',
    );
    await expect(canvas.getByText('Under review')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Restore Reported loft' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'gal-r1' }),
      'restore',
    );
    canvas.getByRole('button', { name: 'Dismiss reports on Quiet bedroom' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'gal-r2' }),
      'restore',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hide Quiet bedroom' })).toHaveFocus();
  },
};

/** A phone: each report's line wraps inside the row, the actions go below. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    for (const row of within(canvasElement).getAllByRole('listitem')) await expectFits(row);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** A report made signed out before reports needed an account: no one to name. */
export const SignedOutReporter: Story = {
  args: {
    items: [
      {
        ...makeGalleryItem({ id: 'gal-r3', title: 'Old report' }),
        status: 'published' as const,
        reports: 1,
        report_reasons: ['Spam'],
        report_entries: [
          { ...report('Spam', null, null, '2026-11-01T12:00:00Z', false), reporter: null },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const reports = within(canvasElement).getByRole('list', { name: 'Reports on Old report' });
    await expect(within(reports).getByRole('listitem')).toHaveTextContent(
      `Spam${moderationMessages.signedOutReporter} · 1 Nov 2026, 12:00 UTC ${moderationMessages.notCounted}`,
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

export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Loading failed: the failure as a heading, the server's words under it. */
export const LoadFailed: Story = {
  args: { items: undefined, error: 'The server did not answer.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 2, name: moderationMessages.failedTitle }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent('The server did not answer.');
  },
};
