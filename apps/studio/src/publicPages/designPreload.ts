import type { PublicPageData } from './publicData.ts';
import { GALLERY_STAGE_SIZES } from '@hds/ui/GalleryDetailDialog/stageSizes';

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head's preload of a design page's image, its largest paint: the browser starts it with
 * the HTML, at the width its screen needs (the same `srcset` and `sizes` as the `<img>`), not
 * after the stylesheet and fonts. Empty on the other pages.
 */
export function designPreload(data: PublicPageData): string {
  if (data.page !== 'design') return '';
  const image = data.item.images[0];
  if (!image) return '';
  const sized = image.srcset
    ? ` imagesrcset="${attr(image.srcset)}" imagesizes="${attr(GALLERY_STAGE_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${attr(image.transformed_url)}"${sized} fetchpriority="high">`;
}
