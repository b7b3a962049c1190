import {
  OPERATION_LABELS,
  createJobsApi,
  createTagJobQueries,
  type EditOperation,
} from '@hds/api-client';
import { homeDesignApi, http } from '../../api.ts';

/** The jobs calls and the tag / job queries of the playground (same HTTP client as the rest). */
export const jobsApi = createJobsApi(http);
export const tagJobQueries = createTagJobQueries(homeDesignApi, jobsApi);

/** 'Lighting' for lighting; an unknown kind as it came. */
export const operationLabel = (kind: string | null | undefined) =>
  (kind && OPERATION_LABELS[kind as EditOperation]) || kind || 'Edit';
