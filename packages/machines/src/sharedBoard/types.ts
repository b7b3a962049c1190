export type SharedBoardPermission = 'view' | 'upload';

export interface SharedBoardImage {
  id: string;
  label?: string | null;
  kind?: string | null;
  created_at?: string | null;
  thumbnail_url?: string | null;
  preview_url?: string | null;
  storage_url?: string | null;
}

/** What `loadBoard` resolves to (GET of the share token). */
export interface SharedBoard {
  name: string;
  description?: string | null;
  project_name?: string | null;
  permission: SharedBoardPermission;
  images: SharedBoardImage[];
}

/** A file picked for upload (structural, like the upload machine's). */
export interface SharedBoardFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/**
 * How `loadBoard` reports failures: an object with `status` 404 means not found; a network
 * failure is a `TypeError` (what fetch throws) or carries `network: true`.
 */
export interface SharedBoardLoadError {
  status?: number;
  network?: boolean;
  message?: string;
}

export interface SharedBoardToast {
  title: string;
  description: string;
  variant: 'destructive';
}

export interface SharedBoardInput {
  token?: string | null;
}

export interface SharedBoardContext {
  token: string | null;
  board: SharedBoard | null;
  /** The load failure shown on the error or not-found card. */
  error: string | null;
  files: SharedBoardFile[];
  toast: SharedBoardToast | null;
}

export type SharedBoardEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_FILES'; files: readonly SharedBoardFile[] }
  | { type: 'REMOVE_FILE'; id: string }
  | { type: 'CLEAR_FILES' }
  | { type: 'UPLOAD' }
  | { type: 'DISMISS_TOAST' };
