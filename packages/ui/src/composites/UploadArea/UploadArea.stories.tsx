import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../testing/keyboard.ts';
import { UploadArea } from './UploadArea.tsx';
import {
  failingUploader,
  imageFile,
  stalledUploader,
  succeedingUploader,
} from './UploadArea.fixtures.ts';

/**
 * What the operating system's file chooser hands back: the picker's hidden input receives the
 * files (`applyAccept: false` lets refused formats reach the area, as a chooser's "All files"
 * does).
 */
const pick = async (canvasElement: HTMLElement, files: File[]) => {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.setup({ applyAccept: false }).upload(input, files);
};

/**
 * Counts how often the picker asks the browser for its file chooser (a click on the hidden
 * input) and keeps the native dialog shut, since a play function cannot answer it. `stop()`
 * before handing files over with `pick`, which goes through the same click.
 */
function watchChooser(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  let opened = 0;
  const onClick = (event: Event) => {
    opened += 1;
    event.preventDefault();
  };
  input.addEventListener('click', onClick);
  return {
    opened: () => opened,
    stop: () => input.removeEventListener('click', onClick),
  };
}

/**
 * A DataTransfer carrying `files` the way an operating-system file drag (or a pasted file)
 * does. Chromium gives a script-made DataTransfer two things a real one never has:
 * `effectAllowed` 'none' and items without a file-system entry (`webkitGetAsEntry()` → null,
 * which react-aria reads as "not a file"). Those two are answered as a real file drag answers
 * them; the files, types and events are the browser's own.
 */
function osDataTransfer(files: File[]): DataTransfer {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const items = Array.from(dataTransfer.items, (item) => ({
    kind: item.kind,
    type: item.type,
    getAsFile: () => item.getAsFile(),
    webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }),
  }));
  Object.defineProperty(dataTransfer, 'items', { value: items });
  Object.defineProperty(dataTransfer, 'effectAllowed', { value: 'all' });
  return dataTransfer;
}

/** Drags `files` over the drop zone (checking its highlight) and drops them. */
async function dropFiles(zone: HTMLElement, files: File[]) {
  const dataTransfer = osDataTransfer(files);
  const rect = zone.getBoundingClientRect();
  const init = {
    bubbles: true,
    cancelable: true,
    dataTransfer,
    clientX: rect.x + rect.width / 2,
    clientY: rect.y + rect.height / 2,
  };
  zone.dispatchEvent(new DragEvent('dragenter', init));
  zone.dispatchEvent(new DragEvent('dragover', init));
  await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
  zone.dispatchEvent(new DragEvent('drop', init));
  await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
}

const dropZoneOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-drop-zone]') as HTMLElement;

const meta = {
  title: 'Composites/UploadArea',
  component: UploadArea,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use it wherever images are added: a project\'s "Add Images", the playground\'s ' +
          "'Or Upload Your Own' (single-file mode). Drop files on it or press 'Choose " +
          "files'; each file shows its status and progress; files not uploaded yet can be " +
          "removed. Refused files are listed under 'Validation Errors' as 'filename: reason' " +
          'while the valid ones are still added. The transfer itself is the `upload` prop.',
      },
    },
  },
  args: { upload: fn(succeedingUploader), onUploaded: fn(), onValidationError: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(36rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard alone: Tab to 'Choose files' and press Enter (the chooser opens), then remove a
 * pending file, dismiss 'Validation Errors' and upload — every step by Tab / Shift+Tab and
 * Enter, with focus kept in place when the pressed button goes away.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Maximum 10 files · up to 10MB each/)).toBeVisible();
    const chooser = watchChooser(canvasElement);
    const picker = canvas.getByRole('button', { name: 'Choose files' });
    await tabTo(picker);
    await expect(picker).toHaveAccessibleDescription(/JPEG, JPG, PNG, WEBP/);
    await userEvent.keyboard('{Enter}');
    await expect(chooser.opened()).toBe(1);
    chooser.stop();

    await pick(canvasElement, [
      imageFile('kitchen.jpg'),
      imageFile('bedroom.png', 80_000, 'image/png'),
      imageFile('porch.webp', 60_000, 'image/webp'),
      imageFile('notes.gif', 2_000, 'image/gif'),
      imageFile('huge.jpg', 11 * 1024 * 1024),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Validation Errors');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'notes.gif: Invalid format. Accepted: jpeg, jpg, png, webp',
      'huge.jpg: File size exceeds 10MB',
    ]);
    await expect(args.onValidationError).toHaveBeenCalled();
    const list = canvas.getByRole('list', { name: 'Selected files' });
    await expect(within(list).getAllByText('Ready to upload')).toHaveLength(3);

    // Remove the middle file: focus moves on to the next file's remove button.
    await tabTo(canvas.getByRole('button', { name: 'Remove bedroom.png' }));
    await userEvent.keyboard('{Enter}');
    await expect(within(list).queryByText('bedroom.png')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove porch.webp' })).toHaveFocus();
    // The last one: focus goes back to the previous file's button.
    await userEvent.keyboard(' ');
    await expect(within(list).queryByText('porch.webp')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove kitchen.jpg' })).toHaveFocus();

    // The error box sits before the list: Shift+Tab back to it; focus then returns to the picker.
    await tabTo(canvas.getByRole('button', { name: 'Dismiss validation errors' }), {
      backwards: true,
    });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(picker).toHaveFocus();

    await tabTo(canvas.getByRole('button', { name: 'Upload' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getByText('Uploaded')).toBeVisible());
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledWith(['img-kitchen.jpg']));
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/**
 * Drag and drop: files dragged from the desktop light the zone up and, dropped, are checked
 * like picked ones — the valid ones listed, the refused ones under 'Validation Errors'.
 */
export const DragAndDrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = dropZoneOf(canvasElement);
    await dropFiles(zone, [
      imageFile('kitchen.jpg'),
      imageFile('bedroom.png', 80_000, 'image/png'),
      imageFile('plan.pdf', 5_000, 'application/pdf'),
    ]);
    const list = await canvas.findByRole('list', { name: 'Selected files' });
    await expect(within(list).getByText('kitchen.jpg')).toBeVisible();
    await expect(within(list).getByText('bedroom.png')).toBeVisible();
    await expect(within(list).queryByText('plan.pdf')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'plan.pdf: Invalid format. Accepted: jpeg, jpg, png, webp',
    );
    await expect(canvas.getByRole('button', { name: 'Upload 2 files' })).toBeEnabled();
  },
};

/**
 * Keyboard alternative to dragging: Tab to the drop zone (it shows a focus ring) and paste
 * (Ctrl/Cmd+V) an image copied elsewhere, e.g. a screenshot.
 */
export const PasteIntoDropZone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = dropZoneOf(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(zone).toHaveAttribute('data-focus-visible'));
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    focused.dispatchEvent(
      new ClipboardEvent('paste', {
        bubbles: true,
        cancelable: true,
        clipboardData: osDataTransfer([imageFile('screenshot.png', 40_000, 'image/png')]),
      }),
    );
    const list = await canvas.findByRole('list', { name: 'Selected files' });
    await expect(within(list).getByText('screenshot.png')).toBeVisible();
  },
};

/** Mid-upload: progress bars, no remove buttons, picker locked. */
export const Uploading: Story = {
  args: { upload: fn(stalledUploader) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, [imageFile('living-room.jpg'), imageFile('porch.jpg')]);
    await tabTo(canvas.getByRole('button', { name: 'Upload 2 files' }));
    await userEvent.keyboard('{Enter}');
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading living-room.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(canvas.getByText('Uploading 40%')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove living-room.jpg' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove porch.jpg' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  },
};

export const UploadError: Story = {
  args: { upload: fn(failingUploader) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, [imageFile('garden.webp', 50_000, 'image/webp')]);
    await tabTo(canvas.getByRole('button', { name: 'Upload' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Server unavailable')).toBeVisible());
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledWith([]));
  },
};

/**
 * The playground's 'Or Upload Your Own': the picker takes one file and a new one replaces
 * the pending one.
 */
export const SingleFile: Story = {
  args: { singleFile: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/One file · up to 10MB each/)).toBeVisible();
    await expect(canvasElement.querySelector('input[type="file"]')).not.toHaveAttribute('multiple');
    await pick(canvasElement, [imageFile('c.jpg')]);
    await expect(canvas.getByText('c.jpg')).toBeVisible();
    // A new file replaces the one not uploaded yet.
    await pick(canvasElement, [imageFile('d.jpg')]);
    await expect(canvas.getByText('d.jpg')).toBeVisible();
    await expect(canvas.queryByText('c.jpg')).toBeNull();
  },
};

/**
 * Single-file mode refuses a drop of several files as a whole ('Only one file can be
 * uploaded'); one dropped file is taken.
 */
export const SingleFileMultiDrop: Story = {
  args: { singleFile: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = dropZoneOf(canvasElement);
    await dropFiles(zone, [imageFile('a.jpg'), imageFile('b.jpg')]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Validation Errors');
    await expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Only one file can be uploaded',
    );
    await expect(args.onValidationError).toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Selected files' })).toBeNull();

    await dropFiles(zone, [imageFile('b.jpg')]);
    const list = await canvas.findByRole('list', { name: 'Selected files' });
    await expect(within(list).getByText('b.jpg')).toBeVisible();
  },
};

/** Too many files for the limit: the batch is refused as a whole. */
export const TooManyFiles: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Maximum 2 files/)).toBeVisible();
    await pick(canvasElement, [imageFile('1.jpg'), imageFile('2.jpg'), imageFile('3.jpg')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Maximum 2 files allowed');
  },
};

/** Project page and playground: limits supplied by the caller and not shown. */
export const LimitsHidden: Story = {
  args: { showLimits: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Maximum/)).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Choose files' }),
    ).toBeDisabled();
  },
};

export const LongFileName: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [
      imageFile(
        '2026-11-20 Maple Street listing — living room, north wall, wide angle (final edit).jpg',
      ),
    ]);
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [imageFile('kitchen.jpg')]);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, [imageFile('kitchen.jpg'), imageFile('notes.gif', 10, 'image/gif')]);
  },
};
