import type { Kysely } from 'kysely';
import type { UiConfigEntry } from '../../../schemas/ui-config/entry';
import { LAYOUT_SCHEMA_VERSION, upgradeLayout } from '../../../schemas/ui-config/migrations';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import type { ModuleEntry } from '../../../schemas/api/shop-config';
import type { Database } from '../../db/types';

export type StoredEntry = UiConfigEntry & { id: number };

/** Rows written in an older layout schema version are upgraded as they are read, so renamed props keep their values. */
export async function listLayout(db: Kysely<Database>, scope: PageScope): Promise<StoredEntry[]> {
  const rows = await db
    .selectFrom('ui_configurations')
    .select(['id', 'section_name', 'visibility', 'other_configration', 'schema_version'])
    .where('scope', '=', scope)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(({ schema_version, ...entry }) => upgradeLayout([entry], schema_version)[0] ?? entry);
}

/** Runs `work` in a transaction unless `db` already is one (Kysely refuses nested transactions). */
async function inTransaction(db: Kysely<Database>, work: (tx: Kysely<Database>) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  await db.transaction().execute(work);
}

/**
 * A layout is saved whole: readers see either the old list or the new one,
 * never a mix. Ids from the body are ignored; the list order is the position.
 * Callers pass entries in the current schema version, which is recorded.
 */
export async function replaceLayout(db: Kysely<Database>, scope: PageScope, entries: readonly UiConfigEntry[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom('ui_configurations').where('scope', '=', scope).execute();
    if (entries.length === 0) return;
    await tx
      .insertInto('ui_configurations')
      .values(
        entries.map((e, position) => ({
          scope,
          position,
          section_name: e.section_name,
          visibility: e.visibility,
          other_configration: e.other_configration,
          schema_version: LAYOUT_SCHEMA_VERSION,
        })),
      )
      .execute();
  });
}

export async function listModules(db: Kysely<Database>): Promise<ModuleEntry[]> {
  return db.selectFrom('modules').select(['module_name', 'status']).orderBy('position').orderBy('module_name').execute();
}

export async function replaceModules(db: Kysely<Database>, modules: readonly ModuleEntry[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom('modules').execute();
    if (modules.length === 0) return;
    await tx
      .insertInto('modules')
      .values(modules.map((m, position) => ({ module_name: m.module_name, status: m.status, position })))
      .execute();
  });
}
