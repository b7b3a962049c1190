import type { Board } from '@hds/api-client/contract';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { ShareSettings, type ShareSettingsProps } from '../ShareSettings/ShareSettings.tsx';
import * as styles from './ShareImageDialog.css.ts';

export const shareImageMessages = {
  title: 'Share Image',
  lead: (boardName: string) =>
    `Anyone with the View Only link sees this image without signing in. It is kept as the board “${boardName}”, where you can manage it later.`,
  creating: 'Creating share link...',
  failed: 'Failed to create share link',
  manage: 'Open the board',
} as const;

export interface ShareImageDialogProps extends Pick<
  ShareSettingsProps,
  'generateLink' | 'copy' | 'revokeLink' | 'loadQrCode' | 'copiedMs'
> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The image's name, under the title. */
  imageName?: string;
  /** The board of this image that the link opens, once made (null while it is being made). */
  board: (Pick<Board, 'id' | 'name' | 'share_token' | 'share_links'> & { href?: string }) | null;
  /** @default 'loading' while `board` is null */
  status?: 'loading' | 'error' | 'ready';
  /** Why the link could not be made (the server's sentence); default 'Failed to create share link'. */
  errorMessage?: string;
  onRetry?: () => void;
}

/**
 * The playground's 'Share' (issue #40): a View Only link to the version on screen, made as a
 * board of one (POST /projects/{id}/share_links/), with the share cards boards have — Copy
 * ('Copied' for 2 s), Open, QR code, Revoke, and a View and Upload link on request.
 */
export function ShareImageDialog({
  isOpen,
  onOpenChange,
  imageName,
  board,
  status = board ? 'ready' : 'loading',
  errorMessage,
  onRetry,
  ...share
}: ShareImageDialogProps) {
  return (
    <Dialog
      title={shareImageMessages.title}
      description={imageName}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {status === 'error' || status === 'loading' || !board ? (
        <AsyncState
          status={status === 'error' ? 'error' : 'loading'}
          loadingLabel={shareImageMessages.creating}
          error={errorMessage || shareImageMessages.failed}
          onRetry={onRetry}
          size="compact"
        />
      ) : (
        <div className={styles.body}>
          <p className={styles.lead}>
            {shareImageMessages.lead(board.name)}{' '}
            {board.href ? <Link href={board.href}>{shareImageMessages.manage}</Link> : null}
          </p>
          <ShareSettings board={board} headingLevel={3} {...share} />
        </div>
      )}
    </Dialog>
  );
}
