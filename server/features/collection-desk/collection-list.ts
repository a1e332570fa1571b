import type { Kysely } from 'kysely';
import { COLLECTION_TONES, categoryKindSchema } from '../../../schemas/api/catalog';
import type { CollectionDeskRow } from '../../../schemas/api/collection-desk';
import type { Database } from '../../db/types';
import * as z from 'zod/mini';
import { collectionRows } from '../catalog/collections';

const toneSchema = z.enum(COLLECTION_TONES);

type Row = Awaited<ReturnType<ReturnType<typeof collectionRows>['execute']>>[number];

const present = (row: Row): CollectionDeskRow => ({ ...row, tone: toneSchema.parse(row.tone), kind: categoryKindSchema.parse(row.kind) });

/** GET admin/studio/collections: in the storefront's order, with what staff edit and the product counts. */
export async function listDeskCollections(db: Kysely<Database>): Promise<CollectionDeskRow[]> {
  const rows = await collectionRows(db).orderBy('c.position').orderBy('c.id').execute();
  return rows.map(present);
}

export async function deskCollection(db: Kysely<Database>, id: number): Promise<CollectionDeskRow | null> {
  const row = await collectionRows(db).where('c.id', '=', id).executeTakeFirst();
  return row ? present(row) : null;
}
