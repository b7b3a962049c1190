export { authHandlers, authErrorHandlers } from './handlers.ts';
export type { AuthScenario } from './handlers.ts';
export * from './fixtures.ts';
export * from './homeDesignFixtures.ts';
export * from './listingFixtures.ts';
export {
  homeDesignHandlers,
  homeDesignScenario,
  populatedHomeDesign,
} from './homeDesignHandlers.ts';
export type { HomeDesignScenario } from './homeDesignHandlers.ts';
export * from './boardsHandlers.ts';
export { analyticsHandlers } from './analyticsHandlers.ts';
export {
  addSampleProject,
  editsHandlers,
  SAMPLE_PICTURES,
  type EditsOptions,
} from './editsHandlers.ts';
export { makeStyledManifest, styledManifestHandlers } from './styledManifestHandlers.ts';
export {
  galleryErrorHandlers,
  galleryHandlers,
  galleryScenario,
  makeGalleryItem as makeGalleryWireItem,
  makeGalleryItems,
  sampleModerationQueue,
  type GalleryScenario,
} from './galleryHandlers.ts';
export {
  leadsErrorHandlers,
  leadsHandlers,
  leadsScenario,
  makeDelivery,
  makeEmbed,
  makeLead,
  makeLeads,
  sampleEmbeds,
  type LeadsScenario,
} from './leadsHandlers.ts';
export {
  listingsErrorHandlers,
  listingsHandlers,
  listingsScenario,
  statsOf as listingStatsOf,
  type ListingsScenario,
} from './listingsHandlers.ts';
export {
  apiKeysErrorHandlers,
  apiKeysHandlers,
  apiKeysScenario,
  makeApiKey,
  makeApiWebhookDelivery,
  sampleApiKeys,
  type ApiKeysScenario,
} from './apiKeysHandlers.ts';
export { makeBatch, makeRecipe, recipesHandlers, type RecipesState } from './recipesHandlers.ts';
export { makeJob, makeTag, tagsJobsHandlers, type TagsJobsState } from './tagsJobsHandlers.ts';
export { makeMaskClick, makeMaskPreview } from './maskFixtures.ts';
