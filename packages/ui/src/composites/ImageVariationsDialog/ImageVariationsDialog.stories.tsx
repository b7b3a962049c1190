import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeVersion } from '@hds/api-client/msw';
import { tabTo } from '../../testing/keyboard.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { historyVersions } from '../VersionHistory/VersionHistory.fixtures.ts';
import {
  ImageVariationsDialog,
  type ImageVariationsDialogProps,
} from './ImageVariationsDialog.tsx';

/** See EditControls.stories: drop react-aria's stale pending announcements between stories. */
function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
}

function Harness(args: ImageVariationsDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Living room (before)
      </Button>
      <ImageVariationsDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Composites/ImageVariationsDialog',
  component: ImageVariationsDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The project page's 'Image Variations' dialog (spec part 1 §2), opened from an " +
          'original image when grouping by original: tabs All / Original / Edited with counts; ' +
          "cards with label, kind, the first two tags and '+n', date, and Open / Primary / Edit; " +
          "a checkbox per card in selection mode; footer 'Edit in Playground' and 'Close'. " +
          "Shows a spinner while loading and 'Failed to load image variations - Please try " +
          "again' on error.",
      },
    },
  },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    imageName: 'Living room (before)',
    versions: historyVersions,
    onOpenVersion: fn(),
    onSetPrimary: fn(),
    onEditVersion: fn(),
    onEditInPlayground: fn(),
    onRetry: fn(),
  },
  beforeEach: () => clearStaleAnnouncements,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ImageVariationsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Image Variations' });
  return { body, dialog: within(dialog) };
}

/** Accessible name of the focused element (aria-label, else its text). */
const focusedName = (doc: Document) => {
  const active = doc.activeElement as HTMLElement | null;
  return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
};

/**
 * Keyboard alone: Tab into the tab list, arrows switch tabs, then Tab walks every card's
 * enabled actions in reading order (cards still processing or failed have none) and on to the
 * footer; Shift+Tab goes back to a card, Enter presses Open / Primary / Edit.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, dialog } = await open(canvasElement);
    const doc = canvasElement.ownerDocument;
    const tabs = dialog.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['All 6', 'Original 1', 'Edited 5']);
    await expect(dialog.getAllByRole('listitem')).toHaveLength(6);
    const industrial = dialog.getAllByRole('listitem')[2]!;
    await expect(within(industrial).getByText('staged')).toBeInTheDocument();
    await expect(within(industrial).getByText('+2')).toBeInTheDocument();
    await expect(within(industrial).queryByText('listing')).toBeNull();

    await tabTo(dialog.getByRole('tab', { name: /All/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('tab', { name: /Original/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getAllByRole('listitem')).toHaveLength(5);

    const order: string[] = [];
    while (order.length < 20 && order.at(-1) !== 'Edit in Playground') {
      await userEvent.tab();
      order.push(focusedName(doc));
    }
    await expect(order).toEqual([
      'Open Industrial staging',
      'Primary: make Industrial staging the primary version',
      'Edit Industrial staging',
      'Open Golden hour',
      'Primary: make Golden hour the primary version',
      'Edit Golden hour',
      'Open Bohemian staging',
      'Primary: make Bohemian staging the primary version',
      'Edit Bohemian staging',
      'Close',
      'Edit in Playground',
    ]);

    await tabTo(dialog.getByRole('button', { name: 'Open Golden hour' }), { backwards: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenVersion).toHaveBeenCalledWith(historyVersions[3]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSetPrimary).toHaveBeenCalledWith(historyVersions[3]);
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Edit Golden hour' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditVersion).toHaveBeenCalledWith(historyVersions[3]);

    // The footer edits the primary version when nothing is selected.
    await tabTo(dialog.getByRole('button', { name: 'Edit in Playground' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditInPlayground).toHaveBeenCalledWith([historyVersions[5]]);
    await userEvent.tab({ shift: true });
    await expect(focusedName(doc)).toBe('Close');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With `onDeleteImage`: 'Delete Image' at the footer's start, before Close. */
export const WithDeleteImage: Story = {
  args: { onDeleteImage: fn() },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    const remove = dialog.getByRole('button', { name: 'Delete Image' });
    await tabTo(remove);
    await userEvent.tab();
    // The footer's Close (the header's × is named Close too).
    await expect(dialog.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteImage).toHaveBeenCalledTimes(1);
  },
};

/** Selection mode: a checkbox per card, reached by Tab; the footer takes the chosen versions. */
export const SelectionMode: Story = {
  args: { isSelectionMode: true, onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'Select Twilight lighting' })).toBeDisabled();
    await tabTo(dialog.getByRole('checkbox', { name: 'Select Golden hour' }));
    await userEvent.keyboard(' ');
    await tabTo(dialog.getByRole('checkbox', { name: 'Select Original' }));
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['ver-0003', 'ver-0001']);
    await tabTo(dialog.getByRole('button', { name: 'Edit in Playground' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditInPlayground).toHaveBeenCalledWith([
      historyVersions[3],
      historyVersions[5],
    ]);
  },
};

/** An image without edits: the Edited tab is empty. */
export const OnlyOriginal: Story = {
  args: { versions: [makeVersion()] },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await tabTo(dialog.getByRole('tab', { name: /All/ }));
    await userEvent.keyboard('{End}');
    await expect(dialog.getByText('No variations in this view')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(
      dialog.getByRole('progressbar', { name: 'Loading variations...' }),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Edit in Playground' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { isError: true },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Failed to load image variations - Please try again',
    );
    await tabTo(dialog.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    imageName: 'Harbourfront penthouse — open-plan living and dining, north-facing, second floor',
    versions: [
      makeVersion({
        label: 'Mid-century modern staging with walnut finishes and a sage accent wall, take three',
        kind: 'generated',
        is_primary: false,
      }),
      makeVersion({ id: 'ver-0009' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { isSelectionMode: true },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
