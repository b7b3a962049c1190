export * from './contract/index.ts';
export { readCookie, getCsrfToken } from './csrf.ts';
export {
  ApiError,
  NETWORK_ERROR,
  UNAUTHORIZED_LOG,
  createHttpClient,
  errorFromResponse,
} from './http.ts';
export type { HttpClient, HttpClientOptions, RequestOptions } from './http.ts';
export { createAuthApi } from './auth.ts';
export type { AuthApi } from './auth.ts';
export { createAuthQueries } from './queries.ts';
export { createHomeDesignApi } from './homeDesign.ts';
export type {
  HomeDesignApi,
  ImageListParams,
  ImagePageParams,
  MultipartSender,
  ProjectListParams,
} from './homeDesign.ts';
export {
  downloadProjectExport,
  dispositionFileName,
  projectExportMessages,
  type ExportOptions,
  type ExportProgress,
} from './exportProject.ts';
export { createXhrUploader } from './upload.ts';
export type { UploadProgress, XhrUploaderOptions } from './upload.ts';
export { createHomeDesignQueries } from './homeDesignQueries.ts';
export type { HomeDesignQueries } from './homeDesignQueries.ts';
export { createBoardQueries, createBoardsApi } from './boards.ts';
export { createSharedBoardApi, type SharedBoardApi } from './sharedBoardApi.ts';
export { createEditsApi, editPaths, transformationPath, type EditsApi } from './edits.ts';
export {
  createJobsApi,
  createTagJobQueries,
  isActiveJob,
  type JobsApi,
  type TagJobQueries,
} from './tagsJobs.ts';
export type { BoardQueries, BoardsApi } from './boards.ts';
export { createAnalyticsApi, type AnalyticsApi } from './analytics.ts';
export {
  STYLED_MANIFEST_PATHS,
  createStyledManifestQueries,
  fetchStyledManifest,
  isStyledManifest,
  styledManifestQueries,
} from './styledManifestQueries.ts';
export type { StyledManifestFetchOptions, StyledManifestQueries } from './styledManifestQueries.ts';
export {
  createGalleryApi,
  createGalleryQueries,
  nextGalleryPage,
  normaliseGalleryFilters,
} from './gallery.ts';
export type { GalleryApi, GalleryFilterParams, GalleryQueries } from './gallery.ts';
export {
  createEmbedQueries,
  createLeadQueries,
  createLeadsApi,
  leadExportUrl,
  normaliseLeadFilters,
  toLeadSubmission,
} from './leads.ts';
export type {
  EmbedPatch,
  EmbedQueries,
  LeadFilterParams,
  LeadFormFields,
  LeadOrigin,
  LeadQueries,
  LeadsApi,
} from './leads.ts';
export {
  CreateListingsReply,
  ListingWithReason,
  createListingQueries,
  createListingsApi,
  isListingInProgress,
  listingPaths,
  normaliseListingFilters,
} from './listings.ts';
export type {
  ListingBatch,
  ListingFilterParams,
  ListingQueries,
  ListingTemplate,
  ListingsApi,
  RefusedListingUrl,
} from './listings.ts';
export { createApiKeyQueries, createApiKeysApi } from './apiKeys.ts';
export { createRecipeQueries, createRecipesApi, describeRecipe, stepOfVersion } from './recipes.ts';
export type { RecipeQueries, RecipeStepInput, RecipeTarget, RecipesApi } from './recipes.ts';
export type { ApiKeyQueries, ApiKeysApi } from './apiKeys.ts';
export { createClient } from './sdk.ts';
export type { Client, ClientOptions, EditOptions, UploadOptions, WaitOptions } from './sdk.ts';
