import type { GalleryItem } from './GalleryCard.tsx';

export function makeGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: 'gal-0001',
    title: 'Sunlit bohemian living room',
    description: 'Terracotta walls, rattan and layered rugs.',
    images: [
      {
        transformed_url: '/samples/living_room/furnished_bohemian_daylight.jpg',
        thumbnail_url: '/samples/living_room/furnished_bohemian_daylight.jpg',
      },
    ],
    author: { name: 'Mara Quint', avatar: null, badge: 'Pro designer' },
    tags: ['Bohemian', 'Living Room', 'Warm', 'Rattan', 'Plants', 'Rugs'],
    category: 'Contemporary',
    style: 'Bohemian',
    roomType: 'Living Room',
    location: 'Lisbon',
    featured: true,
    premium: false,
    stats: { views: 12_480, likes: 1_530, shares: 999 },
    ...overrides,
  };
}
