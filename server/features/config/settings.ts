import { sql, type Kysely } from 'kysely';
import type * as z from 'zod/mini';
import {
  businessDetailsSchema,
  pushSettingsSchema,
  themeConfigSchema,
  type BusinessDetails,
  type PushSettings,
  type ThemeConfig,
} from '../../../schemas/api/shop-config';
import { customerDeskSettingsSchema, type CustomerDeskSettings } from '../../../schemas/api/customer-desk';
import type { Database } from '../../db/types';

/** Each settings row is one document, validated by its shared schema on the way in and out. */
interface SettingValues {
  theme: ThemeConfig;
  business: BusinessDetails;
  push: PushSettings;
  /** The customers desk: how much support may move in one wallet adjustment (the owner sets it). */
  'customer-desk': CustomerDeskSettings;
}
export type SettingKey = keyof SettingValues;

const SETTINGS: { [K in SettingKey]: z.ZodMiniType<SettingValues[K]> } = {
  theme: themeConfigSchema,
  business: businessDetailsSchema,
  push: pushSettingsSchema,
  'customer-desk': customerDeskSettingsSchema,
};

/**
 * A missing row reads as the schema's defaults. A stored value that no longer
 * parses is a bug (only validated writes reach the table), so it throws.
 */
export async function readSetting<K extends SettingKey>(db: Kysely<Database>, key: K): Promise<SettingValues[K]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const parsed = SETTINGS[key].safeParse(row?.value ?? {});
  if (!parsed.success) throw new Error(`Stored setting "${key}" is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/*
 * Bound as text and cast in SQL: node-postgres would turn a JS array into a
 * PostgreSQL array, and PGlite would JSON-encode a string twice.
 */
export function jsonb(value: unknown) {
  return sql<string>`${JSON.stringify(value)}::text::jsonb`;
}

export async function writeSetting<K extends SettingKey>(db: Kysely<Database>, key: K, value: SettingValues[K]): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: jsonb(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: jsonb(value), updated_at: sql<Date>`now()` }))
    .execute();
}
