export {
  ListingStats,
  EMPTY_LISTING_STATS,
  listingStatFigures,
  type ListingStatsProps,
} from './ListingStats.tsx';
