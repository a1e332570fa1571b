import * as z from 'zod/mini';
import { int4, MAX_INT4, wholeNumber } from '../zod-helpers';
import { cartOwnerFormSchema } from './cart';
import { productSummarySchema } from './catalog';
import { catalogLocaleParam, withCatalogLocale } from './catalog-translations';
import { DEFAULT_LOCALE, type Locale } from '../locale';

/**
 * "Goes well with": the products a product page or a cart recommends, from
 * the categories the merchandiser relates to the product's category (a laptop
 * suggests a bag, a mouse and an external drive, never a phone charm).
 * Shared by the server, the storefront's carousel and the studio.
 */

const id = () => int4().check(z.positive());

/** A rule names at most this many targets: each one gets a place in the row, so more would never show. */
export const MAX_RULE_TARGETS = 8;
/** Products in one answer: a carousel shows 4 to 20. */
export const RECOMMENDATION_LIMIT = { min: 1, max: 20, fallback: 12 } as const;

// ----------------------------------------------------------------- the public read

/**
 * GET website/catalog/recommendations: either for one product (`product_id`),
 * or for the visitor's cart (`cart=1` with the cart's owner, as the cart calls
 * send it: the server checks a signed-in owner against the session cookie).
 */
const limitParam = z.optional(wholeNumber('limit', RECOMMENDATION_LIMIT.min, RECOMMENDATION_LIMIT.max));

export const productRecommendationQuerySchema = z.strictObject({
  product_id: wholeNumber('product_id', 1, MAX_INT4),
  limit: limitParam,
  /** The cards' language, as for the catalogue's other reads. */
  locale: catalogLocaleParam,
});

export const cartRecommendationQuerySchema = z.strictObject({
  cart: z.literal('1', 'cart must be 1'),
  ...cartOwnerFormSchema.shape,
  limit: limitParam,
  locale: catalogLocaleParam,
});

/** Where the products came from: the merchandiser's rule, or the same category when the category has none. */
export const RECOMMENDATION_BASES = ['rule', 'same-category', 'none'] as const;

export const recommendationsSchema = z.object({
  items: z.array(productSummarySchema),
  basis: z.enum(RECOMMENDATION_BASES),
});
export type Recommendations = z.output<typeof recommendationsSchema>;

/**
 * The rules are served twice with the same handlers: under admin/ for the
 * admin credential (HTTP basic, like the other admin writes), and under
 * admin/studio/ for the studio, whose session cookie is scoped to that path.
 */
export const recommendationPaths = {
  base: 'website/catalog/recommendations',
  rules: 'admin/recommendation-rules',
  preview: 'admin/recommendation-rules/preview',
  studioRules: 'admin/studio/recommendation-rules',
  studioPreview: 'admin/studio/recommendation-rules/preview',
} as const;

/** The SWR key and GET path for a product's recommendations; the server renders with the same key. */
export function productRecommendationsPath(productId: number, limit: number, locale: Locale = DEFAULT_LOCALE): string {
  return withCatalogLocale(`${recommendationPaths.base}?${new URLSearchParams({ product_id: String(productId), limit: String(limit) }).toString()}`, locale);
}

/** The same for a cart: its owner, exactly as the cart GET sends it. */
export function cartRecommendationsPath(owner: { user_id: number; session_id: string }, limit: number, locale: Locale = DEFAULT_LOCALE): string {
  const query = new URLSearchParams({ cart: '1', user_id: String(owner.user_id), session_id: owner.session_id, limit: String(limit) });
  return withCatalogLocale(`${recommendationPaths.base}?${query.toString()}`, locale);
}

// -------------------------------------------------------------- the merchandiser's rules

/** A target: a top-level category (everything in it) or one sub-category. */
export const ruleTargetSchema = z.object({
  category_id: id(),
  title: z.string(),
  /** The top-level category's title for a sub-category ("Accessories" for Laptop bags); null for a top-level one. */
  parent_title: z.nullable(z.string()),
  product_count: z.int().check(z.gte(0)),
});
export type RuleTarget = z.output<typeof ruleTargetSchema>;

/** One top-level category and its rule; `revision` 0 means no rule was ever saved. */
export const recommendationRuleSchema = z.object({
  category_id: id(),
  title: z.string(),
  targets: z.array(ruleTargetSchema),
  revision: z.int().check(z.gte(0)),
  updated_by: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
});
export type RecommendationRule = z.output<typeof recommendationRuleSchema>;

/** GET admin/recommendation-rules: every top-level category, in merchandising order, with its rule. */
export const recommendationRuleListSchema = z.array(recommendationRuleSchema);

/**
 * One rule to save: the ordered targets (an empty list removes the rule, and
 * the category falls back to its own products) and the revision it was read
 * at, so a second merchandiser's save is refused rather than overwritten.
 */
export const ruleUpdateSchema = z.strictObject({
  category_id: id(),
  target_ids: z
    .array(id())
    .check(
      z.maxLength(MAX_RULE_TARGETS, `A rule can name at most ${MAX_RULE_TARGETS} targets`),
      z.refine((ids) => new Set(ids).size === ids.length, 'A target is listed twice'),
    ),
  revision: int4('revision must be a whole number, 0 or more').check(z.gte(0, 'revision must be 0 or more')),
});
export type RuleUpdate = z.output<typeof ruleUpdateSchema>;

/** PUT admin/recommendation-rules: one or more rules, saved together or not at all. */
export const ruleListUpdateSchema = z.strictObject({
  rules: z.array(ruleUpdateSchema).check(
    z.minLength(1, 'Send at least one rule'),
    z.maxLength(100, 'Send at most 100 rules at once'),
    z.refine((rules) => new Set(rules.map((r) => r.category_id)).size === rules.length, 'A category is listed twice'),
  ),
});
export type RuleListUpdate = z.output<typeof ruleListUpdateSchema>;

/** GET admin/recommendation-rules/preview?category_id&target_ids: what a product of the category would get with these targets, saved or not. */
export const rulePreviewQuerySchema = z.strictObject({
  category_id: wholeNumber('category_id', 1, MAX_INT4),
  /** Comma-separated ids in order; empty for "no rule". */
  target_ids: z.pipe(
    z._default(z.string().check(z.regex(/^(\d{1,9}(,\d{1,9}){0,7})?$/, `target_ids must be up to ${MAX_RULE_TARGETS} comma-separated ids`)), ''),
    z.transform((s: string) => (s === '' ? [] : s.split(',').map(Number))),
  ),
});

export const rulePreviewSchema = z.object({
  /** The category's best-selling product in stock, the example the sample is for; null for an empty category. */
  product: z.nullable(productSummarySchema),
  items: z.array(productSummarySchema),
  basis: z.enum(RECOMMENDATION_BASES),
});
export type RulePreview = z.output<typeof rulePreviewSchema>;

/** The studio's sample request (also its SWR key). */
export function rulePreviewPath(categoryId: number, targetIds: readonly number[]): string {
  return `${recommendationPaths.studioPreview}?${new URLSearchParams({ category_id: String(categoryId), target_ids: targetIds.join(',') }).toString()}`;
}
