import type { ListingStats } from '@hds/api-client/contract';
import { sampleListingStats } from '@hds/api-client/msw';

/** Stats for the stories: valid by the contract. */
export const stats: ListingStats = sampleListingStats;

/** A busy agency account: thousands and millions are abbreviated. */
export const largeStats: ListingStats = {
  total: 1_284_500,
  featured: 999,
  with_projects: 12_480,
  for_sale: 1_000_000,
  for_rent: 1_530,
  archived: 84_210,
};
