import { sql, type Kysely } from 'kysely';
import type { ConfigDocument, ConfigKey } from '../../../schemas/api/studio';
import { LAYOUT_SCHEMA_VERSION } from '../../../schemas/ui-config/migrations';
import type { Database } from '../../db/types';
import { jsonb } from '../config/settings';
import { upgradeStored } from './documents';

/** One draft per configuration; `revision` goes up on every save. */
export interface Draft {
  document: ConfigDocument;
  revision: number;
  updated_by: string;
  updated_at: string;
}

export async function readDraft(db: Kysely<Database>, key: ConfigKey): Promise<Draft | null> {
  const row = await db
    .selectFrom('config_drafts')
    .select(['document', 'schema_version', 'revision', 'updated_by', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    document: upgradeStored(key, row.document, row.schema_version),
    revision: row.revision,
    updated_by: row.updated_by,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Saves over `revision` (0: there is no draft yet) and returns the new
 * revision, or null when the draft is no longer at that revision. The check
 * and the write are one statement, so of two saves from one revision only
 * one wins.
 */
export async function writeDraft(db: Kysely<Database>, key: ConfigKey, document: ConfigDocument, revision: number, admin: string): Promise<number | null> {
  if (revision === 0) {
    const inserted = await db
      .insertInto('config_drafts')
      .values({ key, document: jsonb(document), schema_version: LAYOUT_SCHEMA_VERSION, revision: 1, updated_by: admin })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('revision')
      .executeTakeFirst();
    return inserted?.revision ?? null;
  }
  const updated = await db
    .updateTable('config_drafts')
    .set({ document: jsonb(document), schema_version: LAYOUT_SCHEMA_VERSION, revision: sql<number>`revision + 1`, updated_by: admin, updated_at: sql<Date>`now()` })
    .where('key', '=', key)
    .where('revision', '=', revision)
    .returning('revision')
    .executeTakeFirst();
  return updated?.revision ?? null;
}

/** Deletes the draft (at `revision`, when given); true when there was one. */
export async function deleteDraft(db: Kysely<Database>, key: ConfigKey, revision?: number): Promise<boolean> {
  let query = db.deleteFrom('config_drafts').where('key', '=', key);
  if (revision !== undefined) query = query.where('revision', '=', revision);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function draftKeys(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('config_drafts').select('key').execute();
  return new Set(rows.map((r) => r.key));
}
