import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import type { Board, ShareLink } from '@hds/api-client';
import { toast } from '../Toast/toastQueue.ts';
import { ShareLinkCard, type SharePermission } from './ShareLinkCard.tsx';
import * as styles from './ShareSettings.css.ts';

/** Spec part 2 §9: the copied-link indicator shows for 2 s. */
export const SHARE_COPIED_MS = 2000;

export const shareSettingsMessages = {
  heading: 'Share Settings',
  intro: 'Generate secure links to share this board with different permission levels.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy link',
  createFailed: 'Failed to create share link',
} as const;

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
  /** How long 'Copied' stays on a Copy button. @default 2000 */
  copiedMs?: number;
  /** Level of the 'Share Settings' heading. @default 2 */
  headingLevel?: 2 | 3;
}

function activeLink(board: ShareSettingsProps['board'], permission: SharePermission) {
  return board.share_links.find((l) => l.permission === permission && l.is_active)?.url ?? null;
}

/**
 * The Share Settings tab of the board detail (spec part 2 §2): a View Only and a View and
 * Upload card, each with its link (Copy → 'Copied' for 2 s, Open in a new tab) or Generate
 * Link, which is disabled for both cards while one generation runs; and the 'Board ID' line
 * once the board has a share token. Failures are toasts in the spec's words.
 */
export function ShareSettings({
  board,
  generateLink,
  copy,
  copiedMs = SHARE_COPIED_MS,
  headingLevel = 2,
  className,
  ...props
}: ShareSettingsProps) {
  // Links generated here show at once, before the caller's board data catches up.
  const [generated, setGenerated] = useState<
    Partial<Record<SharePermission, { url: string; token?: string }>>
  >({});
  const [generating, setGenerating] = useState<SharePermission | null>(null);
  const [copied, setCopied] = useState<SharePermission | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const urlOf = (p: SharePermission) => generated[p]?.url ?? activeLink(board, p);
  const token = board.share_token ?? generated.view?.token ?? generated.upload?.token ?? null;

  const onGenerate = async (permission: SharePermission) => {
    if (generating) return;
    setGenerating(permission);
    try {
      const link = await generateLink(permission);
      setGenerated((g) => ({ ...g, [permission]: { url: link.url, token: link.token } }));
    } catch {
      toast({ title: shareSettingsMessages.createFailed, variant: 'destructive' });
    } finally {
      setGenerating(null);
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
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        ))}
      </div>
      {token ? (
        <p className={styles.boardId}>
          Board ID: <span className={styles.boardIdValue}>{token}</span>
        </p>
      ) : null}
    </section>
  );
}
