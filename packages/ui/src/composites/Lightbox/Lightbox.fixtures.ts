import type { LightboxItem } from './Lightbox.tsx';

export const lightboxItems: LightboxItem[] = [
  {
    id: 'img-0001',
    src: '/samples/living_room/empty_daylight.jpg',
    alt: 'Empty living room in daylight',
    label: 'Living room (before)',
    caption: 'Original · 1600 × 1067',
  },
  {
    id: 'img-0002',
    src: '/samples/living_room/furnished_bohemian_daylight.jpg',
    alt: 'Living room furnished in bohemian style',
    label: 'Bohemian staging',
    caption: 'Generated · Virtual staging',
  },
  {
    id: 'img-0003',
    src: '/samples/kitchen/furnished_industrial_daylight.jpg',
    alt: 'Kitchen staged in industrial style',
    label: 'Industrial kitchen',
  },
];
