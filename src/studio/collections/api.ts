import * as z from 'zod/mini';
import { useSWRConfig } from 'swr';
import { CATALOG_PATH_PREFIX } from '../../../schemas/api/catalog';
import {
  categoryDeskListSchema,
  categoryDeskRowSchema,
  collectionDeskListSchema,
  collectionDeskPaths as paths,
  collectionDeskRowSchema,
  collectionMembersSchema,
  type CategoryCreate,
  type CategoryDeskNode,
  type CategoryDeskRow,
  type CategoryUpdate,
  type CollectionCreate,
  type CollectionDeskRow,
  type CollectionMembers,
  type CollectionUpdate,
} from '../../../schemas/api/collection-desk';
import { call } from '../api';

/** The desk's side of admin/studio/categories and admin/studio/collections; every answer is parsed with the shared schemas. */
const removed = z.object({ id: z.int() });

export const listCategories = (): Promise<CategoryDeskNode[]> => call('GET', paths.categories, categoryDeskListSchema);
export const createCategory = (input: CategoryCreate): Promise<CategoryDeskRow> => call('POST', paths.categories, categoryDeskRowSchema, input);
export const updateCategory = (id: number, patch: CategoryUpdate): Promise<CategoryDeskRow> => call('PATCH', paths.category(id), categoryDeskRowSchema, patch);
export const deleteCategory = (id: number): Promise<{ id: number }> => call('DELETE', paths.category(id), removed);
export const orderCategories = (parentId: number | null, ids: readonly number[]): Promise<CategoryDeskNode[]> =>
  call('PUT', paths.categoryOrder, categoryDeskListSchema, { parent_id: parentId, ids });

export const listCollections = (): Promise<CollectionDeskRow[]> => call('GET', paths.collections, collectionDeskListSchema);
export const createCollection = (input: CollectionCreate): Promise<CollectionDeskRow> => call('POST', paths.collections, collectionDeskRowSchema, input);
export const updateCollection = (id: number, patch: CollectionUpdate): Promise<CollectionDeskRow> => call('PATCH', paths.collection(id), collectionDeskRowSchema, patch);
export const deleteCollection = (id: number): Promise<{ id: number }> => call('DELETE', paths.collection(id), removed);
export const orderCollections = (ids: readonly number[]): Promise<CollectionDeskRow[]> => call('PUT', paths.collectionOrder, collectionDeskListSchema, { ids });
export const getMembers = (id: number): Promise<CollectionMembers> => call('GET', paths.members(id), collectionMembersSchema);
export const setMembers = (id: number, productIds: readonly number[]): Promise<CollectionMembers> =>
  call('PUT', paths.members(id), collectionMembersSchema, { product_ids: productIds });

const isCatalogueRead = (key: unknown) => typeof key === 'string' && key.startsWith(CATALOG_PATH_PREFIX);

/**
 * After a desk write, every storefront catalogue read the studio holds (the
 * layout editor's category and collection pickers among them) is read again,
 * so a collection made a moment ago is there to pick without a reload.
 * Readers not on screen are emptied, so they fetch when they mount.
 */
export function useRefreshCatalogueReads(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(isCatalogueRead, undefined, { revalidate: true });
  };
}
