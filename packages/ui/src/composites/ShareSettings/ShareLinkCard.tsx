import { useEffect, useId, useRef } from 'react';
import { Input, Label, TextField as RACTextField } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { ButtonLink } from '../../primitives/Link/Link.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as field from '../../primitives/TextField/TextField.css.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './ShareSettings.css.ts';

export type SharePermission = 'view' | 'upload';

/** Titles and explanations of the two link types (spec part 2 §2, Share Settings). */
export const shareLinkTexts: Record<SharePermission, { title: string; description: string }> = {
  view: { title: 'View Only', description: 'Recipients can view images only' },
  upload: {
    title: 'View and Upload',
    description: 'Recipients can view images and upload new ones',
  },
};

export interface ShareLinkCardProps {
  permission: SharePermission;
  /** The link once it exists; without one the card offers Generate Link. */
  url: string | null;
  /** This card's link is being generated (its button shows a spinner). */
  isGenerating?: boolean;
  /** Generate Link is disabled while any generation runs. @default false */
  isGenerateDisabled?: boolean;
  /** Shows 'Copied' on the Copy button (for 2 s after a copy). */
  isCopied?: boolean;
  onGenerate: () => void;
  onCopy: () => void;
  /** Offers Revoke beside Copy and Open while the link exists (the caller confirms first). */
  onRevoke?: () => void;
  /** This card's link is being revoked: Revoke reads 'Revoking...' and stays focusable. */
  isRevoking?: boolean;
  /** Offers 'QR Code' beside Copy and Open while the link exists (the caller shows the code). */
  onShowQrCode?: () => void;
  /** Offer Open (the link in a new tab). @default true */
  showOpen?: boolean;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One share-link type: its title and what recipients may do, then either a read-only URL with
 * Copy and Open, or Generate Link. Shared by ShareSettings and the BoardWizard's last step.
 */
export function ShareLinkCard({
  permission,
  url,
  isGenerating = false,
  isGenerateDisabled = false,
  isCopied = false,
  onGenerate,
  onCopy,
  onRevoke,
  isRevoking = false,
  onShowQrCode,
  showOpen = true,
  headingLevel = 3,
}: ShareLinkCardProps) {
  const { title, description } = shareLinkTexts[permission];
  const Heading = `h${headingLevel}` as const;
  // Both cards have a 'Generate Link' and a 'Copy' button: the card title tells them apart.
  const titleId = useId();
  // Generate Link and the link replace each other: keep keyboard users in the card by moving
  // focus to Copy (or, once a link is revoked, back to Generate Link), unless they have already
  // moved elsewhere.
  const cardRef = useRef<HTMLElement>(null);
  const hadUrl = useRef(url !== null);
  useEffect(() => {
    const card = cardRef.current;
    if (card && url !== null && !hadUrl.current) {
      focusInCard(card, '[data-copy]');
    } else if (card && url === null && hadUrl.current) {
      focusInCard(card, '[data-generate]');
    }
    hadUrl.current = url !== null;
  }, [url]);
  return (
    <section
      ref={cardRef}
      className={styles.card}
      aria-labelledby={titleId}
      data-permission={permission}
    >
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name={permission === 'upload' ? 'upload' : 'eye'} />
        </span>
        <div>
          <Heading id={titleId} className={styles.cardTitle}>
            {title}
          </Heading>
          <p className={styles.cardText}>{description}</p>
        </div>
      </div>
      {url ? (
        <div className={styles.linkRow}>
          <RACTextField value={url} isReadOnly className={[field.field, styles.urlField].join(' ')}>
            <Label className={field.label}>{`${title} link`}</Label>
            <Input className={[field.input, styles.urlInput].join(' ')} />
          </RACTextField>
          <div className={styles.buttons}>
            <Button variant="secondary" onPress={onCopy} aria-describedby={titleId} data-copy="">
              <Icon name={isCopied ? 'check' : 'copy'} size="sm" />
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
            {showOpen ? (
              <ButtonLink
                variant="quiet"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={titleId}
              >
                <Icon name="external" size="sm" />
                Open
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </ButtonLink>
            ) : null}
            {onShowQrCode ? (
              <Button variant="quiet" onPress={onShowQrCode} aria-describedby={titleId} data-qr="">
                <Icon name="qr" size="sm" />
                QR Code
              </Button>
            ) : null}
            {onRevoke ? (
              <Button
                variant="quiet"
                // Not disabled while it runs: focus stays here until the link is gone.
                onPress={isRevoking ? undefined : onRevoke}
                aria-describedby={titleId}
                data-revoke=""
              >
                <Icon name={isRevoking ? 'clock' : 'close'} size="sm" />
                {isRevoking ? 'Revoking...' : 'Revoke'}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <div>
          <Button
            variant="primary"
            onPress={onGenerate}
            // Not isPending: RAC then announces the button by id, and the button is gone (the
            // link replaced it) by the time the announcement is read, which axe reports.
            isDisabled={isGenerateDisabled || isGenerating}
            aria-describedby={titleId}
            data-generate=""
          >
            <Icon name={isGenerating ? 'clock' : 'link'} size="sm" />
            {isGenerating ? 'Generating...' : 'Generate Link'}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * Focuses `selector` in the card when focus is lost (on the page body) or still in the card.
 * A confirmation dialog may still hold focus and give it back to a button that is gone: retry
 * for a few frames until it lets go.
 */
function focusInCard(card: HTMLElement, selector: string, framesLeft = 30) {
  const doc = card.ownerDocument;
  const active = doc.activeElement;
  const lost = !active || active === doc.body || !active.isConnected;
  if (lost || card.contains(active)) {
    card.querySelector<HTMLElement>(selector)?.focus();
    return;
  }
  const inDialog = active.closest('[role="dialog"], [role="alertdialog"]') !== null;
  if (inDialog && framesLeft > 0) {
    doc.defaultView?.requestAnimationFrame(() => focusInCard(card, selector, framesLeft - 1));
  }
}
