import { createListingQueries, createListingsApi } from '@hds/api-client';
import { http } from './http.ts';

export const listingsApi = createListingsApi(http);
export const listingQueries = createListingQueries(listingsApi);
