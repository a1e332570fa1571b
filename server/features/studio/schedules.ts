import type { Kysely } from 'kysely';
import type { ConfigDocument, ConfigKey, Schedule } from '../../../schemas/api/studio';
import { LAYOUT_SCHEMA_VERSION } from '../../../schemas/ui-config/migrations';
import type { Database } from '../../db/types';
import { jsonb } from '../config/settings';
import { SCHEDULE_COLUMNS, toSchedule } from './present';

/** Furthest ahead a publish may be scheduled. */
export const MAX_SCHEDULE_MS = 366 * 24 * 60 * 60 * 1000;

export async function createSchedule(db: Kysely<Database>, key: ConfigKey, document: ConfigDocument, publishAt: Date, admin: string): Promise<Schedule> {
  const row = await db
    .insertInto('config_schedules')
    .values({ key, document: jsonb(document), schema_version: LAYOUT_SCHEMA_VERSION, publish_at: publishAt, created_by: admin, version_id: null, error: null })
    .returning(SCHEDULE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toSchedule(row);
}

/**
 * What the studio lists beside a configuration: pending publishes, and the
 * ones that failed in the last week (so the merchandiser learns of it).
 */
export async function openSchedules(db: Kysely<Database>, key?: ConfigKey): Promise<Schedule[]> {
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  let query = db
    .selectFrom('config_schedules')
    .select(SCHEDULE_COLUMNS)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'failed'), eb('publish_at', '>', weekAgo)])]))
    .orderBy('publish_at')
    .orderBy('id');
  if (key) query = query.where('key', '=', key);
  return (await query.execute()).map(toSchedule);
}

export type CancelResult = { ok: true; schedule: Schedule } | { ok: false; reason: 'missing' | 'not-pending'; status?: Schedule['status'] };

export async function cancelSchedule(db: Kysely<Database>, id: number): Promise<CancelResult> {
  const row = await db
    .updateTable('config_schedules')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(SCHEDULE_COLUMNS)
    .executeTakeFirst();
  if (row) return { ok: true, schedule: toSchedule(row) };
  const existing = await db.selectFrom('config_schedules').select('status').where('id', '=', id).executeTakeFirst();
  return existing ? { ok: false, reason: 'not-pending', status: existing.status } : { ok: false, reason: 'missing' };
}
