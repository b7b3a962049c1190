import type { SnapshotFrom } from 'xstate';
import { sharedBoardMessages } from './messages.ts';
import type { SharedBoardMachine } from './sharedBoardMachine.ts';
import type { SharedBoard, SharedBoardFile, SharedBoardToast } from './types.ts';

export type SharedBoardSnapshot = SnapshotFrom<SharedBoardMachine>;
export type SharedBoardStatus = 'loading' | 'error' | 'notFound' | 'loaded';

export interface SharedBoardView {
  status: SharedBoardStatus;
  board: SharedBoard | null;
  error: string | null;
  /** 'View Only' or 'Can Upload'. */
  permissionBadge: string | null;
  /** The upload card appears only for upload permission. */
  showUpload: boolean;
  files: SharedBoardFile[];
  isUploading: boolean;
  /** The upload button's label: 'Uploading...' while uploading. */
  uploadLabel: string | null;
  canUpload: boolean;
  toast: SharedBoardToast | null;
}

export function selectSharedBoard(snapshot: SharedBoardSnapshot): SharedBoardView {
  const { context } = snapshot;
  const status: SharedBoardStatus = snapshot.matches('loaded')
    ? 'loaded'
    : snapshot.matches('error')
      ? 'error'
      : snapshot.matches('notFound')
        ? 'notFound'
        : 'loading';
  const isUploading = snapshot.matches({ loaded: 'uploading' });
  const board = context.board;
  return {
    status,
    board,
    error: context.error,
    permissionBadge: board
      ? board.permission === 'upload'
        ? sharedBoardMessages.canUploadBadge
        : sharedBoardMessages.viewOnlyBadge
      : null,
    showUpload: status === 'loaded' && board?.permission === 'upload',
    files: context.files,
    isUploading,
    uploadLabel: isUploading ? sharedBoardMessages.uploading : null,
    canUpload: snapshot.can({ type: 'UPLOAD' }),
    toast: context.toast,
  };
}
