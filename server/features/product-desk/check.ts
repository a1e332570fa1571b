import type { Kysely, Transaction } from 'kysely';
import type { ProductInput } from '../../../schemas/api/product-desk';
import { SLUG_PATTERN, slugify } from '../../../schemas/slug';
import type { Database } from '../../db/types';
import type { FieldProblem } from '../../http/respond';
import { formatRupees } from '../checkout/rupees';

type Db = Kysely<Database> | Transaction<Database>;

export interface CheckedProduct {
  slug: string;
  brand: string;
  category: { title: string; kind: string };
  subCategory: string | null;
}

const problem = (field: string, message: string): FieldProblem => ({ index: -1, field, message });

/** The rules a schema cannot see alone: prices against MRPs, and the rows the product points at. */
function priceProblems(input: ProductInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.variants.length === 0 && input.price_paise > input.mrp_paise) {
    problems.push(problem('price_paise', `The price cannot be above the MRP (${formatRupees(input.mrp_paise)})`));
  }
  const labels = new Set<string>();
  input.variants.forEach((v, i) => {
    if (v.price_paise > v.mrp_paise) problems.push(problem(`variants.${i}.price_paise`, `The price cannot be above the MRP (${formatRupees(v.mrp_paise)})`));
    if (Object.keys(v.attributes).length === 0) problems.push(problem(`variants.${i}.attributes`, 'Give the variant at least one choice, like Colour: Silver'));
    const label = v.label.toLowerCase();
    if (labels.has(label)) problems.push(problem(`variants.${i}.label`, `Another variant is already called "${v.label}"`));
    labels.add(label);
  });
  return problems;
}

export type CheckResult = { ok: true; value: CheckedProduct } | { ok: false; problems: FieldProblem[] };

/** The address a product is saved under: the one given, else one made from the title. */
export function productSlug(input: Pick<ProductInput, 'slug' | 'title'>): string {
  return input.slug === '' ? slugify(input.title).slice(0, 120).replace(/-+$/, '') : input.slug;
}

/**
 * The rows a product points at, as found in the database: checkProduct reads
 * them for one product, the CSV import for thousands at once.
 */
export interface ProductLookups {
  brand: { name: string } | undefined;
  category: { title: string; kind: string; parent_id: number | null } | undefined;
  sub: { title: string; parent_id: number | null } | undefined;
  /** Another product with the slug. */
  taken: { id: number; title: string } | undefined;
  /** Which of the input's variant ids are this product's own. */
  ownVariantIds: readonly number[];
  /** Which of the related ids exist. */
  relatedFound: readonly number[];
}

/**
 * Checks a product as the desk would save it; `productId` is the product
 * being edited (its own slug and variants are its own). Returns the problems
 * by field, or the names the search text and audit need.
 */
export async function checkProduct(db: Db, input: ProductInput, productId: number | null): Promise<CheckResult> {
  const slug = productSlug(input);
  const variantIds = input.variants.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  const related = input.related_ids;
  const [brand, category, sub, taken, ownVariants, relatedFound] = await Promise.all([
    db.selectFrom('brands').select('name').where('id', '=', input.brand_id).executeTakeFirst(),
    db.selectFrom('categories').select(['title', 'kind', 'parent_id']).where('id', '=', input.category_id).executeTakeFirst(),
    input.sub_category_id === null ? undefined : db.selectFrom('categories').select(['title', 'parent_id']).where('id', '=', input.sub_category_id).executeTakeFirst(),
    db
      .selectFrom('products')
      .select(['id', 'title'])
      .where('slug', '=', slug)
      .$if(productId !== null, (q) => q.where('id', '<>', productId ?? 0))
      .executeTakeFirst(),
    variantIds.length === 0 || productId === null
      ? []
      : db.selectFrom('product_variants').select('id').where('product_id', '=', productId).where('id', 'in', variantIds).execute(),
    related.length === 0 ? [] : db.selectFrom('products').select('id').where('id', 'in', related).execute(),
  ]);
  return judgeProduct(input, productId, { brand, category, sub, taken, ownVariantIds: ownVariants.map((v) => v.id), relatedFound: relatedFound.map((r) => r.id) });
}

/** checkProduct's rules on rows already found. */
export function judgeProduct(input: ProductInput, productId: number | null, { brand, category, sub, taken, ownVariantIds, relatedFound }: ProductLookups): CheckResult {
  const problems = priceProblems(input);
  const slug = productSlug(input);
  if (!SLUG_PATTERN.test(slug)) problems.push(problem('slug', 'Use lower-case letters, digits and single hyphens, like dell-inspiron-15'));
  const related = input.related_ids;
  if (!brand) problems.push(problem('brand_id', 'Choose a brand from the list'));
  if (!category || category.parent_id !== null) problems.push(problem('category_id', 'Choose a category from the list'));
  if (input.sub_category_id !== null && (!sub || sub.parent_id !== input.category_id)) {
    problems.push(problem('sub_category_id', 'Choose a sub-category of the chosen category'));
  }
  if (taken) problems.push(problem('slug', `Another product already has this address: ${taken.title}`));
  const own = new Set(ownVariantIds);
  input.variants.forEach((v, i) => {
    if (v.id !== undefined && !own.has(v.id)) problems.push(problem(`variants.${i}.id`, 'This variant belongs to another product; reload and try again'));
  });
  const found = new Set(relatedFound);
  if (related.some((id) => !found.has(id))) problems.push(problem('related_ids', 'A related product no longer exists; remove it and save again'));
  if (productId !== null && related.includes(productId)) problems.push(problem('related_ids', 'A product cannot be related to itself'));
  if (new Set(related).size !== related.length) problems.push(problem('related_ids', 'A related product is listed twice'));

  if (problems.length > 0 || !brand || !category) return { ok: false, problems };
  return { ok: true, value: { slug, brand: brand.name, category: { title: category.title, kind: category.kind }, subCategory: sub?.title ?? null } };
}
