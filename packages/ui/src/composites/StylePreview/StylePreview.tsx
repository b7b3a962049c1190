import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { InfoIcon, SparklesIcon } from '../../primitives/Icon/Icon.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Switch } from '../../primitives/Switch/Switch.tsx';
import {
  DEFAULT_STYLE_PREVIEW,
  PREVIEW_LIGHTINGS,
  PREVIEW_STYLES,
  PREVIEW_WALL_COLORS,
  type PreviewLighting,
  type PreviewStyle,
  type PreviewWallColor,
  type StylePreviewSelection,
  type StyledManifest,
  isAvailable,
  optionLabel,
  previewFilename,
} from './stylePreviewOptions.ts';
import * as styles from './StylePreview.css.ts';

export interface StylePreviewProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'title'> {
  /** The styled manifest: pictures keyed by filename, each `{url, status}`. */
  manifest: StyledManifest;
  /** Starting choice. @default industrial, golden_hour, white, watermark on */
  defaultSelection?: Partial<StylePreviewSelection>;
  /** Called after every change of a control. */
  onSelectionChange?: (selection: StylePreviewSelection) => void;
  /** A static living-room picture for when no manifest picture has loaded yet. */
  fallbackSrc: string;
  /** Heading over the controls. @default 'Preview a style' */
  title?: ReactNode;
  /** Level of that heading. @default 3 */
  titleLevel?: 2 | 3;
  /**
   * The styles offered, in order. The main landing offers industrial, bohemian and
   * mediterranean; the alternate landing adds 'modern'.
   * @default PREVIEW_STYLES
   */
  styles?: readonly PreviewStyle[];
  /** `sizes` of the picture, for a manifest entry's `srcset`. @default '(min-width: 64rem) 40rem, 100vw' */
  sizes?: string;
}

interface Shown {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  /** The manifest filename, or null for the static fallback picture. */
  filename: string | null;
}

type Notice = 'unavailable' | 'failed' | null;

const notices: Record<Exclude<Notice, null>, string> = {
  unavailable: 'This combination is not ready yet, so the previous preview is still shown.',
  failed: 'This preview could not be loaded, so the previous preview is shown instead.',
};

/**
 * The landing page's style preview (spec part 1 §1, §3, §9): choose an interior style,
 * lighting mood, wall colour and watermark, and see the matching pre-generated living room
 * from `manifest`. When the chosen picture is missing or fails to load, the last good picture
 * stays (or `fallbackSrc`) and a polite note says so.
 */
export function StylePreview({
  manifest,
  defaultSelection,
  onSelectionChange,
  fallbackSrc,
  title = 'Preview a style',
  titleLevel = 3,
  styles: styleOptions = PREVIEW_STYLES,
  sizes = '(min-width: 64rem) 40rem, 100vw',
  className,
  ...props
}: StylePreviewProps) {
  const [selection, setSelection] = useState<StylePreviewSelection>({
    ...DEFAULT_STYLE_PREVIEW,
    ...defaultSelection,
  });
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [lastGood, setLastGood] = useState<Shown | null>(null);

  const filename = previewFilename(selection);
  const entry = manifest[filename];
  const usable = isAvailable(entry) && !failed.has(entry.url);
  const previous = lastGood ?? { src: fallbackSrc, filename: null };
  const shown: Shown = usable
    ? {
        src: entry.url,
        srcSet: entry.srcset,
        width: entry.width,
        height: entry.height,
        filename,
      }
    : previous;
  const notice: Notice = usable
    ? null
    : isAvailable(entry) && failed.has(entry.url)
      ? 'failed'
      : 'unavailable';

  const change = (patch: Partial<StylePreviewSelection>) => {
    const next = { ...selection, ...patch };
    setSelection(next);
    onSelectionChange?.(next);
  };

  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  const alt =
    `Living room in ${optionLabel(selection.style).toLowerCase()} style, ` +
    `${optionLabel(selection.lighting).toLowerCase()} lighting, ` +
    `${optionLabel(selection.wallColor).toLowerCase()} walls`;

  return (
    <section {...props} className={[styles.preview, className].filter(Boolean).join(' ')}>
      <div className={styles.layout}>
        <div className={styles.controls}>
          <Heading className={styles.title}>{title}</Heading>
          <RadioGroup
            label="Style"
            orientation="horizontal"
            value={selection.style}
            onChange={(value) => change({ style: value as PreviewStyle })}
          >
            {styleOptions.map((value) => (
              <Radio key={value} value={value}>
                {optionLabel(value)}
              </Radio>
            ))}
          </RadioGroup>
          <Select
            label="Lighting"
            selectedKey={selection.lighting}
            onSelectionChange={(key) => key && change({ lighting: key as PreviewLighting })}
          >
            {PREVIEW_LIGHTINGS.map((value) => (
              <SelectItem key={value} id={value}>
                {optionLabel(value)}
              </SelectItem>
            ))}
          </Select>
          <Select
            label="Wall colour"
            selectedKey={selection.wallColor}
            onSelectionChange={(key) => key && change({ wallColor: key as PreviewWallColor })}
          >
            {PREVIEW_WALL_COLORS.map((value) => (
              <SelectItem key={value} id={value}>
                {optionLabel(value)}
              </SelectItem>
            ))}
          </Select>
          <Switch isSelected={selection.watermark} onChange={(on) => change({ watermark: on })}>
            Watermark
          </Switch>
        </div>
        <figure className={styles.figure}>
          <div className={styles.frame}>
            <img
              // A new element per picture, so a failed one never lingers as a broken icon.
              key={shown.src}
              className={styles.image}
              src={shown.src}
              srcSet={shown.srcSet}
              sizes={shown.srcSet ? sizes : undefined}
              width={shown.width}
              height={shown.height}
              loading="lazy"
              decoding="async"
              data-filename={shown.filename ?? undefined}
              alt={shown.filename === filename ? alt : 'Living room, previous preview'}
              onLoad={() => {
                if (shown.filename) setLastGood(shown);
              }}
              onError={() => {
                if (shown.filename === null) return;
                setFailed((current) => new Set(current).add(shown.src));
                if (lastGood?.src === shown.src) setLastGood(null);
              }}
            />
            {shown.filename ? (
              <Badge variant="accent" className={styles.badge} icon={<SparklesIcon />}>
                AI Generated
              </Badge>
            ) : null}
          </div>
          <div className={styles.notice} role="status">
            {notice ? (
              <>
                <InfoIcon size="sm" />
                <span>{notices[notice]}</span>
              </>
            ) : null}
          </div>
        </figure>
      </div>
    </section>
  );
}
