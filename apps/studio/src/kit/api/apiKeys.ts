import { createApiKeyQueries, createApiKeysApi } from '@hds/api-client';
import { http } from './http.ts';

/** API keys are managed only from a session, over the studio's one HTTP client. */
export const apiKeysApi = createApiKeysApi(http);
export const apiKeyQueries = createApiKeyQueries(apiKeysApi);
