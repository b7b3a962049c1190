import type { SnapshotFrom } from 'xstate';
import type { deleteWithUndoMachine } from './deleteWithUndoMachine.ts';

export type DeleteWithUndoSnapshot = SnapshotFrom<typeof deleteWithUndoMachine>;

export interface DeleteWithUndoView {
  /** The item should be hidden: waiting out the undo window, being deleted, or deleted. */
  hidden: boolean;
  /** UNDO is still accepted. */
  canUndo: boolean;
  /** The delete call is on its way. */
  deleting: boolean;
  status: 'pending' | 'deleting' | 'undone' | 'deleted' | 'failed';
}

export function selectDeleteWithUndo(snapshot: DeleteWithUndoSnapshot): DeleteWithUndoView {
  const status = snapshot.value as DeleteWithUndoView['status'];
  return {
    hidden: status === 'pending' || status === 'deleting' || status === 'deleted',
    canUndo: status === 'pending',
    deleting: status === 'deleting',
    status,
  };
}
