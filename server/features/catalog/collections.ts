import { sql, type Kysely } from 'kysely';
import { collectionSchema, type Collection } from '../../../schemas/api/catalog';
import type { Database } from '../../db/types';
import { collectionImage } from './image-urls';

const toneSchema = collectionSchema.shape.tone;

/** The collections' rows with their product counts: what the storefront lists, and the studio's desk edits. */
export function collectionRows(db: Kysely<Database>) {
  return db
    .selectFrom('collections as c')
    .select([
      'c.id',
      'c.slug',
      'c.title',
      'c.tagline',
      'c.description',
      'c.tone',
      'c.kind',
      'c.position',
      sql<number>`(select count(*) from collection_products cp where cp.collection_id = c.id)::int`.as('product_count'),
    ]);
}

/** GET website/catalog/collections: in merchandising order, each with its product count. */
export async function listCollections(db: Kysely<Database>): Promise<Collection[]> {
  const rows = await collectionRows(db).orderBy('c.position').orderBy('c.id').execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    description: row.description,
    tone: toneSchema.parse(row.tone),
    image: collectionImage(row),
    product_count: row.product_count,
  }));
}

export async function findCollectionId(db: Kysely<Database>, slug: string): Promise<number | null> {
  const row = await db.selectFrom('collections').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}
