export {
  BeforeAfterSlider,
  type BeforeAfterSliderProps,
  type SliderImage,
} from './BeforeAfterSlider.tsx';
