import type { ProductDeskDetail, ProductDeskOptions, ProductInput } from '../../../schemas/api/product-desk';
import { readRupees, rupeesInputText } from '../../../schemas/rupees';
import type { ProductText, ProductTranslations, TranslatedLocale } from '../../../schemas/api/catalog-translations';

/*
 * The editor's form as typed: every number a string, so a half-typed price
 * is kept as it is, and rupees until the save turns them into paise. Errors
 * are keyed by the field names the server's problems use ('price_paise',
 * 'variants.1.stock'), so one map serves the browser's checks and the server's.
 */

let nextKey = 0;
const key = () => `row-${(nextKey += 1)}`;

export interface VariantDraft {
  key: string;
  id?: number;
  label: string;
  /** "Memory: 16 GB; Storage: 512 GB" */
  attributes: string;
  price: string;
  mrp: string;
  stock: string;
  /** The stock the editor opened with: the save applies the difference. */
  stockSeen?: number;
}

export interface SpecDraft {
  key: string;
  name: string;
  value: string;
}

export interface ProductDraft {
  title: string;
  slug: string;
  description: string;
  /** One per line. */
  highlights: string;
  brandId: string;
  categoryId: string;
  subCategoryId: string;
  specifications: SpecDraft[];
  price: string;
  mrp: string;
  gstRate: string;
  hsnCode: string;
  stock: string;
  stockSeen?: number;
  maxPerOrder: string;
  bestSeller: boolean;
  hotDeal: boolean;
  newArrival: boolean;
  variants: VariantDraft[];
  related: { id: number; title: string }[];
  /** Title and description in other languages, as typed: empty fields are dropped by the save. */
  translations: ProductTranslations;
}

/** The translations with one field's words replaced. */
export function withTranslation(translations: ProductTranslations, locale: TranslatedLocale, field: keyof ProductText, words: string): ProductTranslations {
  return { ...translations, [locale]: { ...translations[locale], [field]: words } };
}

export type DraftErrors = Record<string, string>;

export const attributesText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

export function readAttributes(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    if (colon < 1) return null;
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!name || !value) return null;
    out[name] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

export const emptyVariant = (): VariantDraft => ({ key: key(), label: '', attributes: '', price: '', mrp: '', stock: '0' });
export const emptySpec = (name = ''): SpecDraft => ({ key: key(), name, value: '' });

export function draftFromDetail(p: ProductDeskDetail): ProductDraft {
  return {
    title: p.title,
    slug: p.slug,
    description: p.description,
    highlights: p.highlights.join('\n'),
    brandId: String(p.brand_id),
    categoryId: String(p.category_id),
    subCategoryId: p.sub_category_id === null ? '' : String(p.sub_category_id),
    specifications: p.specifications.map((s) => ({ key: key(), ...s })),
    price: rupeesInputText(p.price_paise),
    mrp: rupeesInputText(p.mrp_paise),
    gstRate: String(p.gst_rate),
    hsnCode: p.hsn_code,
    stock: String(p.stock),
    stockSeen: p.stock,
    maxPerOrder: String(p.max_per_order),
    bestSeller: p.is_best_seller,
    hotDeal: p.is_hot_deal,
    newArrival: p.is_new_arrival,
    variants: p.variants.map((v) => ({
      key: key(),
      id: v.id,
      label: v.label,
      attributes: attributesText(v.attributes),
      price: rupeesInputText(v.price_paise),
      mrp: rupeesInputText(v.mrp_paise),
      stock: String(v.stock),
      stockSeen: v.stock,
    })),
    related: p.related,
    translations: p.translations,
  };
}

export function newDraft(): ProductDraft {
  return {
    title: '',
    slug: '',
    description: '',
    highlights: '',
    brandId: '',
    categoryId: '',
    subCategoryId: '',
    specifications: [],
    price: '',
    mrp: '',
    gstRate: '18',
    hsnCode: '',
    stock: '0',
    maxPerOrder: '5',
    bestSeller: false,
    hotDeal: false,
    newArrival: true,
    variants: [],
    related: [],
    translations: {},
  };
}

/** Choosing a category for a new product brings its usual tax figures and the specification rows its products show. */
export function withCategory(draft: ProductDraft, categoryId: string, options: ProductDeskOptions): ProductDraft {
  const category = options.categories.find((c) => String(c.id) === categoryId);
  const next = { ...draft, categoryId, subCategoryId: '' };
  if (!category) return next;
  const filled = draft.specifications.filter((s) => s.value.trim() !== '');
  const names = new Set(filled.map((s) => s.name));
  return {
    ...next,
    hsnCode: draft.hsnCode || category.hsn_code,
    gstRate: draft.hsnCode ? draft.gstRate : String(category.gst_rate),
    specifications: [...filled, ...category.specification_names.filter((n) => !names.has(n)).map((n) => emptySpec(n))],
  };
}

function wholeNumber(text: string, field: string, name: string, errors: DraftErrors): number {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) {
    errors[field] = `${name} must be a whole number`;
    return 0;
  }
  return Number(trimmed);
}

function paise(text: string, field: string, name: string, errors: DraftErrors): number {
  const read = readRupees(text, name);
  if (read.ok) return read.paise;
  errors[field] = read.message;
  return 0;
}

/** The request body, or the fields the browser can already tell are wrong. */
export function inputFromDraft(draft: ProductDraft): { ok: true; input: ProductInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const hasVariants = draft.variants.length > 0;
  const variants = draft.variants.map((v, i) => {
    const attributes = readAttributes(v.attributes);
    if (!attributes) errors[`variants.${i}.attributes`] = 'Write the choices as Name: value, separated by semicolons (Memory: 16 GB; Colour: Silver)';
    return {
      ...(v.id === undefined ? {} : { id: v.id }),
      label: v.label.trim(),
      attributes: attributes ?? {},
      price_paise: paise(v.price, `variants.${i}.price_paise`, 'The price', errors),
      mrp_paise: paise(v.mrp, `variants.${i}.mrp_paise`, 'The MRP', errors),
      stock: wholeNumber(v.stock, `variants.${i}.stock`, 'Stock', errors),
      ...(v.stockSeen === undefined ? {} : { stock_seen: v.stockSeen }),
    };
  });
  if (draft.title.trim().length < 3) errors.title = 'Enter a title of at least 3 characters';
  if (draft.brandId === '') errors.brand_id = 'Choose a brand';
  if (draft.categoryId === '') errors.category_id = 'Choose a category';
  const input: ProductInput = {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    description: draft.description.trim(),
    highlights: draft.highlights
      .split('\n')
      .map((h) => h.trim())
      .filter(Boolean),
    brand_id: Number(draft.brandId),
    category_id: Number(draft.categoryId),
    sub_category_id: draft.subCategoryId === '' ? null : Number(draft.subCategoryId),
    // A template row left without a value is not saved; a value needs its name.
    specifications: draft.specifications
      .filter((s) => s.value.trim() !== '')
      .map((s, i) => {
        if (s.name.trim() === '') errors[`specifications.${i}.name`] = `Name the specification whose value is “${s.value.trim()}”`;
        return { name: s.name.trim(), value: s.value.trim() };
      }),
    price_paise: hasVariants ? 0 : paise(draft.price, 'price_paise', 'The price', errors),
    mrp_paise: hasVariants ? 0 : paise(draft.mrp, 'mrp_paise', 'The MRP', errors),
    gst_rate: draft.gstRate === '0' ? 0 : draft.gstRate === '5' ? 5 : draft.gstRate === '12' ? 12 : draft.gstRate === '28' ? 28 : 18,
    hsn_code: draft.hsnCode.trim(),
    stock: hasVariants ? 0 : wholeNumber(draft.stock, 'stock', 'Stock', errors),
    ...(hasVariants || draft.stockSeen === undefined ? {} : { stock_seen: draft.stockSeen }),
    max_per_order: wholeNumber(draft.maxPerOrder, 'max_per_order', 'The limit per order', errors),
    is_best_seller: draft.bestSeller,
    is_hot_deal: draft.hotDeal,
    is_new_arrival: draft.newArrival,
    variants,
    related_ids: draft.related.map((r) => r.id),
    translations: draft.translations,
  };
  if (!hasVariants && !errors.price_paise && !errors.mrp_paise && input.price_paise > input.mrp_paise) errors.price_paise = 'The price cannot be above the MRP';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
