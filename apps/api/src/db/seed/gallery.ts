import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  GALLERY_CATEGORIES,
  GALLERY_ROOM_TYPES,
  GALLERY_STYLES,
} from '@hds/api-client/contract';
import type { Db } from '../connect.ts';
import {
  formatOfKey,
  galleryRepository,
  SAMPLE_KEY_PREFIX,
  type NewGalleryItem,
} from '../../features/gallery/repository.ts';

interface SampleManifest {
  renders?: {
    id: string;
    file: string;
    room: string;
    style: string | null;
    lighting: string;
    objects?: { label: string }[];
  }[];
  beforeAfter?: { room: string; before: string; after: string; style: string }[];
}

const ROOM_TYPES: Record<string, (typeof GALLERY_ROOM_TYPES)[number]> = {
  living_room: 'Living Room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  office: 'Office',
  exterior: 'Exterior',
};
/** The sample styles against the gallery's categories and styles (spec part 2 §9). */
const SAMPLE_STYLES: Record<
  string,
  {
    category: (typeof GALLERY_CATEGORIES)[number];
    style: (typeof GALLERY_STYLES)[number] | null;
  }
> = {
  industrial: { category: 'Industrial', style: null },
  bohemian: { category: 'Contemporary', style: 'Bohemian' },
  mediterranean: { category: 'Traditional', style: null },
};
const LIGHT_PHRASES: Record<string, string> = {
  daylight: 'by daylight',
  golden_hour: 'at golden hour',
  twilight: 'at twilight',
  ambient: 'in ambient light',
  warm_light: 'in warm light',
};
const words = (s: string) => s.replace(/_/g, ' ');
const capital = (s: string) => s.replace(/^\w/, (c) => c.toUpperCase());

/**
 * The shipped sample renders' before/after pairs as featured gallery items, once each (by seed
 * key): a fresh database never shows an empty gallery. They point at the renders in place, so
 * seeding writes no media.
 */
export async function seedGallery(db: Db, samplesDir: string): Promise<number> {
  let manifest: SampleManifest;
  try {
    manifest = JSON.parse(await readFile(join(samplesDir, 'manifest.json'), 'utf8'));
  } catch {
    return 0;
  }
  const renders = new Map((manifest.renders ?? []).map((r) => [r.id, r]));
  const items: NewGalleryItem[] = [];
  for (const pair of manifest.beforeAfter ?? []) {
    const after = renders.get(pair.after);
    const before = renders.get(pair.before);
    if (!after || !before) continue;
    const room = words(pair.room);
    const mapped = SAMPLE_STYLES[pair.style];
    const lighting = words(after.lighting);
    const labels = [...new Set((after.objects ?? []).map((o) => o.label))].slice(0, 8);
    const light = LIGHT_PHRASES[after.lighting] ?? `in ${lighting} light`;
    items.push({
      userId: null,
      seedKey: `sample:${after.id}`,
      title: `${capital(pair.style)} ${room}${after.lighting === 'daylight' ? '' : ` ${light}`}`,
      description:
        `The empty ${room} staged in the ${pair.style} style, ${light}.` +
        (labels.length ? ` Featuring ${labels.join(', ')}.` : ''),
      category: mapped?.category ?? null,
      style: mapped?.style ?? null,
      roomType: ROOM_TYPES[pair.room] ?? null,
      location: null,
      tags: [
        capital(pair.style),
        ROOM_TYPES[pair.room] ?? capital(room),
        capital(lighting),
        'Virtual staging',
      ],
      authorName: 'Home Design Studio',
      authorBadge: 'Sample',
      featured: true,
      showBeforeAfter: true,
      imageKey: `${SAMPLE_KEY_PREFIX}${after.file}`,
      thumbKey: null,
      format: formatOfKey(after.file),
      beforeKey: `${SAMPLE_KEY_PREFIX}${before.file}`,
      beforeThumbKey: null,
    });
  }
  return galleryRepository(db).seed(items);
}
