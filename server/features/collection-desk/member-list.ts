import type { Kysely } from 'kysely';
import type { CollectionMember, CollectionMembers } from '../../../schemas/api/collection-desk';
import type { Database } from '../../db/types';
import { productThumbnail } from '../catalog/image-urls';
import { firstPhotoColumn, readFirstPhoto } from '../product-images/repository';
import { deskCollection } from './collection-list';

/** A collection's products in their curated order, as the members editor lists them. */
export async function collectionMembers(db: Kysely<Database>, collectionId: number): Promise<CollectionMember[]> {
  const rows = await db
    .selectFrom('collection_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.title', 'b.name as brand', 'c.title as category', 'p.price_paise', 'p.stock', firstPhotoColumn().as('photo')])
    .where('cp.collection_id', '=', collectionId)
    .orderBy('cp.position')
    .orderBy('p.id')
    .execute();
  return rows.map(({ photo, ...row }) => ({ ...row, thumbnail: productThumbnail(row, readFirstPhoto(photo)) }));
}

/** GET admin/studio/collections/{id}/products; null when there is no such collection. */
export async function listMembers(db: Kysely<Database>, collectionId: number): Promise<CollectionMembers | null> {
  const collection = await deskCollection(db, collectionId);
  if (!collection) return null;
  return { collection, products: await collectionMembers(db, collectionId) };
}
