import type { Listing } from '@hds/api-client/contract';
import { makeListing } from '@hds/api-client/msw';

/** Listings for the stories: valid by the contract, pictures from the committed sample renders. */
export const listing = makeListing();

export const featuredListing = makeListing({
  id: 'lst-0002',
  is_featured: true,
  project: { id: 'prj-0001', title: 'Maple Street' },
});

export const archivedListing = makeListing({
  id: 'lst-0003',
  title: 'Mid-century ranch on a corner lot',
  address: '301 Pine Avenue, Bend, OR 97701',
  source_url: 'https://www.redfin.com/OR/Bend/301-Pine-Ave/home/77',
  source: 'redfin',
  price: 612_500,
  display_price: '$612,500',
  listing_type: 'sold',
  bedrooms: 4,
  bathrooms: 2.5,
  square_feet: 2_240,
  is_archived: true,
  primary_image_url: '/samples/exterior/furnished_mediterranean_twilight.jpg',
});

/** A rental with no picture: the price comes from `price`, with '/mo'. */
export const noImageListing = makeListing({
  id: 'lst-0004',
  title: 'Harbour view two-bedroom apartment',
  address: 'Unit 5B, 88 Harbour Road, Portland, ME 04101',
  source_url: 'https://www.realtor.com/realestateandhomes-detail/88-Harbour-Rd',
  source: 'realtor',
  listing_type: 'for_rent',
  price: 3_200,
  display_price: null,
  bedrooms: 1,
  bathrooms: 1,
  square_feet: 720,
  primary_image_url: null,
});

/** An import that failed: nothing was read but the URL. */
export const failedListing = makeListing({
  id: 'lst-0005',
  source_url: 'https://homes.example.com/listing/4471',
  source: 'custom',
  title: '',
  address: '',
  price: null,
  display_price: null,
  status: 'failed',
  bedrooms: null,
  bathrooms: null,
  square_feet: null,
  primary_image_url: null,
});

export const scrapingListing: Listing = { ...failedListing, id: 'lst-0006', status: 'scraping' };

export const longTextListing = makeListing({
  id: 'lst-0007',
  title:
    'Architect-designed harbourfront penthouse with wraparound terraces, private lift and a ' +
    'rooftop plunge pool overlooking the marina',
  address:
    'Penthouse 4201, Harbourfront Residences Tower B, 1 Harbourfront Promenade West, Port ' +
    'Adelaide, South Australia 5015',
  display_price: '$12,750,000 (negotiable, vendor finance available)',
  bedrooms: 5,
  bathrooms: 4.5,
  square_feet: 6_480,
  is_featured: true,
  primary_image_url: '/samples/living_room/furnished_industrial_golden_hour.jpg',
});
