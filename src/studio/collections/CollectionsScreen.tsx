import { collectionDeskPaths } from '../../../schemas/api/collection-desk';
import { moved } from '../desk/MoveButtons';
import { deleteCollection, listCollections, orderCollections } from './api';
import { CollectionForm } from './CollectionForm';
import { useDeskList } from './desk-list';
import { DeskListScreen } from './DeskListScreen';
import { plural, TONE_LABELS } from './labels';
import { MembersEditor } from './MembersEditor';

/**
 * Collections: the curated lists the home page's showcase and carousels
 * offer. Their order (Move up / Move down save at once), their words, tone
 * and illustration, their products in order, new ones and deleting one.
 * Read-only without merchandising.write.
 */
export function CollectionsScreen({ canWrite }: { canWrite: boolean }) {
  const desk = useDeskList({ path: collectionDeskPaths.collections, load: listCollections, remove: deleteCollection });

  const move = (from: number, to: number) => {
    const list = desk.list ?? [];
    const row = list[from];
    if (!row) return;
    const next = moved(list, from, to);
    desk.reorder(next, row.title, to + 1, () => orderCollections(next.map((c) => c.id)));
  };

  return (
    <DeskListScreen
      desk={desk}
      canWrite={canWrite}
      one="collection"
      many="collections"
      heading="Collections"
      intro="Curated lists of products, in the order the home page's showcase and the collections page offer them. Carousels pick one by its slug."
      listLabel="Collections"
      about={(collection) => `${plural(collection.product_count, 'product')} · ${TONE_LABELS[collection.tone]}`}
      onMove={move}
      panel={(selected) => (
        <>
          <CollectionForm key={selected.id} row={selected} readOnly={!canWrite} onSaved={desk.afterWrite} />
          <MembersEditor key={`members-${selected.id}`} collection={selected} canWrite={canWrite} onSaved={desk.afterWrite} />
        </>
      )}
      newForm={(onSaved) => <CollectionForm readOnly={false} onSaved={onSaved} />}
      deletion={(row) => ({
        text: `Its list of ${plural(row.product_count, 'product')} goes with it (the products stay in the catalogue). A carousel that shows it shows nothing until you pick another collection. This cannot be undone.`,
      })}
    />
  );
}
