import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  PublishToGalleryDialog,
  publishDialogMessages,
  type PublishToGalleryDialogProps,
} from './PublishToGalleryDialog.tsx';

type Publish = PublishToGalleryDialogProps['onPublish'];
const UPGRADE =
  'Sign in with Google to publish to the gallery: guest accounts cannot publish. Upgrade your account first.';

const meta = {
  title: 'Composites/PublishToGalleryDialog',
  component: PublishToGalleryDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Publishes a completed version to the public gallery (issue #20): title, ' +
          'description, category, style, room type, tags and the before/after choice. The ' +
          'promise of `onPublish` drives the pending state; a refusal shows inside the dialog, ' +
          'with an upgrade button when `needsUpgrade` says it is a guest’s.',
      },
      story: { inline: false, iframeHeight: 820 },
    },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    defaultValues: { title: 'Industrial kitchen' },
    previewSrc: '/samples/kitchen/furnished_industrial_daylight.jpg',
    onPublish: fn<Publish>(async () => {}),
  },
} satisfies Meta<typeof PublishToGalleryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill the form from the keyboard and publish; the values reach `onPublish`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: publishDialogMessages.title });
    const d = within(dialog);
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue('Industrial kitchen');
    await userEvent.type(d.getByRole('textbox', { name: 'Description' }), 'Oak.');
    await userEvent.click(d.getByRole('button', { name: /Room type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Kitchen' }));
    await userEvent.type(d.getByRole('textbox', { name: /Tags/ }), 'oak,ash,Oak');
    await userEvent.click(d.getByRole('checkbox', { name: /before\/after/ }));
    await userEvent.click(d.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith({
      title: 'Industrial kitchen',
      description: 'Oak.',
      category: null,
      style: null,
      roomType: 'Kitchen',
      tags: ['oak', 'ash'],
      showBeforeAfter: true,
    });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A guest is refused with the server's words and offered the upgrade. */
export const GuestMustUpgrade: Story = {
  args: {
    onPublish: fn<Publish>(async () => {
      throw new Error(UPGRADE);
    }),
    needsUpgrade: () => true,
    onUpgrade: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Publish' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(UPGRADE);
    await userEvent.click(d.getByRole('button', { name: publishDialogMessages.upgrade }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** An empty title cannot be published. */
export const TitleRequired: Story = {
  args: { defaultValues: {} },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** Editing a published design: its current values, 'Save Changes', and a refusal kept inside. */
export const EditPublished: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      title: 'Industrial kitchen',
      description: 'Oak and steel.',
      roomType: 'Kitchen',
      tags: ['oak', 'steel'],
      showBeforeAfter: true,
    },
    onPublish: fn<Publish>(async () => {
      throw new Error('');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: publishDialogMessages.editTitle });
    const d = within(dialog);
    await expect(d.getByRole('textbox', { name: 'Description' })).toHaveValue('Oak and steel.');
    await expect(d.getByRole('textbox', { name: /Tags/ })).toHaveValue('oak, steel');
    await userEvent.clear(d.getByRole('textbox', { name: /Title/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Title/ }), 'Oak kitchen{Enter}');
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Oak kitchen', roomType: 'Kitchen', showBeforeAfter: true }),
    );
    await expect(await d.findByRole('alert')).toHaveTextContent(publishDialogMessages.editFailed);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
