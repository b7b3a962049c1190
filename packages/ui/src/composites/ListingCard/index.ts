export {
  ListingCard,
  formatListingFacts,
  formatListingPrice,
  listingName,
  listingSourceHost,
  listingStatusLabels,
  listingTypeLabels,
  type ListingCardAction,
  type ListingCardListing,
  type ListingCardProps,
} from './ListingCard.tsx';
