import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Version } from '@hds/api-client';
import { Button, ShareImageDialog } from '@hds/ui';
import { boardsApi, boardQueries } from '../../kit/api/boards.ts';
import { copyText } from '../../kit/clipboard.ts';

/**
 * The playground's 'Share' (issue #40): POST /projects/{id}/share_links/ with the version on
 * screen makes (or finds again) its board of one and View Only link; the dialog shows it with
 * the share cards boards have. Without a project or a finished version there is nothing to share.
 */
export function ShareImageAction({
  projectId,
  version,
  imageName,
}: {
  projectId: string | null;
  version: Version | null;
  imageName: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const client = useQueryClient();
  const share = useMutation(boardQueries.mutations.shareProject());
  const boardId = share.data?.board ?? '';
  const board = useQuery({ ...boardQueries.detail(boardId), enabled: boardId !== '' });
  const canShare = projectId !== null && version?.status === 'completed';
  const start = () => {
    if (projectId && version) share.mutate({ projectId, body: { version_ids: [version.id] } });
  };
  const error = share.error ?? board.error;

  return (
    <>
      <Button
        variant="secondary"
        isDisabled={!canShare}
        onPress={() => {
          setOpen(true);
          start();
        }}
      >
        Share
      </Button>
      <ShareImageDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        imageName={imageName}
        board={
          board.data && share.isSuccess
            ? { ...board.data, href: `/app/boards/${encodeURIComponent(board.data.id)}` }
            : null
        }
        status={error ? 'error' : board.data && share.isSuccess ? 'ready' : 'loading'}
        errorMessage={error?.message}
        onRetry={start}
        copy={copyText}
        generateLink={async (permission) => {
          const link = await boardsApi.createShareLink(boardId, permission);
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
    </>
  );
}
