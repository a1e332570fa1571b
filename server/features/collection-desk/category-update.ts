import type { CategoryDeskRow, CategoryUpdate } from '../../../schemas/api/collection-desk';
import { deskWrite, logged, problem, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { compactTranslations } from '../../../schemas/api/catalog-translations';
import { deskCategory, storedTranslations } from './category-list';
import { changesOf, editSummary, SAID } from './changes';
import { refreshSearchText } from './search-text-refresh';
import { patchedSlug, slugRace } from './slugs';

/**
 * PATCH admin/studio/categories/{id}: rename, re-slug (empty: from the
 * title), another illustration, description or return window. A new title or
 * illustration also rewrites the words search finds its products by.
 */
export function updateCategory(deps: DeskDeps, by: DeskActor, id: number, patch: CategoryUpdate) {
  return deskWrite<CategoryDeskRow>(deps, by, { key: 'categories', action: 'change-category', taken: slugRace }, async (tx) => {
    const current = await tx
      .selectFrom('categories')
      .select(['id', 'parent_id', 'title', 'slug', 'kind', 'description', 'return_days', 'translations'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return refuse(404, `There is no category ${id}`);
    const isSub = current.parent_id !== null;
    if (isSub && patch.kind !== undefined && patch.kind !== current.kind) {
      const message = "A sub-category shows its parent's illustration; change the parent's instead";
      return refuse(422, message, [problem('kind', message)]);
    }
    const title = patch.title ?? current.title;
    const slug = await patchedSlug(tx, 'categories', patch.slug, title, current);
    if (!slug.ok) return slug;
    const next = {
      title,
      slug: slug.slug,
      kind: patch.kind ?? current.kind,
      description: patch.description ?? current.description,
      return_days: patch.return_days ?? current.return_days,
    };
    const translations = patch.translations === undefined ? undefined : compactTranslations(patch.translations);
    const changes = changesOf(current, next, {
      title: SAID.title,
      slug: SAID.slug,
      kind: SAID.kind,
      description: SAID.description,
      return_days: (was, now) => `return window ${was} → ${now} days`,
    });

    if (translations !== undefined && JSON.stringify(translations) !== JSON.stringify(storedTranslations(current.translations))) changes.push('translations');
    await tx
      .updateTable('categories')
      .set({ ...next, ...(translations === undefined ? {} : { translations: JSON.stringify(translations) }) })
      .where('id', '=', id)
      .execute();
    // Sub-categories show their parent's illustration.
    if (next.kind !== current.kind) await tx.updateTable('categories').set({ kind: next.kind }).where('parent_id', '=', id).execute();
    if (next.title !== current.title || next.kind !== current.kind) await refreshSearchText(tx, current);

    const row = await deskCategory(tx, id);
    if (!row) throw new Error(`category ${id} vanished inside its own transaction`);
    return logged(row, editSummary(isSub ? 'sub-category' : 'category', next.title, changes));
  });
}
