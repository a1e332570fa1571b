import { collectionDeskPaths, type CategoryDeskNode, type CategoryDeskRow } from '../../../schemas/api/collection-desk';
import { moved } from '../desk/MoveButtons';
import { deleteCategory, listCategories, orderCategories } from './api';
import { CategoryForm } from './CategoryForm';
import { useDeskList } from './desk-list';
import { DeskListScreen } from './DeskListScreen';
import { missingTitles, plural } from './labels';
import { SubCategories } from './SubCategories';

/** Why a delete is refused, or what goes with it: the same rule the server applies. */
function deleteText(row: CategoryDeskRow, subs: readonly CategoryDeskRow[]): { text: string; blocked: boolean } {
  if (row.product_count > 0) {
    return { blocked: true, text: `${row.title} holds ${plural(row.product_count, 'product')}. Move them to another category first, then delete it.` };
  }
  const with_ = subs.length ? ` Its empty sub-categories (${subs.map((s) => s.title).join(', ')}) go with it.` : '';
  return { blocked: false, text: `Shoppers stop seeing it at once.${with_} This cannot be undone.` };
}

/**
 * Categories: the storefront's category tree. Top-level categories and each
 * one's sub-categories in the order the shop lists them (Move up / Move down
 * save at once), their titles, slugs, illustrations and return windows, new
 * ones, and deleting one that no product uses. Read-only without catalogue.write.
 */
export function CategoriesScreen({ canWrite }: { canWrite: boolean }) {
  const desk = useDeskList<CategoryDeskNode, CategoryDeskRow>({ path: collectionDeskPaths.categories, load: listCategories, remove: deleteCategory });
  const list = desk.list ?? [];

  const reorder = (next: CategoryDeskNode[], parentId: number | null, title: string, position: number) => {
    const level = parentId === null ? next : (next.find((c) => c.id === parentId)?.sub_categories ?? []);
    desk.reorder(next, title, position, () => orderCategories(parentId, level.map((c) => c.id)));
  };
  const moveTop = (from: number, to: number) => {
    const row = list[from];
    if (row) reorder(moved(list, from, to), null, row.title, to + 1);
  };
  const moveSub = (parent: CategoryDeskNode) => (from: number, to: number) => {
    const row = parent.sub_categories[from];
    if (!row) return;
    reorder(
      list.map((c) => (c.id === parent.id ? { ...c, sub_categories: moved(c.sub_categories, from, to) } : c)),
      parent.id,
      row.title,
      to + 1,
    );
  };

  return (
    <DeskListScreen
      desk={desk}
      canWrite={canWrite}
      one="category"
      many="categories"
      heading="Categories"
      intro="The shop's category tree, in the order the menu and category pages list it. Products always sit in a top-level category, and may sit in one of its sub-categories."
      listLabel="Top-level categories"
      about={(category) => `${plural(category.product_count, 'product')} · ${plural(category.sub_categories.length, 'sub-category', 'sub-categories')}${missingTitles(category.translations)}`}
      onMove={moveTop}
      panel={(selected) => (
        <>
          <CategoryForm key={selected.id} row={selected} parent={null} readOnly={!canWrite} onSaved={desk.afterWrite} />
          <SubCategories key={`subs-${selected.id}`} parent={selected} canWrite={canWrite} onMove={moveSub(selected)} onSaved={desk.afterWrite} onDelete={desk.setDeleting} />
        </>
      )}
      newForm={(onSaved) => <CategoryForm parent={null} readOnly={false} onSaved={onSaved} />}
      deletion={(row) => deleteText(row, list.find((c) => c.id === row.id)?.sub_categories ?? [])}
    />
  );
}
