import { sql } from 'kysely';
import type { CategoryCreate, CategoryDeskRow } from '../../../schemas/api/collection-desk';
import { deskWrite, logged, problem, refuse, type DeskActor, type DeskDeps } from '../studio/desk-write';
import { compactTranslations } from '../../../schemas/api/catalog-translations';
import { deskCategory } from './category-list';
import { claimSlug, slugRace } from './slugs';

/** Days a product may be returned when staff give none: the column's own default. */
const DEFAULT_RETURN_DAYS = 7;

/**
 * POST admin/studio/categories: a top-level category, or a sub-category of
 * one (which shows its parent's illustration and, unless told otherwise,
 * keeps its parent's return window). It goes last in its level.
 */
export function createCategory(deps: DeskDeps, by: DeskActor, input: CategoryCreate) {
  return deskWrite<CategoryDeskRow>(deps, by, { key: 'categories', action: 'create-category', taken: slugRace }, async (tx) => {
    const parentId = input.parent_id ?? null;
    let kind: string | undefined = input.kind;
    let returnDays = input.return_days;
    let parentTitle: string | null = null;
    if (parentId !== null) {
      // Locked, so the parent cannot be deleted while its new sub-category is written.
      const parent = await tx.selectFrom('categories').select(['title', 'parent_id', 'kind', 'return_days']).where('id', '=', parentId).forUpdate().executeTakeFirst();
      if (!parent) return refuse(422, 'Choose an existing category as the parent', [problem('parent_id', `There is no category ${parentId}`)]);
      if (parent.parent_id !== null) {
        const message = `${parent.title} is a sub-category; a sub-category's parent must be a top-level category`;
        return refuse(422, message, [problem('parent_id', message)]);
      }
      kind = parent.kind;
      returnDays ??= parent.return_days;
      parentTitle = parent.title;
    }
    if (kind === undefined) return refuse(422, 'Choose an illustration for a top-level category', [problem('kind', 'Choose an illustration for a top-level category')]);
    const slug = await claimSlug(tx, 'categories', input.slug, input.title, null);
    if (!slug.ok) return slug;
    const last = await tx
      .selectFrom('categories')
      .select(sql<number>`coalesce(max(position), -1)::int`.as('position'))
      .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
      .executeTakeFirstOrThrow();
    const made = await tx
      .insertInto('categories')
      .values({
        parent_id: parentId,
        title: input.title,
        slug: slug.slug,
        kind,
        description: input.description ?? '',
        position: last.position + 1,
        return_days: returnDays ?? DEFAULT_RETURN_DAYS,
        translations: JSON.stringify(compactTranslations(input.translations ?? {})),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await deskCategory(tx, made.id);
    if (!row) throw new Error(`category ${made.id} vanished inside its own transaction`);
    const summary = parentTitle === null ? `Created the category ${input.title} (${slug.slug})` : `Created the sub-category ${input.title} (${slug.slug}) under ${parentTitle}`;
    return logged(row, summary);
  });
}
