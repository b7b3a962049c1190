import type { ReactNode } from 'react';
import {
  Label,
  Slider as RACSlider,
  SliderOutput,
  type SliderProps as RACSliderProps,
  SliderThumb,
  SliderTrack,
  composeRenderProps,
} from 'react-aria-components';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './Slider.css.ts';

export interface SliderProps<T extends number | number[] = number> extends Omit<
  RACSliderProps<T>,
  'children'
> {
  /** Visible label, shown with the current value beside it. */
  label?: ReactNode;
  /**
   * Show the formatted value next to the label (`formatOptions` shape it: percent, units).
   * @default true
   */
  showOutput?: boolean;
  /** Accessible names of the thumbs of a range slider, e.g. `['Minimum', 'Maximum']`. */
  thumbLabels?: string[];
}

/**
 * Pick a number in a range (strength of a transformation, brush size, price range). Keyboard:
 * Tab to the thumb, Arrow keys step by `step`, PageUp/PageDown jump, Home/End go to the ends.
 * Pass an array as `value` for a two-thumb range. `formatOptions` (Intl.NumberFormat) shapes
 * both the visible output and the value announced to screen readers.
 */
export function Slider<T extends number | number[]>({
  label,
  showOutput = true,
  thumbLabels,
  className,
  ...props
}: SliderProps<T>) {
  return (
    <RACSlider
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.slider, cls].filter(Boolean).join(' '),
      )}
    >
      {label || showOutput ? (
        <div className={styles.header}>
          {label ? <Label className={field.label}>{label}</Label> : null}
          {showOutput ? <SliderOutput className={styles.output} /> : null}
        </div>
      ) : null}
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.rail} />
            <div
              className={styles.fill}
              style={
                state.values.length === 1
                  ? { width: `${state.getThumbPercent(0) * 100}%` }
                  : {
                      insetInlineStart: `${state.getThumbPercent(0) * 100}%`,
                      width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                    }
              }
            />
            {state.values.map((_, index) => (
              <SliderThumb
                // Thumbs are positional: their index is their identity.
                key={index}
                index={index}
                aria-label={thumbLabels?.[index]}
                className={styles.thumb}
              />
            ))}
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
