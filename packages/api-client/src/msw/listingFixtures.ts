import type { Listing, ListingStats } from '../contract/index.ts';

/**
 * Builders of property-listing data for Storybook and unit tests: valid by the contract,
 * overridable field by field. Pictures point at the sample renders Storybook serves under
 * /samples/.
 */
const at = '2026-11-20T10:00:00.000Z';

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 'lst-0001',
    source_url: 'https://www.zillow.com/homedetails/12-Maple-St-Springfield/1001_zpid/',
    source: 'zillow',
    title: 'Sunny craftsman with a wraparound porch',
    address: '12 Maple Street, Springfield, IL 62704',
    price: 485_000,
    display_price: '$485,000',
    listing_type: 'for_sale',
    status: 'completed',
    is_featured: false,
    is_archived: false,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1_850,
    primary_image_url: '/samples/exterior/furnished_mediterranean_daylight.jpg',
    project: null,
    created_at: at,
    ...overrides,
  };
}

/** A small, varied set: one of each status, a rental, a featured one and an archived one. */
export const sampleListings: Listing[] = [
  makeListing({ is_featured: true, project: { id: 'prj-0001', title: 'Maple Street' } }),
  makeListing({
    id: 'lst-0002',
    source_url: 'https://www.realtor.com/realestateandhomes-detail/88-Harbour-Rd',
    source: 'realtor',
    title: 'Harbour view two-bedroom apartment',
    address: 'Unit 5B, 88 Harbour Road, Portland, ME 04101',
    price: 3_200,
    display_price: '$3,200/mo',
    listing_type: 'for_rent',
    bedrooms: 2,
    bathrooms: 1.5,
    square_feet: 1_020,
    primary_image_url: '/samples/living_room/furnished_bohemian_daylight.jpg',
  }),
  makeListing({
    id: 'lst-0003',
    source_url: 'https://homes.example.com/listing/4471',
    source: 'custom',
    title: '',
    address: '',
    price: null,
    display_price: null,
    status: 'scraping',
    bedrooms: null,
    bathrooms: null,
    square_feet: null,
    primary_image_url: null,
  }),
  makeListing({
    id: 'lst-0004',
    source_url: 'https://www.redfin.com/OR/Bend/301-Pine-Ave/home/77',
    source: 'redfin',
    title: 'Mid-century ranch on a corner lot',
    address: '301 Pine Avenue, Bend, OR 97701',
    price: 612_500,
    display_price: '$612,500',
    listing_type: 'sold',
    is_archived: true,
    bedrooms: 4,
    bathrooms: 2.5,
    square_feet: 2_240,
    primary_image_url: '/samples/exterior/furnished_mediterranean_twilight.jpg',
  }),
  makeListing({
    id: 'lst-0005',
    source_url: 'https://www.zillow.com/homedetails/broken-link/0_zpid/',
    title: '',
    address: '',
    price: null,
    display_price: null,
    status: 'failed',
    bedrooms: null,
    bathrooms: null,
    square_feet: null,
    primary_image_url: null,
  }),
];

export const sampleListingStats: ListingStats = {
  total: 5,
  featured: 1,
  with_projects: 1,
  for_sale: 3,
  for_rent: 1,
  archived: 1,
};
