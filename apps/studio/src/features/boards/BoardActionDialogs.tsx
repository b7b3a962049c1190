import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Board } from '@hds/api-client';
import {
  AlertDialog,
  Dialog,
  RenameDialog,
  ShareSettings,
  toast,
  type BoardCardAction,
} from '@hds/ui';
import { boardsApi, boardQueries } from '../../kit/api/boards.ts';
import { boardMessages, boardShareUrl } from './boardMessages.ts';
import { copyText } from '../../kit/clipboard.ts';

type Open = { kind: 'rename' | 'delete' | 'share'; board: Board } | null;

const boardHref = (id: string) => `/app/boards/${encodeURIComponent(id)}`;

/**
 * The menu actions of a board card (spec part 2 §2): view, edit, copy and open the share link
 * run at once; rename, share and delete open their dialog. Returns the handler for
 * `BoardCard.onAction` and the dialogs to render once.
 */
export function useBoardActions() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => client.invalidateQueries({ queryKey: boardQueries.all() });

  const onAction = (action: BoardCardAction, board: Board) => {
    switch (action) {
      case 'view':
        return void navigate(boardHref(board.id));
      case 'edit':
        return void navigate(`${boardHref(board.id)}/edit`);
      case 'copyLink': {
        const url = boardShareUrl(board);
        if (!url) return;
        copyText(url).then(
          () => toast({ title: boardMessages.linkCopied, description: url, variant: 'success' }),
          () =>
            toast({
              title: 'Error',
              description: boardMessages.copyFailed,
              variant: 'destructive',
            }),
        );
        return;
      }
      case 'openShareLink': {
        const url = boardShareUrl(board);
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      default:
        setOpen({ kind: action, board });
    }
  };

  const close = () => setOpen(null);
  const current = open?.board;
  const dialogs = (
    <>
      <RenameDialog
        isOpen={open?.kind === 'rename'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Rename Board"
        label="Board name"
        name={current?.name ?? ''}
        failedMessage={boardMessages.renameFailed}
        onRename={async (name) => {
          if (!current) return;
          try {
            await boardsApi.update(current.id, { name });
          } catch (err) {
            toast({
              title: 'Error',
              description: boardMessages.renameFailed,
              variant: 'destructive',
            });
            throw err;
          }
          toast({ title: 'Success', description: boardMessages.renamed, variant: 'success' });
          await refresh();
        }}
      />
      <AlertDialog
        isOpen={open?.kind === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        description={
          current?.is_auto_generated ? boardMessages.deleteAuto : boardMessages.deleteOrdinary
        }
        errorMessage={boardMessages.deleteFailed}
        onConfirm={async () => {
          if (!current) return;
          try {
            await boardsApi.remove(current.id);
          } catch (err) {
            toast({
              title: 'Error',
              description: boardMessages.deleteFailed,
              variant: 'destructive',
            });
            throw err;
          }
          toast({ title: 'Success', description: boardMessages.deleted, variant: 'success' });
          client.removeQueries({ queryKey: boardQueries.detail(current.id).queryKey });
          await refresh();
        }}
      />
      <Dialog
        isOpen={open?.kind === 'share'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={current ? `Share ${current.name}` : 'Share Board'}
        size="lg"
      >
        {current ? <BoardShareSettings board={current} headingLevel={3} /> : null}
      </Dialog>
    </>
  );
  return { onAction, dialogs };
}

/** ShareSettings wired to the server: generating or revoking a link refreshes the board's queries. */
export function BoardShareSettings({
  board,
  headingLevel = 2,
}: {
  board: Board;
  headingLevel?: 2 | 3;
}) {
  const client = useQueryClient();
  return (
    <ShareSettings
      board={board}
      headingLevel={headingLevel}
      copy={copyText}
      generateLink={async (permission) => {
        const link = await boardsApi.createShareLink(board.id, permission);
        void client.invalidateQueries({ queryKey: boardQueries.all() });
        return link;
      }}
      revokeLink={async (id) => {
        try {
          return await boardsApi.revokeShareLink(id);
        } finally {
          void client.invalidateQueries({ queryKey: boardQueries.all() });
        }
      }}
      loadQrCode={(id) => boardsApi.qrCode(id)}
    />
  );
}
