import { createAuthApi, createAuthQueries } from '@hds/api-client';
import { http } from './http.ts';

export const authApi = createAuthApi(http);
export const authQueries = createAuthQueries(authApi);
