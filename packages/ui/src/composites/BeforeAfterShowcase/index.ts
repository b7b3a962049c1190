export {
  BeforeAfterShowcase,
  type BeforeAfterShowcaseProps,
  type ShowcaseImage,
  type ShowcaseSlide,
} from './BeforeAfterShowcase.tsx';
