import type { Selectable } from 'kysely';
import { configKeySchema, type ConfigKey, type Schedule, type Version } from '../../../schemas/api/studio';
import type { ConfigSchedulesTable, ConfigVersionsTable } from '../../db/tables/studio';

/** Keys come from our own writes; a row with any other key is a bug worth a loud failure. */
export function storedKey(raw: string): ConfigKey {
  return configKeySchema.parse(raw);
}

const iso = (d: Date | string) => new Date(d).toISOString();

export type VersionRow = Omit<Selectable<ConfigVersionsTable>, 'document'>;
export const VERSION_COLUMNS = ['id', 'key', 'version', 'schema_version', 'published_by', 'published_at', 'summary', 'source', 'rolled_back_to'] as const;

export function toVersion(row: VersionRow): Version {
  return {
    id: row.id,
    key: storedKey(row.key),
    version: row.version,
    published_by: row.published_by,
    published_at: iso(row.published_at),
    summary: row.summary,
    source: row.source,
    rolled_back_to: row.rolled_back_to,
  };
}

export type ScheduleRow = Omit<Selectable<ConfigSchedulesTable>, 'document'>;
export const SCHEDULE_COLUMNS = ['id', 'key', 'schema_version', 'publish_at', 'created_by', 'created_at', 'status', 'version_id', 'error'] as const;

export function toSchedule(row: ScheduleRow): Schedule {
  return { id: row.id, key: storedKey(row.key), publish_at: iso(row.publish_at), created_by: row.created_by, status: row.status, error: row.error };
}
