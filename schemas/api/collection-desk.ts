import * as z from 'zod/mini';
import { SLUG_PATTERN, slugify } from '../slug';
import { int4 } from '../zod-helpers';
import { CATEGORY_KINDS, COLLECTION_TONES, categoryKindSchema } from './catalog';
import { categoryTranslationsSchema } from './catalog-translations';

/*
 * The studio's collections and categories desk: the rows staff see (with how
 * many products each holds), and what they send to create, rename, reorder,
 * delete and fill them. Shared by the server, which checks every write with
 * these, and the studio, which parses every answer and shows the same field
 * messages before sending.
 */

export const TITLE_LENGTH = { min: 2, max: 60 } as const;
export const SLUG_MAX = 60;
export const TAGLINE_MAX = 120;
export const DESCRIPTION_MAX = 600;
export const RETURN_DAYS_MAX = 30;
/** Products in one collection: a carousel shows at most 20, a collection page pages through the rest. */
export const MAX_COLLECTION_PRODUCTS = 200;
/** Rows in one level of a reorder: far above any shop's number of categories or collections. */
const MAX_LEVEL = 500;

const id = () => int4().check(z.positive());
const count = () => z.int().check(z.gte(0));

// ------------------------------------------------------------------ the rows

export const categoryDeskRowSchema = z.object({
  id: id(),
  /** Null for a top-level category. */
  parent_id: z.nullable(id()),
  title: z.string(),
  slug: z.string(),
  /** The illustration; a sub-category shows its parent's. */
  kind: categoryKindSchema,
  description: z.string(),
  position: z.int(),
  return_days: count(),
  /** A top-level category counts its sub-categories' products too (products always name their top level). */
  product_count: count(),
  /** The title in other languages; a language without one shows shoppers the English. */
  translations: z._default(categoryTranslationsSchema, {}),
});
export type CategoryDeskRow = z.output<typeof categoryDeskRowSchema>;

export const categoryDeskNodeSchema = z.object({
  ...categoryDeskRowSchema.shape,
  sub_categories: z.array(categoryDeskRowSchema),
});
export type CategoryDeskNode = z.output<typeof categoryDeskNodeSchema>;

/** GET admin/studio/categories: the tree, each level in the storefront's order. */
export const categoryDeskListSchema = z.array(categoryDeskNodeSchema);

export const collectionDeskRowSchema = z.object({
  id: id(),
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  tone: z.enum(COLLECTION_TONES),
  kind: categoryKindSchema,
  position: z.int(),
  product_count: count(),
});
export type CollectionDeskRow = z.output<typeof collectionDeskRowSchema>;

/** GET admin/studio/collections: in the storefront's order. */
export const collectionDeskListSchema = z.array(collectionDeskRowSchema);

/** A product in a collection, as the members editor lists it (the product desk's row, narrowed). */
export const collectionMemberSchema = z.object({
  id: id(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  price_paise: count(),
  stock: count(),
  thumbnail: z.string(),
});
export type CollectionMember = z.output<typeof collectionMemberSchema>;

/** GET admin/studio/collections/{id}/products: the collection and its products in their order. */
export const collectionMembersSchema = z.object({
  collection: collectionDeskRowSchema,
  products: z.array(collectionMemberSchema),
});
export type CollectionMembers = z.output<typeof collectionMembersSchema>;

// ---------------------------------------------------------------- the inputs

const titleInput = z
  .string('Give a title')
  .check(
    z.trim(),
    z.minLength(TITLE_LENGTH.min, `Give a title of at least ${TITLE_LENGTH.min} characters`),
    z.maxLength(TITLE_LENGTH.max, `Keep the title to ${TITLE_LENGTH.max} characters`),
  );

/** Empty: made from the title (slugOrTitle). */
const slugInput = z
  .string('Give the slug as text')
  .check(
    z.trim(),
    z.maxLength(SLUG_MAX, `Keep the slug to ${SLUG_MAX} characters`),
    z.refine((s) => s === '' || SLUG_PATTERN.test(s), 'Use lower-case letters, digits and single hyphens, like gaming-laptops'),
  );

const kindInput = z.enum(CATEGORY_KINDS, 'Choose an illustration from the list');
const toneInput = z.enum(COLLECTION_TONES, `Choose a tone: ${COLLECTION_TONES.join(', ')}`);
const descriptionInput = z.string('Give the description as text').check(z.trim(), z.maxLength(DESCRIPTION_MAX, `Keep the description to ${DESCRIPTION_MAX} characters`));
const taglineInput = z.string('Give the tagline as text').check(z.trim(), z.maxLength(TAGLINE_MAX, `Keep the tagline to ${TAGLINE_MAX} characters`));
const returnDaysInput = z
  .int('Give the return window as a whole number of days')
  .check(z.gte(0, 'Give 0 days (no returns) or more'), z.lte(RETURN_DAYS_MAX, `Give at most ${RETURN_DAYS_MAX} days`));

/** The slug a save stores: the one given, or one made from the title. '' when the title has no letters or digits. */
export function slugOrTitle(slug: string | undefined, title: string): string {
  return slug ? slug : slugify(title).slice(0, SLUG_MAX).replace(/-+$/, '');
}

const someChange = z.refine<object>((patch) => Object.values(patch).some((v) => v !== undefined), 'Change at least one field');

/**
 * POST admin/studio/categories. A sub-category names its top-level parent and
 * takes the parent's illustration; a top-level one chooses its own.
 */
export const categoryCreateSchema = z
  .strictObject({
    title: titleInput,
    slug: z.optional(slugInput),
    parent_id: z.optional(z.nullable(id())),
    kind: z.optional(kindInput),
    description: z.optional(descriptionInput),
    return_days: z.optional(returnDaysInput),
    translations: z.optional(categoryTranslationsSchema),
  })
  .check(
    z.refine((v) => (v.parent_id ?? null) !== null || v.kind !== undefined, {
      message: 'Choose an illustration for a top-level category',
      path: ['kind'],
    }),
  );
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

/** PATCH admin/studio/categories/{id}: the fields to change. Moving a category to another level is not offered. */
export const categoryUpdateSchema = z
  .strictObject({
    title: z.optional(titleInput),
    slug: z.optional(slugInput),
    kind: z.optional(kindInput),
    description: z.optional(descriptionInput),
    return_days: z.optional(returnDaysInput),
    /** Replaces the stored translations; empty titles are dropped (shoppers see the English). */
    translations: z.optional(categoryTranslationsSchema),
  })
  .check(someChange);
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

/** POST admin/studio/collections. */
export const collectionCreateSchema = z.strictObject({
  title: titleInput,
  slug: z.optional(slugInput),
  tagline: z.optional(taglineInput),
  description: z.optional(descriptionInput),
  tone: z.optional(toneInput),
  kind: kindInput,
});
export type CollectionCreate = z.output<typeof collectionCreateSchema>;

/** PATCH admin/studio/collections/{id}. */
export const collectionUpdateSchema = z
  .strictObject({
    title: z.optional(titleInput),
    slug: z.optional(slugInput),
    tagline: z.optional(taglineInput),
    description: z.optional(descriptionInput),
    tone: z.optional(toneInput),
    kind: z.optional(kindInput),
  })
  .check(someChange);
export type CollectionUpdate = z.output<typeof collectionUpdateSchema>;

const distinct = (what: string) => z.refine<number[]>((ids) => new Set(ids).size === ids.length, `A ${what} is listed twice`);

/**
 * PUT admin/studio/categories/order: every category of one level (the top
 * level, or one category's sub-categories) in the new order. The full list,
 * so a category someone added meanwhile is noticed instead of misplaced.
 */
export const categoryOrderSchema = z.strictObject({
  parent_id: z.nullable(id()),
  ids: z.array(id()).check(z.minLength(1, 'List the categories in their new order'), z.maxLength(MAX_LEVEL), distinct('category')),
});
export type CategoryOrder = z.output<typeof categoryOrderSchema>;

/** PUT admin/studio/collections/order: every collection in the new order. */
export const collectionOrderSchema = z.strictObject({
  ids: z.array(id()).check(z.minLength(1, 'List the collections in their new order'), z.maxLength(MAX_LEVEL), distinct('collection')),
});
export type CollectionOrder = z.output<typeof collectionOrderSchema>;

/** PUT admin/studio/collections/{id}/products: the collection's products in order, replacing what it held. */
export const collectionMembersUpdateSchema = z.strictObject({
  product_ids: z
    .array(id())
    .check(z.maxLength(MAX_COLLECTION_PRODUCTS, `A collection holds at most ${MAX_COLLECTION_PRODUCTS} products`), distinct('product')),
});
export type CollectionMembersUpdate = z.output<typeof collectionMembersUpdateSchema>;

// ----------------------------------------------------------------- the paths

export const collectionDeskPaths = {
  categories: 'admin/studio/categories',
  category: (categoryId: number) => `admin/studio/categories/${categoryId}`,
  categoryOrder: 'admin/studio/categories/order',
  collections: 'admin/studio/collections',
  collection: (collectionId: number) => `admin/studio/collections/${collectionId}`,
  collectionOrder: 'admin/studio/collections/order',
  members: (collectionId: number) => `admin/studio/collections/${collectionId}/products`,
} as const;
