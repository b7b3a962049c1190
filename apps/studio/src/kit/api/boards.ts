import { createBoardQueries, createBoardsApi } from '@hds/api-client';
import { http } from './http.ts';

export const boardsApi = createBoardsApi(http);
export const boardQueries = createBoardQueries(boardsApi);
