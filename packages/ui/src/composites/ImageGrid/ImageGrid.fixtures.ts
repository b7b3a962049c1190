import type { ImageGridItem } from './ImageGrid.tsx';

const picture = (room: string, variant: string) => `/samples/${room}/${variant}.jpg`;

export const gridItems: ImageGridItem[] = [
  {
    id: 'img-01',
    src: picture('living_room', 'empty_daylight'),
    alt: 'Empty living room',
    label: 'Living room (before)',
    tags: ['original'],
  },
  {
    id: 'img-02',
    src: picture('living_room', 'furnished_bohemian_daylight'),
    alt: 'Living room furnished in bohemian style',
    label: 'Bohemian living room',
    tags: ['staging', 'bohemian', 'daylight', 'plants', 'rugs'],
  },
  {
    id: 'img-03',
    src: picture('kitchen', 'empty_daylight'),
    alt: 'Empty kitchen',
    label: 'Kitchen (before)',
  },
  {
    id: 'img-04',
    src: picture('kitchen', 'furnished_industrial_daylight'),
    alt: 'Kitchen in industrial style',
    label: 'Industrial kitchen',
    tags: ['staging', 'industrial'],
  },
  {
    id: 'img-05',
    src: picture('bedroom', 'furnished_mediterranean_daylight'),
    alt: 'Bedroom in mediterranean style',
    label: 'Mediterranean bedroom',
    tags: ['mediterranean'],
  },
  {
    id: 'img-06',
    src: picture('bathroom', 'empty_daylight'),
    alt: 'Empty bathroom',
    label: 'Bathroom (before)',
  },
  {
    id: 'img-07',
    src: picture('office', 'empty_daylight'),
    alt: 'Empty office',
    label: 'Office (before)',
  },
  {
    id: 'img-08',
    src: picture('exterior', 'furnished_mediterranean_twilight'),
    alt: 'House front at twilight',
    label: 'Exterior at twilight',
    tags: ['exterior', 'twilight', 'sky'],
  },
];
