import { useId, useRef } from 'react';
import type { SharedBoardFile } from '@hds/machines';
import { CloseIcon, ImageIcon, PlusIcon, UploadIcon } from '../../primitives/Icon/Icon.tsx';
import { NativeButton } from '../../primitives/Button/NativeButton.tsx';
import * as styles from './SharedBoardView.css.ts';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface SharedBoardUploadProps {
  files: readonly SharedBoardFile[];
  isUploading: boolean;
  canUpload: boolean;
  /** 'Uploading...' while uploading. */
  uploadLabel: string | null;
  onSelect: (files: File[]) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  onUpload: () => void;
}

/**
 * The upload card of an upload link (spec part 2 §2): choose pictures, review the list (remove
 * one, clear), upload. The picker is the browser's own file input behind a button.
 */
export function SharedBoardUpload({
  files,
  isUploading,
  canUpload,
  uploadLabel,
  onSelect,
  onRemove,
  onClear,
  onUpload,
}: SharedBoardUploadProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const count = files.length;

  return (
    <section className={styles.upload} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.uploadTitle}>
        Upload Images
      </h2>
      <p className={styles.muted}>
        Add your own pictures to this board. They go to the board owner’s project.
      </p>
      {count > 0 ? (
        <ul className={styles.fileList} aria-label="Selected files">
          {files.map((f) => (
            <li key={f.id} className={styles.fileItem}>
              <ImageIcon size="sm" />
              <span className={styles.fileName}>{f.name}</span>
              <span className={styles.muted}>{sizeText(f.size)}</span>
              <NativeButton
                aria-label={`Remove ${f.name}`}
                variant="quiet"
                size="sm"
                iconOnly
                disabled={isUploading}
                onClick={() => onRemove(f.id)}
              >
                <CloseIcon size="sm" />
              </NativeButton>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // Cleared so that picking the same file again is a change too.
          event.currentTarget.value = '';
          onSelect(picked);
        }}
      />
      <div className={styles.actions}>
        <NativeButton
          variant="secondary"
          disabled={isUploading}
          onClick={() => input.current?.click()}
        >
          <PlusIcon size="sm" />
          {count > 0 ? 'Add More' : 'Choose Images'}
        </NativeButton>
        {count > 0 ? (
          <>
            <NativeButton variant="quiet" disabled={isUploading} onClick={onClear}>
              Clear
            </NativeButton>
            <NativeButton disabled={isUploading || !canUpload} onClick={onUpload}>
              <UploadIcon size="sm" />
              {uploadLabel ?? `Upload ${count} ${count === 1 ? 'image' : 'images'}`}
            </NativeButton>
          </>
        ) : null}
      </div>
    </section>
  );
}
