import { z } from 'zod';
import {
  AccountDeletionBody,
  AccountDeletionResponse,
  AuthResponse,
  CsrfResponse,
  IdTokenBody,
  LogoutResponse,
  ServerUser,
  ValidateResponse,
} from './auth.ts';
import { AnalyticsBatch, AnalyticsReply } from './analytics.ts';
import { Mask, MaskClickBody, MaskClickResult, MaskPreview, MaskPreviewBody } from './masks.ts';
import {
  ApiKey,
  ApiKeyCreateBody,
  ApiKeyCreated,
  ApiKeyList,
  ApiWebhook,
  ApiWebhookBody,
  ApiWebhookDeliveryList,
  ApiWebhookTestReply,
} from './apiKeys.ts';
import {
  Board,
  BoardCreateBody,
  BoardList,
  BoardListQuery,
  BoardUpdateBody,
  ShareLink,
  ShareLinkCreateBody,
  ShareLinkList,
  ShareLinkQr,
  ShareLinkUpdateBody,
  ProjectShareLinkBody,
  TrackAccessBody,
} from './boards.ts';
import {
  GalleryEditBody,
  GalleryItem,
  GalleryLikeReply,
  GalleryList,
  GalleryListQuery,
  GalleryModerateBody,
  GalleryOwnList,
  GalleryPublishBody,
  GalleryReportBody,
  GalleryReportReply,
  GalleryShareReply,
} from './gallery.ts';
import {
  BatchUploadResponse,
  CompareBody,
  CompareResponse,
  Image,
  ImageListQuery,
  ImagePage,
  ProjectDetailQuery,
  SetPrimaryBody,
  Tag,
  TagCreateBody,
  TagListQuery,
  Version,
  VersionTagBody,
  VersionTree,
} from './images.ts';
import {
  EmbedCreateBody,
  EmbedUpdateBody,
  LeadListQuery,
  LeadSubmission,
  LeadUpdateBody,
} from './leads.ts';
import { Listing, ListingList, ListingStats } from './listings.ts';
import {
  Project,
  ProjectCreateBody,
  ProjectList,
  ProjectListQuery,
  ProjectUpdateBody,
  ExportBody,
} from './projects.ts';
import { SharedBoard, SharedUploadResponse, TrackAccessResponse } from './sharedBoard.ts';
import { styledManifestSchema } from './styledManifest.ts';
import {
  BatchDetail,
  BatchList,
  BatchSubmitted,
  BatchTransformationBody,
  Capabilities,
  DetectObjectsBody,
  DetectObjectsResponse,
  EditJobsQuery,
  EmptyRoomBody,
  Job,
  JobList,
  JobsSubmitted,
  ProjectBatchBody,
  Recipe,
  RecipeApplyBody,
  RecipeCreateBody,
  RecipeList,
  RecipeUpdateBody,
  RemoveByDescriptionBody,
  TRANSFORMATION_PATHS,
  TransformationBody,
  WorkflowBody,
  WorkflowSubmitted,
} from './transformations.ts';
import {
  ActivityQuery,
  ActivityResponse,
  AuditQuery,
  AuditResponse,
  OperationsPage,
  OperationsQuery,
  QuickStats,
} from './user.ts';

/*
 * The route table of the HTTP API: one entry per method and path the server registers, with the
 * contract's schemas for its parameters, body and replies. It is the single source the OpenAPI
 * document (openapi.ts) is generated from, and the server's test fails when a registered route
 * has no entry here (apps/api/test/openapi.test.ts).
 */

/** Who may call a route. */
export type RouteAuth =
  /** Anyone, no credentials. */
  | 'public'
  /** A browser session (cookie + X-CSRFToken on unsafe methods); an API key is refused. */
  | 'session'
  /** A browser session or `Authorization: Bearer <API key>` with the route's scope. */
  | 'user';

/** A reply that is not JSON. */
export interface RawReply {
  contentType: string;
  description: string;
}

export type ReplyBody = z.core.$ZodType | RawReply | null;

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** OpenAPI path template: `/api/v1/home-design/projects/{id}/`. */
  path: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  /** The API-key scope a key needs (routes with auth 'user'). */
  scope?: 'read' | 'edit' | 'share';
  /** Path parameters that are not plain ids (default: a string). */
  params?: Record<string, z.core.$ZodType>;
  query?: z.core.$ZodType;
  /** JSON body, or a multipart form (field name → description; `binary` marks files). */
  body?: z.core.$ZodType | { multipart: Record<string, 'binary' | 'string'> };
  /** Success replies by status. */
  replies: Record<number, ReplyBody>;
  /** `page` / `page_size` (or cursor) paging; the reply carries `count`. */
  paged?: boolean;
  /** Honours `Idempotency-Key`. */
  idempotent?: boolean;
  /** Cross-origin (CORS) call of a partner embed. */
  cors?: boolean;
  description?: string;
}

const HD = '/api/v1/home-design';
const EMBED = '/api/v1/embed';

/** A JSON object the contract does not pin down field by field. */
const JsonObject = z.object({}).catchall(z.unknown());
/** `{success: true}` style acknowledgements. */
const Success = z.object({ success: z.boolean() });
/** A lead form's token (issue #44): sent back as the lead's `formToken`. */
const FormToken = z.object({ formToken: z.string() });
const Lead = JsonObject.describe('A lead (form fields, source, state, created time).');
const LeadList = z.object({ results: z.array(Lead), count: z.number().int() });
const Embed = JsonObject.describe('A partner embed (key, type, widget, allowed origins, webhook).');
const EmbedList = z.object({ results: z.array(Embed) });
const EmbedDeliveryList = z.object({
  results: z.array(JsonObject.describe('A webhook delivery of the embed.')),
});
const ListingListQuery = JsonObject.describe('search, status, listing_type, tab, page filters.');
const ListingCreateBody = z.object({
  urls: z.array(z.string()),
  template_id: z.string().optional(),
});
const ListingRefreshBody = z.object({
  listing_ids: z.array(z.string()),
  force: z.boolean().optional(),
});
const image = (description: string): RawReply => ({ contentType: 'image/*', description });

type Opts = Omit<ApiRoute, 'method' | 'path' | 'summary' | 'tag' | 'auth' | 'replies'> & {
  auth?: RouteAuth;
};

function route(
  method: ApiRoute['method'],
  tag: string,
  path: string,
  summary: string,
  replies: Record<number, ReplyBody>,
  opts: Opts = {},
): ApiRoute {
  const auth = opts.auth ?? 'user';
  const scope =
    auth === 'user'
      ? (opts.scope ??
        (method === 'GET' ? 'read' : /\/(boards|share-links)\//.test(path) ? 'share' : 'edit'))
      : undefined;
  return { method, path, summary, tag, ...opts, auth, ...(scope ? { scope } : {}), replies };
}

const transformationSegments = Object.keys(TRANSFORMATION_PATHS);

// prettier-ignore
export const apiRoutes: ApiRoute[] = [
  // ---------------------------------------------------------------- auth
  route('GET', 'Auth', '/api/v1/auth/csrf/', 'Issue the CSRF cookie and token', { 200: CsrfResponse }, { auth: 'public' }),
  route('POST', 'Auth', '/api/v1/auth/session', 'Sign in with a Firebase ID token', { 200: AuthResponse }, { auth: 'public', body: IdTokenBody }),
  route('POST', 'Auth', '/api/v1/auth/convert', 'Link a guest to a Google account', { 200: AuthResponse }, { auth: 'session', body: IdTokenBody }),
  route('POST', 'Auth', '/api/v1/auth/logout', 'Sign out', { 200: LogoutResponse }, { auth: 'session' }),
  route('POST', 'Auth', '/api/v1/auth/validate', 'Validate an ID token', { 200: ValidateResponse }, { auth: 'public', body: IdTokenBody }),
  route('GET', 'Auth', '/api/v1/auth/me', 'The signed-in user', { 200: ServerUser }, { auth: 'session' }),
  route('POST', 'Auth', '/api/v1/auth/delete-account/', 'Request account deletion', { 202: AccountDeletionResponse }, { auth: 'session', body: AccountDeletionBody }),
  route('POST', 'Analytics', '/api/v1/analytics/events/', 'Send a batch of analytics events', { 202: AnalyticsReply }, { auth: 'public', body: AnalyticsBatch }),

  // ---------------------------------------------------------------- projects and images
  route('GET', 'Projects', `${HD}/projects/`, 'List projects', { 200: ProjectList }, { query: ProjectListQuery, paged: true }),
  route('POST', 'Projects', `${HD}/projects/`, 'Create a project', { 201: Project }, { body: ProjectCreateBody }),
  route('POST', 'Projects', `${HD}/projects/create_sample_project/`, 'Create the sample project', { 201: Project }),
  route('GET', 'Projects', `${HD}/projects/{id}/`, 'A project with its images', { 200: Project }, { query: ProjectDetailQuery }),
  route('PATCH', 'Projects', `${HD}/projects/{id}/`, 'Rename or describe a project', { 200: Project }, { body: ProjectUpdateBody }),
  route('DELETE', 'Projects', `${HD}/projects/{id}/`, 'Delete a project', { 204: null }),
  route('POST', 'Projects', `${HD}/projects/{id}/upload_images/`, 'Upload images into a project', { 201: BatchUploadResponse }, { body: { multipart: { images: 'binary' } }, idempotent: true }),
  route('POST', 'Projects', `${HD}/projects/{id}/export/`, 'Download a project as a zip', { 200: { contentType: 'application/zip', description: 'The zip archive.' } }, { body: ExportBody }),
  route('GET', 'Images', `${HD}/images/`, 'List images', { 200: ImagePage }, { query: ImageListQuery, paged: true }),
  route('POST', 'Images', `${HD}/images/`, 'Upload one image (field project_id)', { 201: Image }, { body: { multipart: { image: 'binary', project_id: 'string', name: 'string' } }, idempotent: true }),
  route('POST', 'Images', `${HD}/images/upload/`, 'Upload one image (field project)', { 201: Image }, { body: { multipart: { image: 'binary', project: 'string', name: 'string' } }, idempotent: true }),
  route('POST', 'Images', `${HD}/images/batch-upload/`, 'Upload several images', { 201: BatchUploadResponse }, { body: { multipart: { images: 'binary', project: 'string' } }, idempotent: true }),
  route('GET', 'Images', `${HD}/images/{id}/`, 'An image with its versions', { 200: Image }),
  route('DELETE', 'Images', `${HD}/images/{id}/`, 'Delete an image', { 204: null }),
  route('GET', 'Images', `${HD}/images/{id}/versions/`, "An image's versions", { 200: z.object({ results: z.array(Version), count: z.number().int() }) }),
  route('GET', 'Images', `${HD}/images/{id}/version_tree/`, "An image's version tree", { 200: VersionTree }),
  route('GET', 'Images', `${HD}/images/{id}/version-tree/`, "An image's version tree (alias)", { 200: VersionTree }),
  route('POST', 'Images', `${HD}/images/{id}/set-primary/`, 'Make a version primary', { 200: Image }, { body: SetPrimaryBody }),
  route('GET', 'Tags', `${HD}/tags/`, 'List tags', { 200: z.object({ results: z.array(Tag), count: z.number().int() }) }, { query: TagListQuery }),
  route('POST', 'Tags', `${HD}/tags/`, 'Create a tag', { 201: Tag }, { body: TagCreateBody }),
  route('POST', 'Tags', `${HD}/versions/{id}/add-tag/`, 'Tag a version', { 200: Version }, { body: VersionTagBody }),
  route('POST', 'Tags', `${HD}/versions/{id}/remove-tag/`, 'Untag a version', { 200: Version }, { body: VersionTagBody }),
  route('POST', 'Images', `${HD}/versions/compare/`, 'Compare versions', { 200: CompareResponse }, { body: CompareBody, scope: 'read' }),
  route('GET', 'Account', `${HD}/user/quick-stats/`, 'Quick stats', { 200: QuickStats }),
  route('GET', 'Account', `${HD}/user/activity/`, 'Recent activity', { 200: ActivityResponse }, { query: ActivityQuery }),
  route('GET', 'Account', `${HD}/operations/`, 'Operations history', { 200: OperationsPage }, { query: OperationsQuery, paged: true }),
  route('GET', 'Account', `${HD}/audit/`, 'Audit log', { 200: AuditResponse }, { query: AuditQuery, paged: true }),

  // ---------------------------------------------------------------- boards and sharing
  route('GET', 'Boards', `${HD}/boards/`, 'List boards', { 200: BoardList }, { query: BoardListQuery }),
  route('POST', 'Boards', `${HD}/boards/`, 'Create a board', { 201: Board }, { body: BoardCreateBody }),
  route('GET', 'Boards', `${HD}/boards/{id}/`, 'A board', { 200: Board }),
  route('PATCH', 'Boards', `${HD}/boards/{id}/`, 'Edit a board', { 200: Board }, { body: BoardUpdateBody }),
  route('DELETE', 'Boards', `${HD}/boards/{id}/`, 'Delete a board', { 204: null }),
  route('GET', 'Boards', `${HD}/boards/{id}/share_links/`, "A board's share links", { 200: ShareLinkList }),
  route('POST', 'Boards', `${HD}/boards/{id}/share_links/`, 'Create a share link', { 201: ShareLink }, { body: ShareLinkCreateBody }),
  route('POST', 'Boards', `${HD}/projects/{id}/share_links/`, "Share a project's images by link", { 200: ShareLink, 201: ShareLink }, { body: ProjectShareLinkBody, description: "Without version_ids the link opens the project's auto-generated board; with them, a board of those versions. The same request again (no expiry) returns the live link already made, with 200." }),
  route('GET', 'Boards', `${HD}/share-links/`, 'List share links', { 200: ShareLinkList }),
  route('PATCH', 'Boards', `${HD}/share-links/{id}/`, 'Edit a share link', { 200: ShareLink }, { body: ShareLinkUpdateBody }),
  route('POST', 'Boards', `${HD}/share-links/{id}/revoke/`, 'Revoke a share link', { 200: ShareLink }),
  route('GET', 'Boards', `${HD}/share-links/{id}/qr-code/`, "A share link's QR code", { 200: ShareLinkQr }),
  route('GET', 'Shared board', `${HD}/share/{token}/`, 'A shared board by its token', { 200: SharedBoard }, { auth: 'public' }),
  route('POST', 'Shared board', `${HD}/share/{token}/upload/`, 'Upload to an upload link', { 201: SharedUploadResponse }, { auth: 'public', body: { multipart: { images: 'binary' } } }),
  route('POST', 'Shared board', `${HD}/share-links/track-access/`, 'Count a share-link visit', { 200: TrackAccessResponse }, { auth: 'public', body: TrackAccessBody }),

  // ---------------------------------------------------------------- edits and jobs
  route('POST', 'Edits', `${HD}/transformations/batch/`, 'One edit on many images', { 202: BatchSubmitted }, { body: BatchTransformationBody, idempotent: true }),
  route('POST', 'Edits', `${HD}/transformations/{type}/`, 'Start an edit', { 202: JobsSubmitted }, { body: TransformationBody, params: { type: z.enum(transformationSegments as [string, ...string[]]) }, idempotent: true, description: `\`type\` is one of: ${transformationSegments.join(', ')}. The reply names the pending version and its job; poll the job (or receive the job.succeeded / job.failed webhook).` }),
  route('POST', 'Edits', `${HD}/projects/{id}/batch_jobs/`, 'Edit every image of a project', { 202: BatchSubmitted }, { body: ProjectBatchBody }),
  route('POST', 'Edits', `${HD}/images/{id}/detect_objects/`, 'Detect objects', { 200: DetectObjectsResponse }, { body: DetectObjectsBody }),
  route('POST', 'Edits', `${HD}/images/{id}/remove_by_description/`, 'Remove objects by description', { 202: JobsSubmitted }, { body: RemoveByDescriptionBody }),
  route('POST', 'Edits', `${HD}/images/{id}/empty_room/`, 'Empty the room', { 202: JobsSubmitted }, { body: EmptyRoomBody }),
  route('GET', 'Jobs', `${HD}/jobs/{id}/`, 'A job', { 200: Job }),
  route('GET', 'Jobs', `${HD}/edit-jobs/{id}/`, 'An edit job', { 200: Job }),
  route('GET', 'Jobs', `${HD}/edit-jobs/{id}/status/`, "An edit job's status", { 200: Job }),
  route('GET', 'Jobs', `${HD}/edit-jobs/`, 'List edit jobs', { 200: JobList }, { query: EditJobsQuery }),
  route('GET', 'Jobs', `${HD}/images/{id}/jobs_list/`, "An image's jobs", { 200: JobList }),
  route('POST', 'Jobs', `${HD}/edit-jobs/{id}/cancel/`, 'Cancel a job', { 200: Job }),
  route('POST', 'Jobs', `${HD}/edit-jobs/{id}/retry/`, 'Retry a failed job', { 202: JobsSubmitted }),
  route('POST', 'Edits', `${HD}/workflows/`, 'Run several edits in a chain', { 202: WorkflowSubmitted }, { body: WorkflowBody }),
  route('GET', 'Batches', `${HD}/batches/`, 'Recent batches of edits', { 200: BatchList }),
  route('GET', 'Batches', `${HD}/batches/{id}/`, 'A batch, one item per image', { 200: BatchDetail }),
  route('POST', 'Batches', `${HD}/batches/{id}/cancel/`, "Cancel a batch's pending edits", { 200: BatchDetail }),
  route('POST', 'Masks', `${HD}/masks/`, 'Upload a mask drawn on a version (a single-channel PNG of its size); name it in args.mask_id', { 201: Mask }, { body: { multipart: { file: 'binary', version_id: 'string' } } }),
  route('GET', 'Masks', `${HD}/masks/{id}/`, 'A mask', { 200: Mask }),
  route('POST', 'Masks', `${HD}/versions/{id}/mask_preview/`, 'The region an edit would change on a version, with the regions a click selects', { 200: MaskPreview }, { body: MaskPreviewBody, scope: 'read' }),
  route('POST', 'Masks', `${HD}/versions/{id}/mask_click/`, "A click in the mask editor: the version's mask on the preview grid, changed by the local engine's click segmenter", { 200: MaskClickResult }, { body: MaskClickBody, scope: 'read' }),
  route('GET', 'Masks', `${HD}/masks/{id}/png/`, "A mask's PNG, as uploaded", { 200: image('The mask, a single-channel PNG.') }),
  route('GET', 'Recipes', `${HD}/recipes/`, 'List recipes', { 200: RecipeList }),
  route('POST', 'Recipes', `${HD}/recipes/`, 'Save a recipe', { 201: Recipe }, { body: RecipeCreateBody }),
  route('GET', 'Recipes', `${HD}/recipes/{id}/`, 'A recipe', { 200: Recipe }),
  route('PATCH', 'Recipes', `${HD}/recipes/{id}/`, 'Edit a recipe', { 200: Recipe }, { body: RecipeUpdateBody }),
  route('DELETE', 'Recipes', `${HD}/recipes/{id}/`, 'Delete a recipe', { 204: null }),
  route('POST', 'Recipes', `${HD}/recipes/{id}/apply/`, 'Apply a recipe', { 202: WorkflowSubmitted }, { body: RecipeApplyBody }),
  route('GET', 'Edits', `${HD}/capabilities/`, 'Which operations the engines can run', { 200: Capabilities }, { auth: 'public' }),
  route('GET', 'Onboarding', `${HD}/styled-manifest/`, 'The style-preview manifest', { 200: styledManifestSchema }, { auth: 'public' }),

  // ---------------------------------------------------------------- gallery
  route('GET', 'Gallery', `${HD}/gallery/public/`, 'Browse the public gallery', { 200: GalleryList }, { auth: 'public', query: GalleryListQuery, paged: true }),
  route('GET', 'Gallery', `${HD}/gallery/public/{id}/`, 'A gallery item', { 200: GalleryItem }, { auth: 'public' }),
  route('GET', 'Gallery', `${HD}/gallery/public/{id}/image/`, "A gallery item's picture", { 200: image('The picture (query i, size).') }, { auth: 'public' }),
  route('GET', 'Gallery', `${HD}/gallery/public/{id}/download/`, 'Download a gallery design', { 200: image('The design as a file.') }, { auth: 'public' }),
  route('POST', 'Gallery', `${HD}/gallery/public/{id}/like/`, 'Like or unlike', { 200: GalleryLikeReply }, { auth: 'session' }),
  route('POST', 'Gallery', `${HD}/gallery/public/{id}/share/`, 'Count a share', { 200: GalleryShareReply }, { auth: 'public' }),
  route('POST', 'Gallery', `${HD}/gallery/public/{id}/report/`, 'Report an item (registered accounts)', { 202: GalleryReportReply }, { auth: 'session', body: GalleryReportBody }),
  route('POST', 'Gallery', `${HD}/gallery/publish/`, 'Publish a version', { 201: GalleryItem }, { body: GalleryPublishBody, scope: 'share' }),
  route('GET', 'Gallery', `${HD}/gallery/mine/`, 'My published designs', { 200: GalleryOwnList }),
  route('PATCH', 'Gallery', `${HD}/gallery/items/{id}/`, 'Edit a published design', { 200: GalleryItem }, { body: GalleryEditBody, scope: 'share' }),
  route('DELETE', 'Gallery', `${HD}/gallery/items/{id}/`, 'Unpublish a design', { 204: null }, { scope: 'share' }),
  route('GET', 'Gallery', `${HD}/gallery/moderation/`, 'Moderation queue (moderators)', { 200: GalleryOwnList }, { auth: 'session' }),
  route('POST', 'Gallery', `${HD}/gallery/moderation/{id}/`, 'Moderate an item (moderators)', { 200: GalleryItem }, { auth: 'session', body: GalleryModerateBody }),

  // ---------------------------------------------------------------- listings
  route('GET', 'Listings', `${HD}/listings/`, 'List property listings', { 200: ListingList }, { query: ListingListQuery, paged: true }),
  route('GET', 'Listings', `${HD}/listings/stats/`, 'Listing counts', { 200: ListingStats }),
  route('POST', 'Listings', `${HD}/listings/create_from_urls/`, 'Import listings from URLs', { 201: JsonObject }, { body: ListingCreateBody }),
  route('POST', 'Listings', `${HD}/listings/refresh_listings/`, 'Refresh listings', { 200: JsonObject }, { body: ListingRefreshBody }),
  route('GET', 'Listings', `${HD}/listings/{id}/`, 'A listing', { 200: Listing }),
  route('POST', 'Listings', `${HD}/listings/{id}/toggle_featured/`, 'Toggle featured', { 200: Listing }),
  route('POST', 'Listings', `${HD}/listings/{id}/archive/`, 'Archive', { 200: Listing }),
  route('POST', 'Listings', `${HD}/listings/{id}/unarchive/`, 'Unarchive', { 200: Listing }),
  route('POST', 'Listings', `${HD}/listings/{id}/create_project/`, 'Create a project from a listing', { 201: Project }),
  route('GET', 'Listings', `${HD}/listings/{id}/image/`, "A listing's picture", { 200: image('The picture (WebP).') }),
  route('GET', 'Listings', `${HD}/listing-batches/`, 'Import batches', { 200: JsonObject }),
  route('GET', 'Listings', `${HD}/listing-templates/`, 'Import templates', { 200: JsonObject }),

  // ---------------------------------------------------------------- leads and embeds
  route('POST', 'Leads', `${HD}/gallery/lead-capture/`, 'Submit the lead form', { 201: Success }, { auth: 'public', body: LeadSubmission, cors: true }),
  route('OPTIONS', 'Leads', `${HD}/gallery/lead-capture/`, 'CORS preflight', { 204: null }, { auth: 'public', cors: true }),
  route('GET', 'Leads', `${HD}/gallery/lead-capture/form-token/`, "A token for a studio lead form being shown", { 200: FormToken }, { auth: 'public' }),
  route('OPTIONS', 'Embeds (public)', `${EMBED}/{key}/config/`, 'CORS preflight', { 204: null }, { auth: 'public', cors: true }),
  route('OPTIONS', 'Embeds (public)', `${EMBED}/{key}/leads/`, 'CORS preflight', { 204: null }, { auth: 'public', cors: true }),
  route('GET', 'Embeds (public)', `${EMBED}/{key}/config/`, "An embed's widget configuration", { 200: JsonObject }, { auth: 'public', cors: true }),
  route('GET', 'Embeds (public)', `${EMBED}/{key}/form-token/`, "A token for an embed's lead form being shown", { 200: FormToken }, { auth: 'public', cors: true }),
  route('POST', 'Embeds (public)', `${EMBED}/{key}/leads/`, "Submit an embed's lead form", { 201: Success }, { auth: 'public', body: LeadSubmission, cors: true }),
  route('GET', 'Embeds (public)', `${EMBED}/{key}/media/{media}`, "An embed's picture", { 200: image('The picture.') }, { auth: 'public', cors: true }),
  route('GET', 'Embeds', `${HD}/embeds/`, 'List embeds', { 200: EmbedList }),
  route('POST', 'Embeds', `${HD}/embeds/`, 'Create an embed', { 201: Embed }, { body: EmbedCreateBody }),
  route('GET', 'Embeds', `${HD}/embeds/{id}/`, 'An embed', { 200: Embed }),
  route('PATCH', 'Embeds', `${HD}/embeds/{id}/`, 'Edit an embed', { 200: Embed }, { body: EmbedUpdateBody }),
  route('POST', 'Embeds', `${HD}/embeds/{id}/revoke/`, 'Revoke an embed', { 200: Embed }),
  route('DELETE', 'Embeds', `${HD}/embeds/{id}/`, 'Delete an embed', { 204: null }),
  route('GET', 'Embeds', `${HD}/embeds/{id}/deliveries/`, "An embed's webhook deliveries", { 200: EmbedDeliveryList }),
  route('GET', 'Leads', `${HD}/leads/`, 'List leads', { 200: LeadList }, { query: LeadListQuery, paged: true }),
  route('GET', 'Leads', `${HD}/leads/export/`, 'Leads as CSV', { 200: { contentType: 'text/csv', description: 'The leads the filters select.' } }, { query: LeadListQuery }),
  route('GET', 'Leads', `${HD}/leads/{id}/`, 'A lead', { 200: Lead }),
  route('PATCH', 'Leads', `${HD}/leads/{id}/`, "Change a lead's state or notes", { 200: Lead }, { body: LeadUpdateBody }),

  // ---------------------------------------------------------------- API keys and webhooks
  route('GET', 'API keys', `${HD}/api-keys/`, 'List API keys', { 200: ApiKeyList }, { auth: 'session' }),
  route('POST', 'API keys', `${HD}/api-keys/`, 'Create an API key (secret shown once)', { 201: ApiKeyCreated }, { auth: 'session', body: ApiKeyCreateBody }),
  route('GET', 'API keys', `${HD}/api-keys/{id}/`, 'An API key', { 200: ApiKey }, { auth: 'session' }),
  route('POST', 'API keys', `${HD}/api-keys/{id}/revoke/`, 'Revoke an API key', { 200: ApiKey }, { auth: 'session' }),
  route('GET', 'API keys', `${HD}/api-keys/{id}/webhook/`, "A key's webhook endpoint", { 200: ApiWebhook }, { auth: 'session' }),
  route('PUT', 'API keys', `${HD}/api-keys/{id}/webhook/`, "Set a key's webhook endpoint", { 200: ApiWebhook }, { auth: 'session', body: ApiWebhookBody }),
  route('DELETE', 'API keys', `${HD}/api-keys/{id}/webhook/`, "Remove a key's webhook endpoint", { 204: null }, { auth: 'session' }),
  route('POST', 'API keys', `${HD}/api-keys/{id}/webhook/test/`, 'Send a test event', { 202: ApiWebhookTestReply }, { auth: 'session' }),
  route('GET', 'API keys', `${HD}/api-keys/{id}/deliveries/`, "The webhook's delivery log", { 200: ApiWebhookDeliveryList }, { auth: 'session' }),

  // ---------------------------------------------------------------- this description
  route('GET', 'Meta', '/api/openapi.json', 'This OpenAPI document', { 200: JsonObject }, { auth: 'public' }),
  route('GET', 'Meta', '/api/docs', 'This API reference (HTML)', { 200: { contentType: 'text/html', description: 'The reference page.' } }, { auth: 'public' }),
];

/** `METHOD /path/{param}` of a route, the key both the table and the server's routes map to. */
export const apiRouteKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** A Fastify URL pattern (`/projects/:id/`) as an OpenAPI path template (`/projects/{id}/`). */
export const openApiPath = (fastifyUrl: string) => fastifyUrl.replace(/:(\w+)/g, '{$1}');
