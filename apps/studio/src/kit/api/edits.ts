import { createEditsApi, createJobsApi, createTagJobQueries } from '@hds/api-client';
import { http } from './http.ts';
import { homeDesignApi } from './homeDesign.ts';

export const editsApi = createEditsApi(http);
export const jobsApi = createJobsApi(http);
export const tagJobQueries = createTagJobQueries(homeDesignApi, jobsApi);
