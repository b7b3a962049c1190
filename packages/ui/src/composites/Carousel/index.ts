export {
  Carousel,
  type CarouselProps,
  type CarouselSlide,
  type CarouselContentSlide,
  type CarouselImageSlide,
} from './Carousel.tsx';
