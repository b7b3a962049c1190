import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadArea } from './UploadArea.tsx';
import {
  failingUploader,
  imageFile,
  stalledUploader,
  succeedingUploader,
} from './UploadArea.fixtures.ts';

/** The picker's hidden input; `applyAccept: false` lets refused formats reach the area. */
const pick = async (canvasElement: HTMLElement, files: File[]) => {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.setup({ applyAccept: false }).upload(input, files);
};

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

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Maximum 10 files · up to 10MB each/)).toBeVisible();
    await userEvent.tab();
    const picker = canvas.getByRole('button', { name: 'Choose files' });
    if (canvasElement.ownerDocument.activeElement !== picker) await userEvent.tab();
    await expect(picker).toHaveFocus();

    await pick(canvasElement, [
      imageFile('kitchen.jpg'),
      imageFile('bedroom.png', 80_000, 'image/png'),
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
    await expect(within(list).getAllByText('Ready to upload')).toHaveLength(2);

    // Keyboard: reach the labelled remove button of a pending file.
    const remove = canvas.getByRole('button', { name: 'Remove bedroom.png' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).queryByText('bedroom.png')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss validation errors' }));
    await expect(canvas.queryByRole('alert')).toBeNull();

    const upload = canvas.getByRole('button', { name: 'Upload' });
    upload.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getByText('Uploaded')).toBeVisible());
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledWith(['img-kitchen.jpg']));
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** Mid-upload: progress bars, no remove buttons, picker locked. */
export const Uploading: Story = {
  args: { upload: fn(stalledUploader) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, [imageFile('living-room.jpg'), imageFile('porch.jpg')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload 2 files' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(canvas.getByText('Server unavailable')).toBeVisible());
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledWith([]));
  },
};

/**
 * The playground's 'Or Upload Your Own': the picker takes one file and a new one replaces
 * the pending one. (Dropping several shows 'Only one file can be uploaded'; that rule is
 * tested with the upload machine, since a multi-file drop cannot be scripted here.)
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
