import { sql, type Kysely } from 'kysely';
import type { ConfigKey, DocumentProblem, Version } from '../../../schemas/api/studio';
import { LAYOUT_SCHEMA_VERSION } from '../../../schemas/ui-config/migrations';
import type { Database } from '../../db/types';
import type { VersionSource } from '../../db/tables/studio';
import { jsonb } from '../config/settings';
import { CONFIG_CHANNEL, type ConfigEventHub } from '../live/hub';
import { audit, type AuditAction } from './audit';
import { hadLiveDocument, readLiveDocument, validateDocument, writeLiveDocument } from './documents';
import { toVersion, VERSION_COLUMNS } from './present';
import { summariseChange } from './summary';

/** Any constant shared by every publisher: publishes of all keys queue behind one another. */
const PUBLISH_LOCK = 7041;

export const BASELINE_SUMMARY = 'Configuration before the studio';

export class InvalidDocumentError extends Error {
  constructor(
    readonly key: ConfigKey,
    readonly problems: DocumentProblem[],
  ) {
    super(`The ${key} document has ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  }
}

export interface PublishOptions {
  key: ConfigKey;
  document: unknown;
  actor: string;
  /** The staff account publishing; none for scheduled publishing. */
  staffId?: number | null;
  source: Exclude<VersionSource, 'baseline'>;
  rolledBackTo?: number;
  /** The version's summary; a function gets the computed one (e.g. to prefix it). */
  summary?: string | ((diff: string) => string);
  /** Inside the same transaction, after the version row: a throw undoes the publish. */
  alsoInTransaction?: (tx: Kysely<Database>) => Promise<void>;
}

const AUDIT_ACTION: Record<PublishOptions['source'], AuditAction> = {
  publish: 'publish',
  api: 'publish',
  rollback: 'rollback',
  schedule: 'scheduled-publish',
};

async function latestVersion(tx: Kysely<Database>, key: ConfigKey): Promise<number> {
  const row = await tx.selectFrom('config_versions').select((eb) => eb.fn.max('version').as('v')).where('key', '=', key).executeTakeFirst();
  return Number(row?.v ?? 0);
}

/**
 * Publishes inside the caller's transaction; the caller commits, then calls
 * hub.announce(). Throws InvalidDocumentError (nothing written) when the
 * document no longer validates, e.g. after the registry changed.
 */
export async function publishInTransaction(tx: Kysely<Database>, options: PublishOptions): Promise<Version> {
  const { key, actor, source } = options;
  // Serialises publishers, so version ids commit in the order they were given and each (key, version) is computed once.
  await sql`select pg_advisory_xact_lock(${sql.lit(PUBLISH_LOCK)})`.execute(tx);
  const checked = validateDocument(key, options.document);
  if (!checked.ok) throw new InvalidDocumentError(key, checked.problems);

  const previous = await readLiveDocument(tx, key);
  let latest = await latestVersion(tx, key);
  // A campaign page or targeted version published for the first time had nothing live before it to return to: its history starts at 1.
  const hadLive = await hadLiveDocument(tx, key);
  if (latest === 0 && hadLive) {
    // The first publish keeps what was live before, so a rollback can return to it.
    await tx
      .insertInto('config_versions')
      .values({ key, version: 1, document: jsonb(previous), schema_version: LAYOUT_SCHEMA_VERSION, published_by: 'system', summary: BASELINE_SUMMARY, source: 'baseline', rolled_back_to: null })
      .execute();
    latest = 1;
  }
  const diff = summariseChange(key, previous, checked.document);
  const summary = typeof options.summary === 'function' ? options.summary(diff) : (options.summary ?? diff);

  await writeLiveDocument(tx, checked.valid);
  const row = await tx
    .insertInto('config_versions')
    .values({
      key,
      version: latest + 1,
      document: jsonb(checked.document),
      schema_version: LAYOUT_SCHEMA_VERSION,
      published_by: actor,
      summary,
      source,
      rolled_back_to: options.rolledBackTo ?? null,
    })
    .returning(VERSION_COLUMNS)
    .executeTakeFirstOrThrow();
  // Other instances hear this on commit (LISTEN); nothing is sent if the transaction rolls back.
  await sql`select pg_notify(${CONFIG_CHANNEL}, ${String(row.id)})`.execute(tx);
  await audit(tx, { actor, staffId: options.staffId ?? null, action: AUDIT_ACTION[source], key, summary: `Version ${row.version}: ${summary}` });
  await options.alsoInTransaction?.(tx);
  return toVersion(row);
}

export async function publishDocument(db: Kysely<Database>, hub: ConfigEventHub, options: PublishOptions): Promise<Version> {
  const version = await db.transaction().execute((tx) => publishInTransaction(tx, options));
  hub.announce();
  return version;
}
