import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { WallColor } from '@hds/api-client/contract';
import { Icon } from '../../primitives/Icon/Icon.tsx';
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
                <span
                  className={styles.swatchChip}
                  data-paint={color.hex}
                  style={{ background: color.hex }}
                >
                  {/* A badge in theme colours contrasts with itself on any paint. */}
                  {isSelected ? (
                    <span className={styles.swatchCheck}>
                      <Icon name="check" size="sm" />
                    </span>
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
