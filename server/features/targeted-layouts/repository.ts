import type { Kysely } from 'kysely';
import { targetedDocumentSchema, type TargetedDocument } from '../../../schemas/api/targeted-layouts';
import type { PageScope } from '../../../schemas/ui-config/section-names';
import type { Database } from '../../db/types';
import { jsonb } from '../config/settings';

/** The published version, or null when it never was. A stored document that no longer parses is a bug worth a loud failure. */
export async function readLiveVersion(db: Kysely<Database>, scope: PageScope, slug: string): Promise<TargetedDocument | null> {
  const row = await db.selectFrom('targeted_layouts').select('document').where('scope', '=', scope).where('slug', '=', slug).executeTakeFirst();
  return row ? targetedDocumentSchema.parse(row.document) : null;
}

/** Call inside the publishing transaction. */
export async function writeLiveVersion(tx: Kysely<Database>, scope: PageScope, slug: string, document: TargetedDocument, now = new Date()): Promise<void> {
  const values = { document: jsonb(document), published_at: now };
  await tx
    .insertInto('targeted_layouts')
    .values({ scope, slug, ...values })
    .onConflict((oc) => oc.columns(['scope', 'slug']).doUpdateSet(values))
    .execute();
}

export interface PublishedVersion {
  scope: string;
  slug: string;
  document: TargetedDocument;
}

/** Every published version, switched on or off: the studio names them, the server picks among the active ones. */
export async function listPublishedVersions(db: Kysely<Database>): Promise<PublishedVersion[]> {
  const rows = await db.selectFrom('targeted_layouts').select(['scope', 'slug', 'document']).orderBy('scope').orderBy('slug').execute();
  return rows.map((row) => ({ scope: row.scope, slug: row.slug, document: targetedDocumentSchema.parse(row.document) }));
}
