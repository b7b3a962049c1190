import type { CarouselImageSlide } from './Carousel.tsx';

export const showcaseSlides: CarouselImageSlide[] = [
  {
    id: 'living-bohemian',
    src: '/samples/living_room/furnished_bohemian_daylight.jpg',
    alt: 'Living room furnished in bohemian style',
    caption: 'Bohemian living room',
  },
  {
    id: 'kitchen-industrial',
    src: '/samples/kitchen/furnished_industrial_daylight.jpg',
    alt: 'Kitchen staged in industrial style',
    caption: 'Industrial kitchen',
  },
  {
    id: 'bedroom-mediterranean',
    src: '/samples/bedroom/furnished_mediterranean_daylight.jpg',
    alt: 'Bedroom in mediterranean style',
    caption: 'Mediterranean bedroom',
  },
];
