import type { ColumnType, Generated } from 'kysely';
import type { Created } from './columns';

/* The layout studio: admin sessions, drafts, published versions, schedules, audit. */

/** jsonb: written as text cast in SQL (settings.ts jsonb()), read back parsed and checked with zod. */
type Json = ColumnType<unknown, string, string>;

export interface StaffAccountsTable {
  id: Generated<number>;
  login: string;
  display_name: string;
  password_hash: string;
  role: string;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  last_sign_in_at: Date | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** 30-second steps since 1970: an integer until the year 4010. */
  totp_last_step: number | null;
  created_at: Created;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface StaffInvitationsTable {
  id: Generated<number>;
  login: string;
  display_name: string;
  role: string;
  token_hash: string;
  invited_by: number | null;
  created_at: Created;
  expires_at: Date;
  accepted_at: Date | null;
}

export interface StaffApiTokensTable {
  id: Generated<number>;
  staff_id: number;
  name: string;
  token_hash: string;
  created_at: Created;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface AdminSessionsTable {
  token_hash: string;
  admin: string;
  staff_id: number;
  created_at: Created;
  expires_at: Date;
}

export interface ConfigDraftsTable {
  key: string;
  document: Json;
  schema_version: number;
  revision: Generated<number>;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type VersionSource = 'publish' | 'schedule' | 'rollback' | 'api' | 'baseline';

export interface ConfigVersionsTable {
  id: Generated<number>;
  key: string;
  version: number;
  document: Json;
  schema_version: number;
  published_by: string;
  published_at: Created;
  summary: string;
  source: VersionSource;
  rolled_back_to: number | null;
}

export type ScheduleStatus = 'pending' | 'published' | 'cancelled' | 'failed';

export interface ConfigSchedulesTable {
  id: Generated<number>;
  key: string;
  document: Json;
  schema_version: number;
  publish_at: Date;
  created_by: string;
  created_at: Created;
  status: Generated<ScheduleStatus>;
  version_id: number | null;
  error: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Created;
  actor: string;
  action: string;
  key: string | null;
  summary: string;
  /** The staff account that acted; null for the system (scheduled publishing) and entries from before accounts. */
  staff_id: ColumnType<number | null, number | null | undefined, number | null>;
}
