import { createHttpClient } from '@hds/api-client';

/** The one HTTP client of the studio: same origin, credentials, CSRF header. */
export const http = createHttpClient();
