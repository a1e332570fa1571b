import type { ColumnType, Generated } from 'kysely';
import type { Created } from './columns';

/* The layout studio: admin sessions, drafts, published versions, schedules, audit. */

/** jsonb: written as text cast in SQL (settings.ts jsonb()), read back parsed and checked with zod. */
type Json = ColumnType<unknown, string, string>;

export interface AdminSessionsTable {
  token_hash: string;
  admin: string;
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
}
