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
}

export interface SessionsTable {
  /** sha256 of the cookie value: a leaked database does not leak live sessions. */
  id_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: string;
  user_id: string;
  action: string;
  object_type: string;
  object_id: string | null;
  details: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
}
