import {
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps,
} from 'react-aria-components';
import * as styles from './EditControls.css.ts';

export interface ParamSliderProps extends Omit<SliderProps<number>, 'children'> {
  label: string;
}

/**
 * A labelled single-value slider for an edit parameter (brightness, contrast, warmth).
 * Built on RAC's Slider here because the design system has no Slider primitive yet;
 * arrows step, Page Up/Down jump, Home/End go to the ends.
 */
export function ParamSlider({ label, ...props }: ParamSliderProps) {
  return (
    <Slider {...props} className={styles.slider}>
      <Label className={styles.sliderLabel}>{label}</Label>
      <SliderOutput className={styles.sliderOutput} />
      <SliderTrack className={styles.sliderTrack}>
        {({ state }) => {
          const percent = state.getThumbPercent(0) * 100;
          return (
            <>
              <span className={styles.sliderFill} style={{ width: `${percent}%` }} />
              <SliderThumb className={styles.sliderThumb} />
            </>
          );
        }}
      </SliderTrack>
    </Slider>
  );
}
