export interface CopyFeedbackInput {
  /** How long the 'Copied' state lasts. @default 2000 (spec part 2 §9) */
  copiedMs?: number;
}

export interface CopyFeedbackContext {
  copiedMs: number;
  /** Which control the current or last copy belongs to (one per link card, say). */
  key: string | null;
  /** The text being copied. */
  text: string | null;
  /** Why the last copy failed, until the next COPY. */
  error: unknown;
}

export type CopyFeedbackEvent =
  /** Copy `text`; `key` names the control that asked, so only it reads 'Copied'. */
  | { type: 'COPY'; text: string; key?: string }
  /** Drop the 'Copied' state at once (the control went away, the item changed). */
  | { type: 'RESET' };
