/**
 * The fixture listing portal for the server tests (@hds/dev's listing-portal.mjs, which the e2e
 * starts too): the static pages of tools/dev/fixtures/listings plus generated answers (a 50 MB
 * page, a 45 MP image, a slow page, redirects), on a loopback port, counting every request.
 */
export { FIXTURES_DIR, startListingPortal, type ListingPortal } from '@hds/dev/listing-portal';
