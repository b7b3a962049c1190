export interface DeleteWithUndoInput {
  /** The id of what is being deleted (an image id), passed to the `deleteItem` actor. */
  id: string;
  /**
   * How long the user may undo before the delete call is sent.
   * @default 5000
   */
  undoMs?: number;
}

export interface DeleteWithUndoContext {
  id: string;
  undoMs: number;
  /** Why the delete call failed, once it has. */
  error: unknown;
}

export type DeleteWithUndoEvent =
  /** Keep the item: nothing is sent to the server. Only accepted while the window is open. */
  | { type: 'UNDO' }
  /** Send the delete call now (the page is being hidden or left, or the user confirmed). */
  | { type: 'COMMIT_NOW' };
