import { createHomeDesignApi, createHomeDesignQueries, createXhrUploader } from '@hds/api-client';
import { http } from './http.ts';

/** Uploads go through XHR so the upload area shows real progress. */
export const homeDesignApi = createHomeDesignApi(http, createXhrUploader());
export const homeDesignQueries = createHomeDesignQueries(homeDesignApi);
