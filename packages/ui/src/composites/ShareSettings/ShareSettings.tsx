import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import type { Board, ShareLink } from '@hds/api-client/contract';
import { AlertDialog } from '../../primitives/AlertDialog/AlertDialog.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { QRCodeView, qrCodeMessages } from '../../primitives/QRCodeView/QRCodeView.tsx';
import { toast } from '../../primitives/Toast/toastQueue.ts';
import { ShareLinkCard, shareLinkTexts, type SharePermission } from './ShareLinkCard.tsx';
import * as styles from './ShareSettings.css.ts';

/** Spec part 2 §9: the copied-link indicator shows for 2 s. */
export const SHARE_COPIED_MS = 2000;

export const shareSettingsMessages = {
  heading: 'Share Settings',
  intro: 'Generate secure links to share this board with different permission levels.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy link',
  createFailed: 'Failed to create share link',
  revokeTitle: 'Revoke this link?',
  revokeConfirm: 'Revoke',
  revoked: 'Link revoked',
  revokeFailed: 'Failed to revoke link',
  qrTitle: (title: string) => `QR code: ${title} link`,
  qrDescription: 'Scanning it opens the link; download it for print or a message.',
} as const;

/** What GET /share-links/{id}/qr-code/ answers: a PNG data URL and (newer servers) an SVG. */
export interface ShareLinkQrCode {
  url: string;
  qr_code: string;
  qr_svg?: string;
}

/** What revoking a link does, said before (the confirmation) and after (the success toast). */
export const revokeTexts = (permission: SharePermission) => {
  const { title } = shareLinkTexts[permission];
  return {
    confirm:
      `Anyone opening the ${title} link will see 'Board Not Found'. ` +
      'This cannot be undone; you can generate a new link afterwards.',
    done: `The ${title} link no longer opens this board.`,
  };
};

const permissions: readonly SharePermission[] = ['view', 'upload'];

export interface ShareSettingsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The board as returned by GET /boards/{id}/ (its active links fill the cards). */
  board: Pick<Board, 'id' | 'share_token' | 'share_links'>;
  /** Creates a link (POST /boards/{id}/share_links/); the card shows the returned URL. */
  generateLink: (
    permission: SharePermission,
  ) => Promise<Pick<ShareLink, 'url'> & Partial<ShareLink>>;
  /** Writes text to the clipboard (`navigator.clipboard.writeText` in the app). */
  copy: (text: string) => Promise<void>;
  /**
   * Revokes one link by id (POST /share-links/{id}/revoke/). With it, each card with a link
   * offers Revoke behind a confirmation; every live link of that permission is revoked, so
   * none the card does not show stays open.
   */
  revokeLink?: (linkId: string) => Promise<unknown>;
  /**
   * Fetches a link's QR code (GET /share-links/{id}/qr-code/). With it, each card whose link
   * has an id offers 'QR Code', shown in a dialog with Download PNG and Download SVG.
   */
  loadQrCode?: (linkId: string) => Promise<ShareLinkQrCode>;
  /** How long 'Copied' stays on a Copy button. @default 2000 */
  copiedMs?: number;
  /** Level of the 'Share Settings' heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** The QR dialog: which link, and its code once fetched. */
type QrState = { permission: SharePermission; linkId: string } & (
  | { status: 'loading' }
  | { status: 'done'; code: ShareLinkQrCode }
  | { status: 'error'; error: string }
);

/** A link as this screen knows it: from the board, or just generated (maybe without an id). */
interface KnownLink {
  url: string;
  id?: string;
  token?: string;
}

/**
 * The Share Settings tab of the board detail (spec part 2 §2): a View Only and a View and
 * Upload card, each with its link (Copy → 'Copied' for 2 s, Open in a new tab, and Revoke
 * behind a confirmation when `revokeLink` is given) or Generate Link, which is disabled for
 * both cards while one generation runs; and the 'Board ID' line once the board has a share
 * token. Failures are toasts in the spec's words.
 */
export function ShareSettings({
  board,
  generateLink,
  copy,
  revokeLink,
  loadQrCode,
  copiedMs = SHARE_COPIED_MS,
  headingLevel = 2,
  className,
  ...props
}: ShareSettingsProps) {
  // Links generated or revoked here show at once, before the caller's board data catches up.
  const [generated, setGenerated] = useState<Partial<Record<SharePermission, KnownLink>>>({});
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(() => new Set());
  const [generating, setGenerating] = useState<SharePermission | null>(null);
  const [copied, setCopied] = useState<SharePermission | null>(null);
  const [confirming, setConfirming] = useState<SharePermission | null>(null);
  const [revoking, setRevoking] = useState<SharePermission | null>(null);
  // The last code asked for stays while the dialog animates out; `qrOpen` says if it shows.
  const [qr, setQr] = useState<QrState | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const qrRequest = useRef(0);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const isRevoked = (l: KnownLink) => l.id !== undefined && revoked.has(l.id);
  /** The live links of a permission, the one the card shows first. */
  const linksOf = (p: SharePermission): KnownLink[] => {
    const own = generated[p];
    const fromBoard = board.share_links.filter(
      (l) => l.permission === p && l.is_active && l.id !== own?.id,
    );
    return [...(own ? [own] : []), ...fromBoard].filter((l) => !isRevoked(l));
  };
  const urlOf = (p: SharePermission) => linksOf(p)[0]?.url ?? null;
  const revocableIds = (p: SharePermission) =>
    linksOf(p).flatMap((l) => (l.id === undefined ? [] : [l.id]));
  // The Board ID is the newest live link's token: the board's own unless revoked here, else
  // one generated here, else any live one.
  const revokedTokens = new Set(
    [...board.share_links, ...Object.values(generated)].flatMap((l) =>
      l && isRevoked(l) && l.token ? [l.token] : [],
    ),
  );
  const boardToken =
    board.share_token && !revokedTokens.has(board.share_token) ? board.share_token : null;
  const live = permissions.flatMap(linksOf);
  const newestGenerated = [generated.upload, generated.view].find((l) => l && !isRevoked(l));
  const token =
    boardToken ?? newestGenerated?.token ?? live.findLast((l) => l.token)?.token ?? null;

  const onGenerate = async (permission: SharePermission) => {
    if (generating) return;
    setGenerating(permission);
    try {
      const link = await generateLink(permission);
      setGenerated((g) => ({
        ...g,
        [permission]: { url: link.url, token: link.token, id: link.id },
      }));
    } catch {
      toast({ title: shareSettingsMessages.createFailed, variant: 'destructive' });
    } finally {
      setGenerating(null);
    }
  };

  const showQr = async (permission: SharePermission, linkId: string) => {
    if (!loadQrCode) return;
    const request = ++qrRequest.current;
    setQr({ permission, linkId, status: 'loading' });
    setQrOpen(true);
    try {
      const code = await loadQrCode(linkId);
      if (request === qrRequest.current) setQr({ permission, linkId, status: 'done', code });
    } catch (err) {
      const error = err instanceof Error && err.message ? err.message : qrCodeMessages.failed;
      if (request === qrRequest.current) setQr({ permission, linkId, status: 'error', error });
    }
  };

  const onCopy = async (permission: SharePermission) => {
    const url = urlOf(permission);
    if (!url) return;
    try {
      await copy(url);
      clearTimeout(copiedTimer.current);
      setCopied(permission);
      copiedTimer.current = setTimeout(() => setCopied(null), copiedMs);
      toast({ title: shareSettingsMessages.copied, variant: 'success' });
    } catch {
      toast({ title: shareSettingsMessages.copyFailed, variant: 'destructive' });
    }
  };

  // The confirmation closes at once and the card says 'Revoking...': a dialog waiting on a
  // pending button would leave react-aria's announcement pointing at a button that is gone.
  const onRevoke = async (permission: SharePermission) => {
    if (!revokeLink || revoking) return;
    setRevoking(permission);
    const ids = revocableIds(permission);
    const settled = await Promise.allSettled(ids.map((id) => revokeLink(id)));
    const done = ids.filter((_, i) => settled[i]!.status === 'fulfilled');
    setRevoked((r) => new Set([...r, ...done]));
    setRevoking(null);
    if (done.length === ids.length) {
      setGenerated((g) => ({ ...g, [permission]: undefined }));
      toast({
        title: shareSettingsMessages.revoked,
        description: revokeTexts(permission).done,
        variant: 'success',
      });
    } else {
      toast({ title: shareSettingsMessages.revokeFailed, variant: 'destructive' });
    }
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.intro}>
        <Heading className={styles.heading}>{shareSettingsMessages.heading}</Heading>
        <p className={styles.lead}>{shareSettingsMessages.intro}</p>
      </div>
      <div className={styles.cards}>
        {permissions.map((p) => (
          <ShareLinkCard
            key={p}
            permission={p}
            url={urlOf(p)}
            isGenerating={generating === p}
            isGenerateDisabled={generating !== null}
            isCopied={copied === p}
            onGenerate={() => void onGenerate(p)}
            onCopy={() => void onCopy(p)}
            onRevoke={
              revokeLink && revocableIds(p).length > 0
                ? () => revoking === null && setConfirming(p)
                : undefined
            }
            isRevoking={revoking === p}
            onShowQrCode={
              loadQrCode && linksOf(p)[0]?.id ? () => void showQr(p, linksOf(p)[0]!.id!) : undefined
            }
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        ))}
      </div>
      <Dialog
        isOpen={qrOpen}
        onOpenChange={(open) => {
          if (!open) {
            qrRequest.current++;
            setQrOpen(false);
          }
        }}
        size="sm"
        title={qr ? shareSettingsMessages.qrTitle(shareLinkTexts[qr.permission].title) : ''}
        description={shareSettingsMessages.qrDescription}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            Done
          </Button>
        )}
      >
        {qr ? (
          <QRCodeView
            url={qr.status === 'done' ? qr.code.url : undefined}
            png={qr.status === 'done' ? qr.code.qr_code : undefined}
            svg={qr.status === 'done' ? qr.code.qr_svg : undefined}
            isLoading={qr.status === 'loading'}
            error={qr.status === 'error' ? qr.error : undefined}
            onRetry={() => void showQr(qr.permission, qr.linkId)}
            fileName={`${shareLinkTexts[qr.permission].title.toLowerCase().replace(/\W+/g, '-')}-link-qr`}
          />
        ) : null}
      </Dialog>
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={shareSettingsMessages.revokeTitle}
        description={confirming ? revokeTexts(confirming).confirm : null}
        confirmLabel={shareSettingsMessages.revokeConfirm}
        onConfirm={() => {
          if (confirming) void onRevoke(confirming);
        }}
      />
      {token ? (
        <p className={styles.boardId}>
          Board ID: <span className={styles.boardIdValue}>{token}</span>
        </p>
      ) : null}
    </section>
  );
}
