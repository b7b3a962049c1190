/**
 * The fixture listing portal for the server tests: the static pages of
 * test/fixtures/listings plus generated answers (a 50 MB page, a 45 MP image, a slow page,
 * redirects), on a loopback port, counting every request. The e2e starts the same server with
 * scripts/listing-portal.mjs.
 */
export {
  FIXTURES_DIR,
  startListingPortal,
  type ListingPortal,
} from '../../scripts/listing-portal.mjs';
