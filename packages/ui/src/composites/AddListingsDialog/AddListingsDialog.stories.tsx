import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../testing/keyboard.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import {
  AddListingsDialog,
  LISTING_TEXTAREA_ROWS,
  addListingsMessages,
  type AddListingsDialogProps,
} from './AddListingsDialog.tsx';

/** Opens the dialog from a button, the way the listings page does. */
function Harness(props: AddListingsDialogProps) {
  const [open, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add Listings</Button>
      <AddListingsDialog
        {...props}
        isOpen={open}
        onOpenChange={(o) => {
          setOpen(o);
          props.onOpenChange(o);
        }}
      />
    </>
  );
}

/** See EditControls.stories: drop react-aria's stale pending announcements between stories. */
function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
}

const meta = {
  title: 'Composites/AddListingsDialog',
  component: AddListingsDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The Add Listings dialog of the listings page (spec part 2 §2, §5): a 10-row textarea ' +
          'of URLs, one per line. Lines are trimmed and blanks dropped; lines that are not ' +
          'http(s) addresses are named as you type and skipped; the button is disabled while ' +
          "the text is empty, and with no line left it says 'Please enter at least one URL'. " +
          '`onSubmit` gets the valid URLs; resolve to close, reject to keep the text.',
      },
      story: { inline: false, iframeHeight: 640 },
    },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
  },
  // A pending button leaves a react-aria announcement labelled by it; once the button is
  // gone axe reports it (role-img-alt), so stale ones go at the end of each story.
  beforeEach: () => clearStaleAnnouncements,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof AddListingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its entrance animation has run (it fades in). */
async function openDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Add Listings',
  });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  return dialog;
}

/** Type three URLs and one bad line: the bad line is named, only the URLs are sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: 'Listing URLs' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('rows', String(LISTING_TEXTAREA_ROWS));
    const submit = within(dialog).getByRole('button', { name: 'Add Listings' });
    await expect(submit).toBeDisabled();
    // URLs are pasted, as they are in real use.
    await userEvent.paste(
      '  https://homes.example.com/a  \n\nnot a listing\nhttps://b.example/2\nhttp://c.example/3',
    );
    await expect(within(dialog).getByText(addListingsMessages.invalidIntro(1))).toBeVisible();
    await expect(within(dialog).getByText(/Line 2:/)).toHaveTextContent('Line 2: not a listing');
    await expect(within(dialog).getByText('3 URLs to add')).toBeVisible();
    await tabTo(submit);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith([
      'https://homes.example.com/a',
      'https://b.example/2',
      'http://c.example/3',
    ]);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Only blank lines: 'Please enter at least one URL', and nothing is sent. */
export const NoUrlLeft: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.paste('   \n  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Listings' }));
    await expect(await within(dialog).findByText(addListingsMessages.noUrl)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Listing URLs' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Nothing but bad lines: they are named and the dialog refuses to send. */
export const OnlyInvalidLines: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.paste('zillow listing\nftp://files.example/x');
    await expect(within(dialog).getByText(addListingsMessages.invalidIntro(2))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Listings' }));
    await expect(await within(dialog).findByText(addListingsMessages.noValid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: the dialog stays open with the text for another try. */
export const SubmitFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Failed to add listings'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.paste('https://homes.example.com/a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Listings' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(within(dialog).getByRole('textbox', { name: 'Listing URLs' })).toHaveValue(
      'https://homes.example.com/a',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** The page's import call, held open by the Submitting story until it has looked. */
let releaseSubmit: () => void = () => undefined;

/** While the URLs are on their way the button says so and the dialog cannot be dismissed. */
export const Submitting: Story = {
  args: {
    onSubmit: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseSubmit = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.paste('https://homes.example.com/a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Listings' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(
      within(dialog).getByRole('button', { name: addListingsMessages.submitting }),
    ).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    releaseSubmit();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    // Let the closing animation finish, so axe checks the settled page.
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 10_000 });
    // The pending button's announcement now points at nothing: drop it before axe looks.
    clearStaleAnnouncements();
  },
};

/** Escape closes it. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A phone: the dialog and the named lines fit. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.paste(
      'https://www.zillow.com/homedetails/1234-A-Very-Long-Street-Name-Springfield-IL/99999_zpid/\nx',
    );
    await expect(within(dialog).getByText(/Line 2:/)).toBeVisible();
    const rect = dialog.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth + 1,
    );
  },
};
