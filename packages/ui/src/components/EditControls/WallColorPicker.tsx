import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { WallColor } from '@hds/api-client';
import { Icon } from '../Icon/Icon.tsx';
import { options } from './editCards.ts';
import * as styles from './EditControls.css.ts';

export interface WallColorPickerProps {
  value: WallColor;
  onChange: (value: WallColor) => void;
  isDisabled?: boolean;
}

/**
 * The ten wall colours as named swatches. A radio group, so arrows move between colours and
 * the name is always written under the swatch (colour is never the only cue).
 */
export function WallColorPicker({ value, onChange, isDisabled }: WallColorPickerProps) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as WallColor)}
      isDisabled={isDisabled}
      className={styles.swatchGroup}
      orientation="horizontal"
    >
      <Label className={styles.swatchLabel}>Color</Label>
      <div className={styles.swatches}>
        {options.wallColors.map((color) => (
          <Radio key={color.id} value={color.id} className={styles.swatch}>
            {({ isSelected }) => (
              <>
                {/* The swatch fill is data (the paint the server applies), not a theme colour. */}
                <span className={styles.swatchChip} style={{ background: color.hex }}>
                  {isSelected ? (
                    <Icon
                      name="check"
                      size="sm"
                      style={{ color: isDark(color.hex) ? 'white' : 'black' }}
                    />
                  ) : null}
                </span>
                {color.label}
              </>
            )}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** Whether a hex colour needs a light check mark on it (relative luminance below ~0.4). */
function isDark(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.45;
}
