import { PostgresAdapter, sql } from 'kysely';
import { GALLERY_CATEGORIES, GALLERY_ROOM_TYPES, GALLERY_STYLES } from '@hds/api-client/contract';
import type { Db } from '../src/db/connect.ts';
import { galleryRepository, type NewGalleryItem } from '../src/features/gallery/repository.ts';

/**
 * `count` published gallery items for the benches, written straight through the repository
 * (publishing them through the API would measure the publish rate limit): deterministic
 * pseudo-random fields, counters and dates. 'sofa' is in about half of them.
 */
export async function seedBenchItems(db: Db, count: number): Promise<void> {
  let seed = 42;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const WORDS = ['sofa', 'oak', 'marble', 'linen', 'brass', 'velvet', 'rattan', 'walnut', 'lamp'];
  const BATCH = 250;
  for (let done = 0; done < count; done += BATCH) {
    const batch: NewGalleryItem[] = [];
    for (let i = done; i < Math.min(count, done + BATCH); i++) {
      batch.push({
        userId: null,
        seedKey: `bench:${i}`,
        title: `Design ${i} with ${pick(WORDS)} and ${pick(WORDS)}`,
        description: `A ${pick(WORDS)} room, ${pick(WORDS)} details and ${pick(WORDS)} light.`,
        category: pick(GALLERY_CATEGORIES),
        style: pick(GALLERY_STYLES),
        roomType: pick(GALLERY_ROOM_TYPES),
        location: null,
        tags: [pick(WORDS), pick(WORDS)],
        authorName: `Author ${i % 500}`,
        authorBadge: null,
        featured: rand() < 0.05,
        showBeforeAfter: false,
        imageKey: 'sample:living_room/furnished_bohemian_daylight.jpg',
        thumbKey: null,
        format: 'jpeg',
        beforeKey: null,
        beforeThumbKey: null,
        createdAt: new Date(Date.now() - rand() * 365 * 86_400_000).toISOString(),
      });
    }
    await galleryRepository(db).seed(batch);
  }
  // Counters spread over the items (views 0–1 299, likes 0–96), popularity to match.
  await sql`update gallery_items set views = (length(title) * 131) % 1300,
    likes = (length(description) * 7 + length(id)) % 97`.execute(db);
  await sql`update gallery_items set popularity = likes * 3 + views`.execute(db);
  // What autovacuum does soon after a bulk load on PostgreSQL: the planner's statistics
  // (SQLite keeps none unless asked, and the app never asks).
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`analyze`.execute(db);
}
