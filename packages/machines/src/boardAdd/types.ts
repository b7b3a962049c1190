/**
 * Where versions go: a board the owner already has, or a new board of this name. The
 * playground offers both; a board page adds to itself (`existing`).
 */
export type BoardAddTarget = { kind: 'existing'; boardId: string } | { kind: 'new'; name: string };

export interface BoardAddRequest {
  target: BoardAddTarget;
  versionIds: string[];
}

/** What the `addVersions` actor answers: the board the versions are on now. */
export interface BoardAddResult {
  boardId: string;
  boardName: string;
}

export interface BoardAddContext {
  /** The last refusal's sentence (cleared by the next submit or edit). */
  error: string | null;
  result: BoardAddResult | null;
}

export type BoardAddEvent =
  { type: 'SUBMIT'; request: BoardAddRequest } | { type: 'EDIT' } | { type: 'RESET' };
