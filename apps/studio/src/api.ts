import {
  createAuthApi,
  createAuthQueries,
  createBoardsApi,
  createEditsApi,
  createGalleryApi,
  createGalleryQueries,
  createHomeDesignApi,
  createHomeDesignQueries,
  createHttpClient,
  createXhrUploader,
} from '@hds/api-client';

/** The one HTTP client of the studio: same origin, credentials, CSRF header. */
export const http = createHttpClient();
export const authApi = createAuthApi(http);
export const authQueries = createAuthQueries(authApi);
/** Uploads go through XHR so the upload area shows real progress. */
export const homeDesignApi = createHomeDesignApi(http, createXhrUploader());
export const homeDesignQueries = createHomeDesignQueries(homeDesignApi);

export const boardsApi = createBoardsApi(http);
export const editsApi = createEditsApi(http);

export const galleryApi = createGalleryApi(http);
export const galleryQueries = createGalleryQueries(galleryApi);
