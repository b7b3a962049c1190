export {
  GalleryFilters,
  defaultGalleryFilters,
  galleryCategories,
  galleryRoomTypes,
  galleryStyles,
} from './GalleryFilters.tsx';
export type { GalleryFilterValues, GalleryFiltersProps } from './GalleryFilters.tsx';
