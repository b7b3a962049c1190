import { z } from 'zod';

/**
 * Property listings of spec part 2 §2, §3 and §4: listings imported from property-portal URLs,
 * shown as cards on /app/listings with the stat cards above them.
 */

/**
 * Where an import stands. The page filters on completed, pending, scraping and failed; the spec
 * also names `processing` as a value the server can send, so the contract accepts it.
 */
export const LISTING_STATUSES = [
  'completed',
  'pending',
  'scraping',
  'processing',
  'failed',
] as const;
export const ListingStatus = z.enum(LISTING_STATUSES, {
  error: 'status must be completed, pending, scraping, processing or failed',
});
export type ListingStatus = z.infer<typeof ListingStatus>;

/** What the property is offered as (the page's type filter). */
export const LISTING_TYPES = ['for_sale', 'for_rent', 'sold', 'pending'] as const;
export const ListingType = z.enum(LISTING_TYPES, {
  error: 'listing_type must be for_sale, for_rent, sold or pending',
});
export type ListingType = z.infer<typeof ListingType>;

const count = z.number().int().nonnegative();

/** A listing as the list and detail calls return it; scraped figures stay null until known. */
export const Listing = z.object({
  id: z.string(),
  /** The page the listing was imported from; the card opens it in a new tab. */
  source_url: z.string(),
  /** The portal it came from ('zillow', 'realtor', 'custom', …). */
  source: z.string(),
  /** Empty while the import is pending or scraping. */
  title: z.string(),
  address: z.string(),
  /** Asking price (or monthly rent) in whole currency units. */
  price: z.number().nonnegative().nullable(),
  /** The price as the source shows it ('$1,250,000', '$3,200/mo'); preferred over `price`. */
  display_price: z.string().nullable(),
  listing_type: ListingType,
  status: ListingStatus,
  is_featured: z.boolean(),
  is_archived: z.boolean(),
  bedrooms: count.nullable(),
  /** Half baths count as 0.5. */
  bathrooms: z.number().nonnegative().nullable(),
  square_feet: count.nullable(),
  primary_image_url: z.string().nullable(),
  /** The project created from this listing, if any. */
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
  created_at: z.string(),
});
export type Listing = z.infer<typeof Listing>;

/** GET /listings/ answers `{results}` or a plain list (spec part 2 §7); both read as a list. */
export const ListingList = z.union([
  z.array(Listing),
  z.object({ results: z.array(Listing) }).transform((page) => page.results),
]);
export type ListingList = z.output<typeof ListingList>;

/** The stat cards of the listings page: totals over every listing of the user. */
export const ListingStats = z.object({
  total: count,
  featured: count,
  with_projects: count,
  for_sale: count,
  for_rent: count,
  archived: count,
});
export type ListingStats = z.infer<typeof ListingStats>;

/** Spec part 2 §5: lines trimmed, blanks dropped. */
export function listingUrlLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The lines that are not an http(s) URL, with their 1-based line number among the kept lines. */
export function invalidListingUrls(lines: readonly string[]): { line: number; text: string }[] {
  return lines.flatMap((text, i) => {
    try {
      const u = new URL(text);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname) return [];
    } catch {
      /* not a URL */
    }
    return [{ line: i + 1, text }];
  });
}
