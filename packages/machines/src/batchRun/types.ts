/** States of one image in a batch (the server's stored job states). */
export type BatchItemStatus = 'pending' | 'in_progress' | 'succeeded' | 'failed';

/** One image of a batch as the machine needs it; the app's items may carry more. */
export interface BatchRunItem {
  image: string;
  status: BatchItemStatus;
  error_message: string | null;
}

/** A batch as read from the server (GET /batches/{id}/). */
export interface BatchRunSnapshot<TItem extends BatchRunItem = BatchRunItem> {
  id: string;
  done: boolean;
  items: TItem[];
}

/** What START asks for: a recipe over a project, or over a selection of its images. */
export interface BatchRunRequest {
  recipeId: string;
  projectId: string;
  imageIds?: string[];
}

export interface BatchRunInput {
  /** @default 2000 (the spec's job poll) */
  intervalMs?: number;
  /** Polls before the machine stops waiting. @default 900 (30 minutes at 2 s) */
  maxAttempts?: number;
  /** Failed polls in a row before the machine gives up. @default 3 */
  maxPollErrors?: number;
}

export interface BatchRunContext {
  request: BatchRunRequest | null;
  batch: BatchRunSnapshot | null;
  attempts: number;
  pollErrors: number;
  cancelRequested: boolean;
  /** The message shown when starting, following or cancelling failed. */
  error: string | null;
  intervalMs: number;
  maxAttempts: number;
  maxPollErrors: number;
}

export type BatchRunEvent =
  | { type: 'START'; request: BatchRunRequest }
  | { type: 'WATCH'; batchId: string }
  | { type: 'CANCEL' }
  | { type: 'RESET' };
