export {
  ListingsView,
  listingStatusFilters,
  listingTypeFilters,
  listingsTabs,
  listingsViewMessages,
  type ListingsTab,
  type ListingsViewListing,
  type ListingsViewMode,
  type ListingsViewProps,
} from './ListingsView.tsx';
