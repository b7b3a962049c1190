import { createEmbedQueries, createLeadQueries, createLeadsApi } from '@hds/api-client';
import { http } from './http.ts';

/** Lead capture, the inbox and the embeds. */
export const leadsApi = createLeadsApi(http);
export const leadQueries = createLeadQueries(leadsApi);
export const embedQueries = createEmbedQueries(leadsApi);
