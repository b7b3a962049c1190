import { type HTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { DropZone, FileTrigger, Label, ProgressBar, Text } from 'react-aria-components';
import {
  DEFAULT_ACCEPTED_FORMATS,
  type UploadFile,
  type UploadItem,
  type UploadValidation,
  selectUpload,
  uploadMachine,
  uploaderFromPromise,
} from '@hds/machines';
import { Button, IconButton } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './UploadArea.css.ts';

/**
 * Uploads one file. Call `onProgress(0–100)` when real progress is known (until then the
 * area simulates it); resolve with the server's reply (its image id is read from `id`, `uuid`
 * or `image_id`), reject to fail the file with the error's message. Honour `signal`: it aborts
 * when the area unmounts mid-upload.
 */
export type Uploader = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

export interface UploadAreaProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onDrop' | 'title'> {
  upload: Uploader;
  /** @default 10 */
  maxFiles?: number;
  /** @default 10 */
  maxSizeMB?: number;
  /** File extensions accepted. @default ['jpeg', 'jpg', 'png', 'webp'] */
  acceptedFormats?: readonly string[];
  /** Single-file mode: one file at a time, a new one replaces the pending one. @default false */
  singleFile?: boolean;
  /**
   * Show the 'Maximum n files' hint and the size cap. The project page and playground pass
   * their own limits and hide them (spec part 1 §9).
   * @default true
   */
  showLimits?: boolean;
  /** Start uploading as soon as files are added, without the Upload button. @default false */
  autoUpload?: boolean;
  /** After each batch, with the ids of the images uploaded in it. */
  onUploaded?: (imageIds: string[]) => void;
  /** Refused files ('Validation Errors'), e.g. to raise a toast as well. */
  onValidationError?: (validation: UploadValidation) => void;
  /** Heading over the area. @default 'Upload images' */
  title?: ReactNode;
  isDisabled?: boolean;
  /** Simulated progress timing, shortened by tests. @default 100 */
  progressIntervalMs?: number;
}

const mimeOf: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Same file picked twice gets the same id, so the machine ignores the repeat. */
const fileId = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const statusText = (item: UploadItem) => {
  switch (item.status) {
    case 'pending':
      return 'Ready to upload';
    case 'uploading':
      return `Uploading ${Math.round(item.progress)}%`;
    case 'success':
      return 'Uploaded';
    case 'error':
      return item.error ?? 'Failed to upload files';
  }
};

const statusIcon = {
  pending: 'image',
  uploading: 'upload',
  success: 'check',
  error: 'alert',
} as const;

/**
 * The upload area (spec part 1 §2, §3, §5, §9): drop images on it or pick them with the
 * button, see each file's status and progress, remove files not uploaded yet, and upload.
 * Refused files are listed as 'filename: reason' under 'Validation Errors' while the valid
 * ones are still added. It runs the `upload` machine of @hds/machines; the actual transfer is
 * the `upload` prop, so the page decides where files go (and stories can fake it).
 */
export function UploadArea({
  upload,
  maxFiles,
  maxSizeMB,
  acceptedFormats = DEFAULT_ACCEPTED_FORMATS,
  singleFile = false,
  showLimits = true,
  autoUpload = false,
  onUploaded,
  onValidationError,
  title = 'Upload images',
  isDisabled = false,
  progressIntervalMs,
  className,
  ...props
}: UploadAreaProps) {
  const files = useRef(new Map<string, File>());
  const latest = useRef({ upload, onUploaded, onValidationError });
  latest.current = { upload, onUploaded, onValidationError };
  const [machine] = useState(() =>
    uploadMachine.provide({
      actors: {
        uploadFile: uploaderFromPromise((file: UploadFile, onProgress, signal) => {
          const domFile = files.current.get(file.id);
          if (!domFile) return Promise.reject(new Error('Failed to upload files'));
          return latest.current.upload(domFile, onProgress, signal);
        }),
      },
      actions: {
        onUploaded: (_, params: { imageIds: string[] }) =>
          latest.current.onUploaded?.(params.imageIds),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { maxFiles, maxSizeMB, acceptedFormats, singleFile, progressIntervalMs },
  });
  const view = selectUpload(snapshot);
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  /**
   * Where keyboard focus goes once a removed file or the dismissed error box has left the DOM
   * (the pressed button goes with it, which would drop focus to <body>): the next file's
   * remove button, else the previous one's, else the picker.
   */
  const focusAfterChange = useRef<string[] | null>(null);

  useEffect(() => {
    const candidates = focusAfterChange.current;
    if (!candidates) return;
    focusAfterChange.current = null;
    const root = rootRef.current;
    const target = candidates
      .map((id) => root?.querySelector<HTMLElement>(`[data-remove-for="${CSS.escape(id)}"]`))
      .find((button) => button && !button.hasAttribute('disabled'));
    (target ?? root?.querySelector<HTMLElement>('[data-upload-picker]'))?.focus();
  }, [view.items, view.validation]);

  const removeItem = (id: string) => {
    const removable = view.items.filter((item) => item.status === 'pending');
    const index = removable.findIndex((item) => item.id === id);
    focusAfterChange.current = [removable[index + 1], removable[index - 1]]
      .filter((item) => item != null)
      .map((item) => item.id);
    send({ type: 'REMOVE', id });
  };

  useEffect(() => {
    if (view.validation) latest.current.onValidationError?.(view.validation);
  }, [view.validation]);

  useEffect(() => {
    if (autoUpload && view.canUpload && !view.isUploading) send({ type: 'UPLOAD' });
  }, [autoUpload, view.canUpload, view.isUploading, send]);

  const add = (picked: readonly File[]) => {
    if (isDisabled || picked.length === 0) return;
    const structural = picked.map((file) => {
      const id = fileId(file);
      files.current.set(id, file);
      return { id, name: file.name, size: file.size, type: file.type };
    });
    send({ type: 'ADD_FILES', files: structural });
  };

  const locked = isDisabled || view.isUploading;
  const accept = [...new Set(acceptedFormats.map((format) => mimeOf[format] ?? `.${format}`))];
  const pending = view.items.filter((item) => item.status === 'pending').length;
  const limits = `${singleFile ? 'One file' : view.maxFilesHint} · up to ${view.maxSizeMB}MB each`;
  const formats = acceptedFormats.map((format) => format.toUpperCase()).join(', ');

  return (
    <div
      {...props}
      ref={rootRef}
      className={[styles.area, className].filter(Boolean).join(' ')}
      data-disabled={isDisabled || undefined}
    >
      <DropZone
        className={styles.dropZone}
        data-drop-zone
        isDisabled={locked}
        aria-label={typeof title === 'string' ? `${title}: drop zone` : 'Drop zone'}
        getDropOperation={(types) =>
          acceptedFormats.some((format) => types.has(mimeOf[format] ?? format)) ||
          types.has('Files')
            ? 'copy'
            : 'cancel'
        }
        onDrop={async (event) => {
          const dropped = await Promise.all(
            event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
          );
          add(dropped);
        }}
      >
        <span className={styles.dropIcon} aria-hidden="true">
          <Icon name="upload" size="lg" />
        </span>
        <Text slot="label" className={styles.title}>
          {title}
        </Text>
        <p className={styles.instructions}>
          Drag and drop {singleFile ? 'an image' : 'images'} here, or
        </p>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={!singleFile}
          onSelect={(list) => add(list ? [...list] : [])}
        >
          <Button
            variant="secondary"
            isDisabled={locked}
            aria-describedby={hintId}
            data-upload-picker
          >
            <Icon name="image" size="sm" />
            {singleFile ? 'Choose a file' : 'Choose files'}
          </Button>
        </FileTrigger>
        <p id={hintId} className={styles.hint}>
          {formats}
          {showLimits ? ` · ${limits}` : null}
        </p>
      </DropZone>

      {view.validation ? (
        <div className={styles.validation} role="alert">
          <div className={styles.validationHeader}>
            <Icon name="alert" size="sm" />
            <strong>{view.validation.title}</strong>
            <IconButton
              size="sm"
              aria-label="Dismiss validation errors"
              className={styles.dismiss}
              onPress={() => {
                focusAfterChange.current = [];
                send({ type: 'DISMISS_VALIDATION' });
              }}
            >
              <Icon name="close" size="sm" />
            </IconButton>
          </div>
          <ul className={styles.errorList}>
            {view.validation.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {view.items.length > 0 ? (
        <>
          <ul className={styles.list} aria-label="Selected files">
            {view.items.map((item) => (
              <li key={item.id} className={styles.item} data-status={item.status}>
                <span className={styles.statusIcon} data-status={item.status} aria-hidden="true">
                  <Icon name={statusIcon[item.status]} size="sm" />
                </span>
                <div className={styles.itemBody}>
                  <div className={styles.itemHeader}>
                    <span className={styles.fileName}>{item.name}</span>
                    <span className={styles.fileSize}>{formatBytes(item.size)}</span>
                  </div>
                  {item.status === 'uploading' ? (
                    <ProgressBar
                      aria-label={`Uploading ${item.name}`}
                      value={item.progress}
                      className={styles.progress}
                    >
                      {({ percentage }) => (
                        <div className={styles.track}>
                          <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                        </div>
                      )}
                    </ProgressBar>
                  ) : null}
                  <span className={styles.status} data-status={item.status}>
                    {statusText(item)}
                  </span>
                </div>
                {item.status === 'pending' ? (
                  <IconButton
                    size="sm"
                    aria-label={`Remove ${item.name}`}
                    isDisabled={locked}
                    data-remove-for={item.id}
                    onPress={() => removeItem(item.id)}
                  >
                    <Icon name="trash" size="sm" />
                  </IconButton>
                ) : null}
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            {view.isUploading ? (
              <ProgressBar value={view.progress} className={styles.overall}>
                {({ percentage, valueText }) => (
                  <>
                    <div className={styles.overallLabel}>
                      <Label>Uploading…</Label>
                      <span>{valueText}</span>
                    </div>
                    <div className={styles.track}>
                      <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                    </div>
                  </>
                )}
              </ProgressBar>
            ) : (
              <Button
                variant="quiet"
                size="sm"
                isDisabled={isDisabled}
                onPress={() => send({ type: 'CLEAR' })}
              >
                Clear list
              </Button>
            )}
            {autoUpload ? null : (
              <Button
                isDisabled={isDisabled || !view.canUpload}
                onPress={() => send({ type: 'UPLOAD' })}
              >
                <Icon name="upload" size="sm" />
                {view.isUploading
                  ? 'Uploading…'
                  : pending > 1
                    ? `Upload ${pending} files`
                    : 'Upload'}
              </Button>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
