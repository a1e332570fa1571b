import { sql, type Kysely } from 'kysely';
import type { RecommendationRule, RuleTarget, RuleUpdate } from '../../../schemas/api/recommendations';
import type { Database } from '../../db/types';
import type { FieldProblem } from '../../http/respond';
import { audit } from '../studio/audit';

/** The audit log's key for these writes, beside the configuration keys. */
export const AUDIT_KEY = 'recommendations';

/**
 * The merchandiser's rules: per top-level category, the ordered categories
 * and sub-categories its products are recommended with. A rule emptied of
 * targets keeps its row, so its revision keeps counting up and a save made
 * against an older reading is still caught.
 */

/** Every rule's targets in order, for the categories that have at least one. */
export async function ruleTargets(db: Kysely<Database>, categoryIds: readonly number[]): Promise<Map<number, number[]>> {
  const byCategory = new Map<number, number[]>();
  if (categoryIds.length === 0) return byCategory;
  const rows = await db
    .selectFrom('recommendation_targets')
    .select(['category_id', 'target_id'])
    .where('category_id', 'in', [...new Set(categoryIds)])
    .orderBy('category_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), row.target_id]);
  return byCategory;
}

/** Writes one rule's targets, bumping its revision; the caller has checked the ids. */
export async function replaceRuleTargets(db: Kysely<Database>, categoryId: number, targetIds: readonly number[], actor: string): Promise<number> {
  const rule = await db
    .insertInto('recommendation_rules')
    .values({ category_id: categoryId, updated_by: actor })
    .onConflict((oc) =>
      oc.column('category_id').doUpdateSet({ revision: sql`recommendation_rules.revision + 1`, updated_by: actor, updated_at: sql`now()` }),
    )
    .returning('revision')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('recommendation_targets').where('category_id', '=', categoryId).execute();
  if (targetIds.length > 0) {
    await db
      .insertInto('recommendation_targets')
      .values(targetIds.map((target_id, position) => ({ category_id: categoryId, position, target_id })))
      .execute();
  }
  return rule.revision;
}

interface CategoryRow {
  id: number;
  title: string;
  parent_id: number | null;
  position: number;
}

async function categoryRows(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db.selectFrom('categories').select(['id', 'title', 'parent_id', 'position']).orderBy('position').orderBy('id').execute();
}

/** Products per category id, counted both under their category and their sub-category. */
async function productCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await sql<{ id: number; n: number }>`
    select category_id as id, count(*)::int as n from products group by category_id
    union all
    select sub_category_id as id, count(*)::int as n from products where sub_category_id is not null group by sub_category_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, r.n]));
}

/** How a target reads in the studio and the audit log: "Laptop bags & sleeves (Accessories)". */
function describeTargets(categories: ReadonlyMap<number, CategoryRow>, counts: ReadonlyMap<number, number>, ids: readonly number[]): RuleTarget[] {
  return ids.flatMap((id) => {
    const category = categories.get(id);
    if (!category) return [];
    const parent = category.parent_id === null ? null : (categories.get(category.parent_id) ?? null);
    return [{ category_id: id, title: category.title, parent_title: parent?.title ?? null, product_count: counts.get(id) ?? 0 }];
  });
}

/** GET admin/recommendation-rules: every top-level category, with its rule or none. */
export async function listRules(db: Kysely<Database>): Promise<RecommendationRule[]> {
  const [categories, counts, rules] = await Promise.all([
    categoryRows(db),
    productCounts(db),
    db.selectFrom('recommendation_rules').select(['category_id', 'revision', 'updated_by', 'updated_at']).execute(),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const top = categories.filter((c) => c.parent_id === null);
  const targets = await ruleTargets(db, top.map((c) => c.id));
  const ruleOf = new Map(rules.map((r) => [r.category_id, r]));
  return top.map((c) => {
    const rule = ruleOf.get(c.id);
    return {
      category_id: c.id,
      title: c.title,
      targets: describeTargets(byId, counts, targets.get(c.id) ?? []),
      revision: rule?.revision ?? 0,
      updated_by: rule?.updated_by ?? null,
      updated_at: rule ? new Date(rule.updated_at).toISOString() : null,
    };
  });
}

export type SaveResult =
  | { ok: true; summaries: string[] }
  | { ok: false; status: 409 | 422; message: string; problems?: FieldProblem[] };

/** Problems with the categories a save names, each at the field it came from. */
function checkIds(updates: readonly RuleUpdate[], categories: ReadonlyMap<number, CategoryRow>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  updates.forEach((update, i) => {
    const category = categories.get(update.category_id);
    if (!category) problems.push({ field: `rules.${i}.category_id`, message: `There is no category ${update.category_id}` });
    else if (category.parent_id !== null) {
      problems.push({ field: `rules.${i}.category_id`, message: `${category.title} is a sub-category; rules belong to top-level categories` });
    }
    update.target_ids.forEach((target, j) => {
      if (!categories.has(target)) problems.push({ field: `rules.${i}.target_ids.${j}`, message: `There is no category or sub-category ${target}` });
      else if (target === update.category_id) {
        problems.push({ field: `rules.${i}.target_ids.${j}`, message: `${category?.title ?? 'A category'} cannot be its own target: with no rule it shows its own products anyway` });
      }
    });
  });
  return problems;
}

/**
 * Saves the rules together or not at all. The revisions are read under a
 * lock on the rule rows, so of two merchandisers saving the same rule from
 * the same reading, the second gets a 409 instead of silently winning.
 */
export async function saveRules(db: Kysely<Database>, updates: readonly RuleUpdate[], by: { actor: string; staffId: number | null }): Promise<SaveResult> {
  const { actor, staffId } = by;
  return db.transaction().execute(async (tx) => {
    const [categories, counts] = await Promise.all([categoryRows(tx), productCounts(tx)]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const problems = checkIds(updates, byId);
    if (problems.length > 0) {
      return { ok: false, status: 422, message: `The rules have ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was saved`, problems };
    }
    const ids = updates.map((u) => u.category_id);
    const current = await tx.selectFrom('recommendation_rules').select(['category_id', 'revision', 'updated_by']).where('category_id', 'in', ids).forUpdate().execute();
    const revisionOf = new Map(current.map((r) => [r.category_id, r]));
    for (const update of updates) {
      const now = revisionOf.get(update.category_id);
      if ((now?.revision ?? 0) !== update.revision) {
        const title = byId.get(update.category_id)?.title ?? `Category ${update.category_id}`;
        return {
          ok: false,
          status: 409,
          message: `${now?.updated_by ?? 'Someone'} changed the ${title} rule since you opened it; reload to see their version, then make your change again`,
        };
      }
    }
    const summaries: string[] = [];
    for (const update of updates) {
      await replaceRuleTargets(tx, update.category_id, update.target_ids, actor);
      const title = byId.get(update.category_id)?.title ?? '';
      const targets = describeTargets(byId, counts, update.target_ids).map((t) => (t.parent_title ? `${t.parent_title} › ${t.title}` : t.title));
      const summary = targets.length ? `${title} recommends ${targets.join(', ')}` : `${title} has no rule: it recommends its own products`;
      // In the same transaction: a change is in the log exactly when it was saved.
      await audit(tx, { actor, staffId, action: 'save-recommendations', key: AUDIT_KEY, summary });
      summaries.push(summary);
    }
    return { ok: true, summaries };
  });
}
