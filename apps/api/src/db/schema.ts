import type { AccountDeletionsTable } from './migrations/accountDeletions.ts';
import type { AnalyticsEventsTable } from './migrations/analytics.ts';
import type { EmulatorTokensTable } from './migrations/emulatorTokens.ts';
import type { RevokedMediaTable, SpentIdTokensTable } from './migrations/revocations.ts';
import type {
  GalleryItemsRow,
  GalleryLikesRow,
  GalleryReportsRow,
  GallerySharesTable,
  GalleryViewsRow,
  UserRolesTable,
} from './migrations/galleryTrust.ts';
import type { PendingMediaTable } from './migrations/pendingMedia.ts';
import type { BoardVersionsTable, BoardsTable, ShareLinksTable } from './migrations/boards.ts';
import type {
  EmbedOriginsTable,
  EmbedsTable,
  LeadsTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
} from './migrations/leads.ts';
import type { ListingBatchesTable, ListingsTable } from './migrations/listings.ts';

/** Booleans are stored as 0/1 and timestamps as ISO-8601 text, so both dialects read alike. */
export interface UsersTable {
  id: string;
  firebase_uid: string;
  email: string | null;
  display_name: string | null;
  is_anonymous: number;
  has_discovery_call: number;
  quota_limit: number;
  created_at: string;
  updated_at: string;
  /** plans.ts's id an operator set (0018); NULL: the default plan. */
  plan: string | null;
}

export interface SessionsTable {
  /** sha256 of the cookie value: a leaked database does not leak live sessions. */
  id_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** sha256 of the ID token that opened the session (spent when the session is ended). */
  id_token_hash?: string | null;
  id_token_expires_at?: string | null;
}

export interface AuditLogTable {
  id: string;
  user_id: string;
  action: string;
  object_type: string;
  object_id: string | null;
  details: string | null;
  created_at: string;
  project_id: string | null;
  image_id: string | null;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  title: string;
  address: string;
  notes: string;
  description: string;
  is_sample: number;
  created_at: string;
  updated_at: string;
}

export interface ImagesTable {
  id: string;
  user_id: string;
  project_id: string | null;
  name: string;
  /** jpeg, png or webp: what the bytes are, not what the name said. */
  format: string;
  original_key: string;
  preview_key: string;
  thumb_key: string;
  width: number;
  height: number;
  size_bytes: number;
  created_at: string;
}

export interface VersionsTable {
  id: string;
  image_id: string;
  user_id: string;
  parent_id: string | null;
  label: string;
  description: string;
  kind: string;
  operation: string | null;
  status: string;
  is_primary: number;
  is_favorite: number;
  storage_key: string | null;
  preview_key: string | null;
  thumb_key: string | null;
  width: number | null;
  height: number | null;
  branch_name: string;
  /** JSON object text. */
  params: string;
  job_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface TagsTable {
  id: string;
  user_id: string;
  name: string;
  color: string;
  category: string | null;
  created_at: string;
}

export interface VersionTagsTable {
  version_id: string;
  tag_id: string;
  created_at: string;
}

export interface JobsTable {
  id: string;
  user_id: string;
  image_id: string;
  version_id: string;
  source_version_id: string;
  operation: string;
  /** JSON object text: the parsed args of the operation. */
  args: string;
  /** pending, in_progress, succeeded or failed. */
  status: string;
  attempts: number;
  max_attempts: number;
  cancel_requested: number;
  error_message: string | null;
  result_version: string | null;
  locked_by: string | null;
  lease_expires_at: string | null;
  chain_id: string | null;
  chain_step: number;
  after_job_id: string | null;
  batch_id: string | null;
  retry_of: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface MasksTable {
  id: string;
  user_id: string;
  version_id: string;
  width: number;
  height: number;
  coverage: number;
  /** The single-channel PNG, base64. */
  png: string;
  created_at: string;
}

export interface DetectionsTable {
  version_id: string;
  user_id: string;
  image_id: string;
  /** JSON array of DetectedObject. */
  objects: string;
  created_at: string;
}

export interface RecipesTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  /** JSON array of {operation, args}. */
  steps: string;
  created_at: string;
  updated_at: string;
}

export interface UsageEventsTable {
  id: string;
  user_id: string;
  job_id: string;
  operation: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  projects: ProjectsTable;
  images: ImagesTable;
  versions: VersionsTable;
  tags: TagsTable;
  version_tags: VersionTagsTable;
  boards: BoardsTable;
  board_versions: BoardVersionsTable;
  share_links: ShareLinksTable;
  jobs: JobsTable;
  detections: DetectionsTable;
  masks: MasksTable;
  recipes: RecipesTable;
  usage_events: UsageEventsTable;
  account_deletions: AccountDeletionsTable;
  analytics_events: AnalyticsEventsTable;
  pending_media: PendingMediaTable;
  emulator_tokens: EmulatorTokensTable;
  spent_id_tokens: SpentIdTokensTable;
  revoked_media: RevokedMediaTable;
  gallery_items: GalleryItemsRow;
  gallery_likes: GalleryLikesRow;
  gallery_views: GalleryViewsRow;
  gallery_reports: GalleryReportsRow;
  gallery_shares: GallerySharesTable;
  user_roles: UserRolesTable;
  embeds: EmbedsTable;
  embed_origins: EmbedOriginsTable;
  leads: LeadsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  listings: ListingsTable;
  listing_batches: ListingBatchesTable;
}
