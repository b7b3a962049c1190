import { describe, expect, it } from 'vitest';
import { makeListing, sampleListingStats, sampleListings } from '../msw/listingFixtures.ts';
import { Listing, ListingList, ListingStats } from './listings.ts';

describe('Listing contract', () => {
  it('accepts the fixtures, one of each status', () => {
    for (const listing of sampleListings) expect(Listing.parse(listing)).toEqual(listing);
    expect(ListingStats.parse(sampleListingStats)).toEqual(sampleListingStats);
  });

  it('accepts processing, which the spec lists among the status values', () => {
    expect(Listing.parse(makeListing({ status: 'processing' })).status).toBe('processing');
  });

  it('rejects an unknown status or listing type with a readable message', () => {
    const badStatus = Listing.safeParse({ ...makeListing(), status: 'done' });
    expect(badStatus.success).toBe(false);
    expect(badStatus.error?.issues[0]?.message).toMatch(/status must be/);
    const badType = Listing.safeParse({ ...makeListing(), listing_type: 'lease' });
    expect(badType.error?.issues[0]?.message).toMatch(/listing_type must be/);
  });

  it('reads the list reply as {results} or as a plain list', () => {
    const listings = [makeListing()];
    expect(ListingList.parse(listings)).toEqual(listings);
    expect(ListingList.parse({ results: listings })).toEqual(listings);
  });

  it('rejects negative stat counts', () => {
    expect(ListingStats.safeParse({ ...sampleListingStats, archived: -1 }).success).toBe(false);
  });
});
