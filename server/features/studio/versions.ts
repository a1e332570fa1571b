import type { Kysely } from 'kysely';
import type { ConfigKey, Version, VersionDetail } from '../../../schemas/api/studio';
import type { Database } from '../../db/types';
import { upgradeStored } from './documents';
import { toVersion, VERSION_COLUMNS } from './present';

export const VERSION_PAGE = 100;

export async function listVersions(db: Kysely<Database>, key: ConfigKey): Promise<Version[]> {
  const rows = await db.selectFrom('config_versions').select(VERSION_COLUMNS).where('key', '=', key).orderBy('version', 'desc').limit(VERSION_PAGE).execute();
  return rows.map(toVersion);
}

/** The version with its document in today's shape (older layouts upgraded). */
export async function readVersion(db: Kysely<Database>, key: ConfigKey, version: number): Promise<VersionDetail | null> {
  const row = await db
    .selectFrom('config_versions')
    .select([...VERSION_COLUMNS, 'document'])
    .where('key', '=', key)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return null;
  return { ...toVersion(row), document: upgradeStored(key, row.document, row.schema_version) };
}

/** The newest version of each key that has one. */
export async function latestVersions(db: Kysely<Database>): Promise<Map<string, Version>> {
  const rows = await db.selectFrom('config_versions').select(VERSION_COLUMNS).distinctOn('key').orderBy('key').orderBy('version', 'desc').execute();
  return new Map(rows.map((r) => [r.key, toVersion(r)]));
}
