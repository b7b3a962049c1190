import { createGalleryApi, createGalleryQueries } from '@hds/api-client';
import { http } from './http.ts';

export const galleryApi = createGalleryApi(http);
export const galleryQueries = createGalleryQueries(galleryApi);
