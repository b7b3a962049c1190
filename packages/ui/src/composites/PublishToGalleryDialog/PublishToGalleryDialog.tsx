import { type FormEvent, useId, useState } from 'react';
import { Form, type Key } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import {
  galleryCategories,
  galleryRoomTypes,
  galleryStyles,
} from '../GalleryFilters/GalleryFilters.tsx';
import * as styles from './PublishToGalleryDialog.css.ts';

export const publishDialogMessages = {
  title: 'Publish to Gallery',
  description: 'Share this design in the public gallery. Anyone can see, like and download it.',
  titleRequired: 'Please enter a title',
  failed: 'Failed to publish',
  submit: 'Publish',
  pending: 'Publishing...',
  editPending: 'Saving...',
  upgrade: 'Upgrade to Google Account',
  none: 'Not set',
  editTitle: 'Edit published design',
  editDescription: 'Change what the gallery shows of this design.',
  editSubmit: 'Save Changes',
  editFailed: 'Failed to save changes',
} as const;

/** What the gallery shows of a published design (the API's publish fields, without the version). */
export interface PublishToGalleryValues {
  title: string;
  description: string;
  category: string | null;
  style: string | null;
  roomType: string | null;
  tags: string[];
  showBeforeAfter: boolean;
}

export interface PublishToGalleryDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Filled in when the dialog opens (e.g. the version's label as the title). */
  defaultValues?: Partial<PublishToGalleryValues>;
  /** The design being published, shown small at the top. */
  previewSrc?: string;
  /**
   * Publishes. While its promise runs the dialog is pending; when it resolves the dialog
   * closes; when it rejects its message (or 'Failed to publish') shows inside the dialog.
   */
  onPublish: (values: PublishToGalleryValues) => Promise<unknown> | void;
  /** Whether a failure asks the user to upgrade their account (a guest's 403). */
  needsUpgrade?: (error: unknown) => boolean;
  /** Shown as a button beside such a failure. */
  onUpgrade?: () => void;
  /** Offer the before/after pair (the version has an original). @default true */
  canShowBeforeAfter?: boolean;
  /**
   * 'edit' changes a design already in the gallery (its title, texts and 'Save Changes');
   * `defaultValues` then hold what it shows now.
   * @default 'publish'
   */
  mode?: 'publish' | 'edit';
}

/** 'a, b ,c' → ['a', 'b', 'c'] (empty ones dropped, first spelling of a repeat kept). */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i);
}

/**
 * Publishes a completed version to the public gallery (issue #20): title, description,
 * category, style, room type, tags and whether to show the before/after pair. A failure is
 * shown inside the dialog; a guest's refusal can offer the upgrade to a Google account.
 */
export function PublishToGalleryDialog({
  isOpen,
  onOpenChange,
  ...rest
}: PublishToGalleryDialogProps) {
  const editing = rest.mode === 'edit';
  return (
    <Dialog
      title={editing ? publishDialogMessages.editTitle : publishDialogMessages.title}
      description={
        editing ? publishDialogMessages.editDescription : publishDialogMessages.description
      }
      size="md"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (isOpen ? <PublishForm {...rest} close={close} /> : null)}
    </Dialog>
  );
}

const NONE = 'none';
const choices = (list: readonly string[]) => [
  { id: NONE, name: publishDialogMessages.none },
  ...list.filter((v) => v !== 'All').map((v) => ({ id: v, name: v })),
];

function PublishForm({
  defaultValues = {},
  previewSrc,
  onPublish,
  needsUpgrade,
  onUpgrade,
  canShowBeforeAfter = true,
  mode = 'publish',
  close,
}: Omit<PublishToGalleryDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const formId = useId();
  const [title, setTitle] = useState(defaultValues.title ?? '');
  const [description, setDescription] = useState(defaultValues.description ?? '');
  const [category, setCategory] = useState(defaultValues.category ?? '');
  const [style, setStyle] = useState(defaultValues.style ?? '');
  const [roomType, setRoomType] = useState(defaultValues.roomType ?? '');
  const [tags, setTags] = useState((defaultValues.tags ?? []).join(', '));
  const [beforeAfter, setBeforeAfter] = useState(defaultValues.showBeforeAfter ?? false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; upgrade: boolean } | null>(null);
  const trimmed = title.trim();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || isPending) return;
    setPending(true);
    setError(null);
    try {
      await onPublish({
        title: trimmed,
        description: description.trim(),
        category: category || null,
        style: style || null,
        roomType: roomType || null,
        tags: parseTags(tags),
        showBeforeAfter: canShowBeforeAfter && beforeAfter,
      });
      close();
    } catch (cause) {
      setError({
        message:
          cause instanceof Error && cause.message
            ? cause.message
            : mode === 'edit'
              ? publishDialogMessages.editFailed
              : publishDialogMessages.failed,
        upgrade: Boolean(onUpgrade && needsUpgrade?.(cause)),
      });
      setPending(false);
    }
  }

  const select = (
    label: string,
    list: readonly string[],
    value: string,
    set: (v: string) => void,
  ) => (
    <Select<{ id: string; name: string }>
      label={label}
      items={choices(list)}
      selectedKey={value || NONE}
      onSelectionChange={(k: Key | null) => set(k === null || k === NONE ? '' : String(k))}
      isDisabled={isPending}
    >
      {(o) => <SelectItem id={o.id}>{o.name}</SelectItem>}
    </Select>
  );

  return (
    <Form id={formId} onSubmit={submit} className={styles.form} validationBehavior="aria">
      {previewSrc ? (
        <img className={styles.preview} src={previewSrc} alt="The design to publish" />
      ) : null}
      <TextField
        label="Title"
        value={title}
        onChange={(v) => {
          setTitle(v);
          setError(null);
        }}
        isRequired
        autoFocus
        maxLength={120}
        isDisabled={isPending}
        isInvalid={title.length > 0 && trimmed.length === 0}
        errorMessage={publishDialogMessages.titleRequired}
      />
      <TextField
        label="Description"
        multiline
        rows={3}
        value={description}
        onChange={setDescription}
        maxLength={2000}
        isDisabled={isPending}
      />
      <div className={styles.choices}>
        {select('Category', galleryCategories, category, setCategory)}
        {select('Style', galleryStyles, style, setStyle)}
        {select('Room type', galleryRoomTypes, roomType, setRoomType)}
      </div>
      <TextField
        label="Tags"
        description="Separated by commas, up to 10"
        value={tags}
        onChange={setTags}
        isDisabled={isPending}
      />
      {canShowBeforeAfter ? (
        <Checkbox isSelected={beforeAfter} onChange={setBeforeAfter} isDisabled={isPending}>
          Show the before/after pair (the original photo too)
        </Checkbox>
      ) : null}
      {error ? (
        <div role="alert" className={styles.error}>
          <p className={styles.errorText}>
            <Icon name="alert" size="sm" />
            {error.message}
          </p>
          {error.upgrade ? (
            <Button size="sm" variant="primary" onPress={onUpgrade}>
              {publishDialogMessages.upgrade}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.footer}>
        <Button variant="secondary" onPress={close} isDisabled={isPending}>
          Cancel
        </Button>
        {/* Not isPending: the dialog closes on success, and react-aria's announcement of the
            pending state would point at a button that is gone. */}
        <Button type="submit" isDisabled={!trimmed || isPending}>
          {isPending
            ? mode === 'edit'
              ? publishDialogMessages.editPending
              : publishDialogMessages.pending
            : mode === 'edit'
              ? publishDialogMessages.editSubmit
              : publishDialogMessages.submit}
        </Button>
      </div>
    </Form>
  );
}
