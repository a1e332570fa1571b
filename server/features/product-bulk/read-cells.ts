import { CSV_FLAGS, type CsvFlag, type ImportProblem, type ProductCsvColumn } from '../../../schemas/api/product-csv';
import { readRupees } from '../../../schemas/rupees';
import { GST_RATES } from '../../../schemas/api/product-desk';
import type { CatalogueNames } from './catalogue-names';
import { splitList, splitPairs } from './list-cells';
import type { CsvRow } from './read-file';

/*
 * A row's cells as the product fields they stand for. Each reader returns
 * the value, or records a problem against the column and returns a stand-in
 * the later checks pass over (they skip columns that already have one).
 */

export class RowProblems {
  readonly list: ImportProblem[] = [];
  add(column: ProductCsvColumn | '', message: string): void {
    if (!this.list.some((p) => p.column === column && p.message === message)) this.list.push({ column, message });
  }
  has(column: ProductCsvColumn | ''): boolean {
    return this.list.some((p) => p.column === column);
  }
}

const DIGITS = /^\d{1,9}$/;
const GST_RATES_TEXT = `${GST_RATES.slice(0, -1).join(', ')} or ${GST_RATES.at(-1)}`;

export function readWhole(row: CsvRow, problems: RowProblems, column: ProductCsvColumn, name: string, fallback = 0): number {
  const text = row.cells[column].trim().replaceAll(',', '');
  if (text === '') {
    problems.add(column, `Enter the ${name}`);
    return fallback;
  }
  if (!DIGITS.test(text)) {
    problems.add(column, `The ${name} must be a whole number, like 12`);
    return fallback;
  }
  return Number(text);
}

/** An id column: empty is null (a new product or variant). */
export function readId(row: CsvRow, problems: RowProblems, column: 'product_id' | 'variant_id'): number | null {
  const text = row.cells[column].trim();
  if (text === '') return null;
  if (!DIGITS.test(text) || Number(text) < 1) {
    problems.add(column, `${column} must be a product's number from an export, or empty for a new ${column === 'product_id' ? 'product' : 'variant'}`);
    return null;
  }
  return Number(text);
}

export function readPaise(row: CsvRow, problems: RowProblems, column: 'price_rupees' | 'mrp_rupees'): number {
  const read = readRupees(row.cells[column], column === 'price_rupees' ? 'The price' : 'The MRP');
  if (read.ok) return read.paise;
  problems.add(column, read.message);
  return 0;
}

export function readGst(row: CsvRow, problems: RowProblems): (typeof GST_RATES)[number] {
  const text = row.cells.gst_rate.trim().replace(/\s*%$/, '');
  const rate = GST_RATES.find((r) => String(r) === text);
  if (rate === undefined) problems.add('gst_rate', `The GST rate must be ${GST_RATES_TEXT} (percent)`);
  return rate ?? 18;
}

export function readFlags(row: CsvRow, problems: RowProblems): Record<(typeof CSV_FLAGS)[CsvFlag], boolean> {
  const flags = { is_best_seller: false, is_hot_deal: false, is_new_arrival: false };
  for (const word of row.cells.flags.split(/[\s|,;]+/)) {
    if (word === '') continue;
    const flag = word.toLowerCase().replaceAll('-', '_');
    if (flag in CSV_FLAGS) flags[CSV_FLAGS[flag as CsvFlag]] = true;
    else problems.add('flags', `Unknown flag "${word}": use ${Object.keys(CSV_FLAGS).join(', ')}`);
  }
  return flags;
}

export function readHighlights(row: CsvRow): string[] {
  return splitList(row.cells.highlights);
}

export function readSpecifications(row: CsvRow, problems: RowProblems): { name: string; value: string }[] {
  const { pairs, malformed } = splitPairs(row.cells.specifications, '|');
  for (const item of malformed) problems.add('specifications', `Write each specification as Name: value ("${item}" has no colon)`);
  return pairs;
}

export function readAttributes(row: CsvRow, problems: RowProblems): Record<string, string> {
  const { pairs, malformed } = splitPairs(row.cells.variant_attributes, ';');
  for (const item of malformed) problems.add('variant_attributes', `Write each choice as Name: value, separated by semicolons ("${item}" has no colon)`);
  const attributes: Record<string, string> = {};
  for (const { name, value } of pairs) {
    if (Object.hasOwn(attributes, name)) problems.add('variant_attributes', `"${name}" is given twice`);
    attributes[name] = value;
  }
  return attributes;
}

export interface Placement {
  brand_id: number;
  category_id: number;
  sub_category_id: number | null;
}

/** Brand, category and sub-category by name, with a refusal that says what would be found. */
export function readPlacement(row: CsvRow, problems: RowProblems, names: CatalogueNames): Placement {
  const brandText = row.cells.brand.trim();
  const brand = brandText === '' ? undefined : names.brandByName(brandText);
  if (brandText === '') problems.add('brand', 'Enter the brand');
  else if (!brand) problems.add('brand', `No brand called "${brandText}"; the product desk's Brand filter lists them`);

  const categoryText = row.cells.category.trim();
  const category = categoryText === '' ? undefined : names.topCategory(categoryText);
  if (categoryText === '') problems.add('category', 'Enter the category');
  else if (!category) {
    const other = names.anyCategory(categoryText);
    const parent = other?.parent_id == null ? undefined : names.category(other.parent_id);
    problems.add('category', parent ? `${other?.title} is a sub-category of ${parent.title}: write ${parent.title} under category and ${other?.title} under sub_category` : `No category called "${categoryText}"`);
  }

  const subText = row.cells.sub_category.trim();
  let sub: number | null = null;
  if (subText !== '' && category) {
    const found = names.subCategory(category.id, subText);
    if (found) sub = found.id;
    else problems.add('sub_category', `${category.title} has no sub-category called "${subText}"`);
  }
  return { brand_id: brand?.id ?? 0, category_id: category?.id ?? 0, sub_category_id: sub };
}
