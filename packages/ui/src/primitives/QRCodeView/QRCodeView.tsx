import type { HTMLAttributes } from 'react';
import { AsyncState } from '../AsyncState/AsyncState.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './QRCodeView.css.ts';

export const qrCodeMessages = {
  loading: 'Loading QR code',
  failed: 'Failed to load QR code',
  retry: 'Try again',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  alt: (url: string) => `QR code for ${url}`,
} as const;

/**
 * Saves `href` as `fileName` through a detached download link. Not a router link: the studio's
 * router would rewrite a data: URL into an app path and download the page instead.
 */
export function downloadUrl(href: string, fileName: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}

/** An SVG document as a data URL (UTF-8, percent-encoded), for `<img src>` and downloads. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface QRCodeViewProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The link the code opens; shown under the code so a reader can check it. */
  url?: string;
  /** The code as a PNG data URL (the server's `qr_code`). */
  png?: string;
  /** The code as an SVG document (the server's `qr_svg`); offers Download SVG when given. */
  svg?: string;
  /** The code is being fetched: a square placeholder takes its room. */
  isLoading?: boolean;
  /** Why the code could not be shown; with `onRetry` a Try again button follows. */
  error?: string;
  onRetry?: () => void;
  /** File name of the downloads, without extension. @default 'share-link-qr' */
  fileName?: string;
}

/**
 * A share link's QR code (issue #23): the code, the link it opens, and downloads as PNG (for
 * screens and messages) and SVG (for print at any size). It never fetches: the caller passes
 * the server's PNG and SVG, or `isLoading` / `error` while it asks.
 */
export function QRCodeView({
  url,
  png,
  svg,
  isLoading = false,
  error,
  onRetry,
  fileName = 'share-link-qr',
  className,
  ...props
}: QRCodeViewProps) {
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  const src = png ?? (svg ? svgDataUrl(svg) : undefined);
  if (isLoading || error || !src) {
    return (
      <section {...props} className={rootClass} aria-busy={isLoading || undefined}>
        <AsyncState
          status={isLoading ? 'loading' : 'error'}
          size="compact"
          loading={
            <div role="status" aria-label={qrCodeMessages.loading} className={styles.frame}>
              <Skeleton shape="rect" width="100%" height="100%" />
            </div>
          }
          error={error ?? qrCodeMessages.failed}
          onRetry={onRetry}
          retryLabel={qrCodeMessages.retry}
        />
      </section>
    );
  }
  return (
    <section {...props} className={rootClass}>
      <figure className={styles.figure}>
        <img
          className={styles.code}
          src={src}
          alt={url ? qrCodeMessages.alt(url) : 'QR code'}
          width={320}
          height={320}
          data-qr-code=""
        />
        {url ? <figcaption className={styles.caption}>{url}</figcaption> : null}
      </figure>
      <div className={styles.actions}>
        {png ? (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => downloadUrl(png, `${fileName}.png`)}
            data-download="png"
          >
            <Icon name="download" size="sm" />
            {qrCodeMessages.downloadPng}
          </Button>
        ) : null}
        {svg ? (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => downloadUrl(svgDataUrl(svg), `${fileName}.svg`)}
            data-download="svg"
          >
            <Icon name="download" size="sm" />
            {qrCodeMessages.downloadSvg}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
