import type { Collection } from '../../../schemas/api/catalog';
import type { Selection } from '../../../schemas/sections/catalog-home';
import { useCollections } from '../../../src/data/catalog';
import { hiddenReason, useHiddenNotice } from '../../catalog-parts/useHiddenNotice';
import { selectBySlug } from '../../catalog-parts/select';

export type ShownCollections = { state: 'loading' } | { state: 'hidden' } | { state: 'ready'; collections: Collection[] };

/** The collections a showcase shows, or why it shows none (loading, failed, nothing chosen exists). */
export function useShownCollections(selection: Selection, limit: number): ShownCollections {
  const { data, error } = useCollections();
  const collections = data ? selectBySlug(data, selection, limit) : [];
  const hidden = data
    ? hiddenReason(null, collections.length, selection === 'all' ? 'the shop has no collections' : `none of the collections ${selection.join(', ')} exist`)
    : error
      ? hiddenReason(error, 0, '')
      : null;
  useHiddenNotice('collection-showcase', hidden);
  if (hidden) return { state: 'hidden' };
  if (!data) return { state: 'loading' };
  return { state: 'ready', collections };
}

/** The spec's collection page, opened on one collection. */
export function collectionHref(collection: Pick<Collection, 'slug'>): string {
  return `/collection?${new URLSearchParams({ c: collection.slug }).toString()}`;
}
