import { sql, type Kysely } from 'kysely';
import type { ProductSummary } from '../../../schemas/api/catalog';
import type { Recommendations, RulePreview } from '../../../schemas/api/recommendations';
import type { Database } from '../../db/types';
import { summaryQuery, toSummaries, type SummaryRow } from '../catalog/present';
import { DEFAULT_LOCALE, type Locale } from '../../../schemas/locale';
import type { CartOwner } from '../cart/owner';
import { ruleTargets } from './rules';

/** A cart of many categories still reads a bounded number of targets. */
const MAX_CART_TARGETS = 12;

/**
 * The best sellers of each target that can be bought today, minus what is
 * excluded, then dealt out one per target in turn, so the row shows a bag, a
 * mouse and a drive before a second bag. A product under two targets (a
 * category and one of its sub-categories) shows once, at its first place.
 */
async function pickFromTargets(db: Kysely<Database>, targets: readonly number[], exclude: readonly number[], limit: number, locale: Locale = DEFAULT_LOCALE): Promise<ProductSummary[]> {
  if (targets.length === 0) return [];
  const perTarget = await Promise.all(
    targets.map((target) => {
      let query = summaryQuery(db)
        .where((eb) => eb.or([eb('p.category_id', '=', target), eb('p.sub_category_id', '=', target)]))
        .where('p.stock', '>', 0);
      if (exclude.length > 0) query = query.where('p.id', 'not in', exclude);
      return query.orderBy('p.is_best_seller', 'desc').orderBy('p.popularity', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
    }),
  );
  const picked: SummaryRow[] = [];
  const seen = new Set<number>();
  for (let rank = 0; picked.length < limit && perTarget.some((rows) => rank < rows.length); rank++) {
    for (const rows of perTarget) {
      const row = rows[rank];
      if (!row || seen.has(row.id)) continue;
      seen.add(row.id);
      picked.push(row);
      if (picked.length === limit) break;
    }
  }
  return toSummaries(db, picked, locale);
}

/** A category's rule, or the category itself when it has none. */
function targetsFor(categoryId: number, rules: ReadonlyMap<number, number[]>): { targets: number[]; ruled: boolean } {
  const rule = rules.get(categoryId);
  return rule && rule.length > 0 ? { targets: rule, ruled: true } : { targets: [categoryId], ruled: false };
}

/** GET website/catalog/recommendations?product_id, the cards in `locale`: null when there is no such product. */
export async function recommendForProduct(db: Kysely<Database>, productId: number, limit: number, locale: Locale = DEFAULT_LOCALE): Promise<Recommendations | null> {
  const product = await db.selectFrom('products').select(['id', 'category_id']).where('id', '=', productId).executeTakeFirst();
  if (!product) return null;
  const { targets, ruled } = targetsFor(product.category_id, await ruleTargets(db, [product.category_id]));
  return { items: await pickFromTargets(db, targets, [product.id], limit, locale), basis: ruled ? 'rule' : 'same-category' };
}

/**
 * GET website/catalog/recommendations?cart=1: the rules of the cart's
 * categories, newest line first, their targets taken in turn (the first target
 * of every line's rule before any second one), never a product already in the cart.
 */
export async function recommendForCart(db: Kysely<Database>, owner: CartOwner, limit: number, locale: Locale = DEFAULT_LOCALE): Promise<Recommendations> {
  const lines = await db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .select(['p.id', 'p.category_id'])
    .where('ci.owner_key', '=', owner.key)
    .orderBy('ci.created_at', 'desc')
    .orderBy('ci.id', 'desc')
    .execute();
  if (lines.length === 0) return { items: [], basis: 'none' };
  const categories = [...new Set(lines.map((l) => l.category_id))];
  const rules = await ruleTargets(db, categories);
  const lists = categories.map((id) => targetsFor(id, rules));
  const targets: number[] = [];
  for (let rank = 0; lists.some((l) => rank < l.targets.length); rank++) {
    for (const { targets: list } of lists) {
      const target = list[rank];
      if (target !== undefined && !targets.includes(target)) targets.push(target);
    }
  }
  const items = await pickFromTargets(db, targets.slice(0, MAX_CART_TARGETS), [...new Set(lines.map((l) => l.id))], limit, locale);
  return { items, basis: lists.some((l) => l.ruled) ? 'rule' : 'same-category' };
}

/**
 * The studio's live sample: what the category's best-selling product in stock
 * would be recommended with these targets (saved or not; none means no rule).
 */
export async function previewRule(db: Kysely<Database>, categoryId: number, targetIds: readonly number[], limit: number): Promise<RulePreview> {
  const [row] = await summaryQuery(db)
    .where('p.category_id', '=', categoryId)
    .orderBy(sql`(p.stock > 0)`, 'desc')
    .orderBy('p.is_best_seller', 'desc')
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id', 'desc')
    .limit(1)
    .execute();
  if (!row) return { product: null, items: [], basis: 'none' };
  const [product] = await toSummaries(db, [row]);
  const ruled = targetIds.length > 0;
  const items = await pickFromTargets(db, ruled ? targetIds : [categoryId], [row.id], limit);
  return { product: product ?? null, items, basis: ruled ? 'rule' : 'same-category' };
}
