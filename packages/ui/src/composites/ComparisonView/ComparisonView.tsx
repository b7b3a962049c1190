import { type HTMLAttributes, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { Version } from '@hds/api-client/contract';
import { BeforeAfterSlider } from '../BeforeAfterSlider/BeforeAfterSlider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './ComparisonView.css.ts';

export type ComparisonMode = 'side-by-side' | 'slider';

export type ComparedVersion = Pick<
  Version,
  'id' | 'label' | 'preview_url' | 'storage_url' | 'thumbnail_url' | 'width' | 'height'
>;

export interface ComparisonViewProps extends HTMLAttributes<HTMLElement> {
  /** The version shown first (left, or "before" in slider mode). */
  left: ComparedVersion;
  /** The version shown second (right, or "after"). */
  right: ComparedVersion;
  /** Controlled mode. */
  mode?: ComparisonMode;
  /** Uncontrolled starting mode. @default 'side-by-side' */
  defaultMode?: ComparisonMode;
  onModeChange?: (mode: ComparisonMode) => void;
  /** 'Exit Comparison' pressed: the page returns to the single-version view. */
  onExit: () => void;
}

/** The version's own proportions, so neither picture is distorted; 4:3 until they are known. */
function ratioOf(version: ComparedVersion) {
  return version.width && version.height ? `${version.width} / ${version.height}` : '4 / 3';
}

/** The largest picture the API gives for a version. */
export function versionSrc(version: ComparedVersion) {
  return version.preview_url ?? version.storage_url ?? version.thumbnail_url ?? '';
}

function Missing({ label }: { label: string }) {
  return (
    <div className={styles.missing}>
      <Icon name="image" size="lg" />
      <span>{label} has no picture yet</span>
    </div>
  );
}

/**
 * Two versions of an image compared (spec part 1 §4, playground left column): side by side
 * with their labels, or overlaid with a `BeforeAfterSlider`. 'Exit Comparison' returns to the
 * single version.
 */
export function ComparisonView({
  left,
  right,
  mode: controlled,
  defaultMode = 'side-by-side',
  onModeChange,
  onExit,
  className,
  ...props
}: ComparisonViewProps) {
  const [uncontrolled, setUncontrolled] = useState<ComparisonMode>(defaultMode);
  const mode = controlled ?? uncontrolled;
  const leftSrc = versionSrc(left);
  const rightSrc = versionSrc(right);
  const changeMode = (next: ComparisonMode) => {
    if (controlled === undefined) setUncontrolled(next);
    onModeChange?.(next);
  };
  return (
    <section
      aria-label={`Comparison of ${left.label} and ${right.label}`}
      {...props}
      className={[styles.view, className].filter(Boolean).join(' ')}
      data-mode={mode}
    >
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="Comparison layout"
          selectionMode="single"
          disallowEmptySelection
          className={styles.modes}
          selectedKeys={[mode]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === 'side-by-side' || next === 'slider') changeMode(next);
          }}
        >
          <ToggleButton id="side-by-side" className={styles.mode}>
            <Icon name="compare" size="sm" />
            Side by side
          </ToggleButton>
          <ToggleButton id="slider" className={styles.mode}>
            <Icon name="dragHandle" size="sm" />
            Slider
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="secondary" size="sm" onPress={onExit}>
          <Icon name="close" size="sm" />
          Exit Comparison
        </Button>
      </div>
      {mode === 'slider' && leftSrc && rightSrc ? (
        <BeforeAfterSlider
          before={{ src: leftSrc, alt: left.label, label: left.label }}
          after={{ src: rightSrc, alt: right.label, label: right.label }}
          aspectRatio={ratioOf(left)}
          sliderLabel={`Divider between ${left.label} and ${right.label}`}
        />
      ) : (
        <div className={styles.pair}>
          {[left, right].map((version, index) => {
            const src = index === 0 ? leftSrc : rightSrc;
            return (
              <figure key={`${version.id}-${index}`} className={styles.figure}>
                <div className={styles.frame} style={{ aspectRatio: ratioOf(version) }}>
                  {src ? (
                    <img className={styles.image} src={src} alt={version.label} />
                  ) : (
                    <Missing label={version.label} />
                  )}
                </div>
                <figcaption className={styles.caption}>{version.label}</figcaption>
              </figure>
            );
          })}
        </div>
      )}
    </section>
  );
}
