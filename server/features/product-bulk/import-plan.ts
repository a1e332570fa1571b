import { PRODUCT_CSV_SHARED_COLUMNS, type ImportAction, type ImportRow, type ProductCsvColumn } from '../../../schemas/api/product-csv';
import { productInputSchema, type ProductInput, type ProductVariantInput } from '../../../schemas/api/product-desk';
import { judgeProduct, productSlug, type CheckedProduct } from '../product-desk/check';
import type { FileProduct, FileVariant } from './csv-rows';
import type { ImportLookups } from './import-lookups';
import { readAttributes, readFlags, readGst, readHighlights, readId, readPaise, readPlacement, readSpecifications, readWhole, RowProblems } from './read-cells';
import type { CsvRow } from './read-file';
import { sameProduct } from './same-product';

/** One product of the file: its rows, what it becomes, and what the import does with it. */
export interface PlannedProduct {
  action: ImportAction;
  /** The product it changes; null for a new one. */
  id: number | null;
  input: ProductInput;
  /** Set unless refused. */
  checked: CheckedProduct | null;
  current: FileProduct | undefined;
  currentVariants: readonly FileVariant[];
  rows: readonly CsvRow[];
}

export interface ImportPlan {
  products: PlannedProduct[];
  /** Every row in file order. */
  report: ImportRow[];
}

/** The desk's field names (schemas/api/product-desk.ts) as the file's columns. */
const FIELD_COLUMNS: Readonly<Record<string, ProductCsvColumn>> = {
  title: 'title',
  slug: 'slug',
  description: 'description',
  highlights: 'highlights',
  brand_id: 'brand',
  category_id: 'category',
  sub_category_id: 'sub_category',
  specifications: 'specifications',
  price_paise: 'price_rupees',
  mrp_paise: 'mrp_rupees',
  gst_rate: 'gst_rate',
  hsn_code: 'hsn_code',
  stock: 'stock',
  max_per_order: 'max_per_order',
  variants: 'variant_label',
};
const VARIANT_COLUMNS: Readonly<Record<string, ProductCsvColumn>> = {
  id: 'variant_id',
  label: 'variant_label',
  attributes: 'variant_attributes',
  price_paise: 'price_rupees',
  mrp_paise: 'mrp_rupees',
  stock: 'stock',
};

/** Rows of one product: by product_id, else slug, else (a new product without either) title. */
function groupKey({ cells, line }: CsvRow): string {
  const id = cells.product_id.trim();
  if (id !== '') return `id:${id}`;
  const slug = cells.slug.trim();
  if (slug !== '') return `slug:${slug}`;
  const title = cells.title.trim();
  return title === '' ? `line:${line}` : `title:${title}`;
}

function identifiedBy({ cells }: CsvRow): ProductCsvColumn {
  if (cells.product_id.trim() !== '') return 'product_id';
  return cells.slug.trim() !== '' ? 'slug' : 'title';
}

interface Built {
  rows: readonly CsvRow[];
  problems: Map<CsvRow, RowProblems>;
  id: number | null;
  input: ProductInput;
  checked: CheckedProduct | null;
  current: FileProduct | undefined;
  currentVariants: readonly FileVariant[];
}

/** A product's rows as the desk's input, every problem recorded against its row and column. */
function buildProduct(rows: readonly CsvRow[], lookups: ImportLookups): Built {
  const problems = new Map(rows.map((row) => [row, new RowProblems()]));
  const of = (row: CsvRow) => problems.get(row) ?? new RowProblems();
  const first = rows[0]!;
  const head = of(first);

  for (const row of rows) {
    if (row.width !== null) of(row).add('', `This row has ${row.width} fields, not one per column of the first row: a field holding a comma must be in quotes`);
  }
  for (const row of rows.slice(1)) {
    for (const column of PRODUCT_CSV_SHARED_COLUMNS) {
      if (row.cells[column].trim() !== first.cells[column].trim()) of(row).add(column, `Differs from line ${first.line}: every row of a product repeats its product columns alike`);
    }
  }

  const productId = readId(first, head, 'product_id');
  const slugCell = first.cells.slug.trim();
  let current = productId === null ? undefined : lookups.products.get(productId);
  if (productId !== null && !current) head.add('product_id', `No product #${productId}; leave product_id empty to add a new product`);
  if (productId === null && slugCell !== '') {
    const owner = lookups.slugOwner.get(slugCell);
    current = owner ? lookups.products.get(owner.id) : undefined;
  }
  const id = current?.id ?? null;
  const own = id === null ? [] : (lookups.variants.get(id) ?? []);

  const labelled = rows.some((r) => r.cells.variant_label.trim() !== '');
  // Rows sharing an id, slug or title with no variant labels are more likely two products than one product's variants.
  if (rows.length > 1 && !labelled) {
    const column = identifiedBy(first);
    for (const row of rows.slice(1)) of(row).add(column, `Line ${first.line} has the same ${column}: rows of one product each need a variant_label, and different products need different ${column}s`);
  }
  const withVariants = labelled || rows.some((r) => r.cells.variant_id.trim() !== '' || r.cells.variant_attributes.trim() !== '');
  const variants: ProductVariantInput[] = withVariants
    ? rows.map((row) => {
        const p = of(row);
        const label = row.cells.variant_label.trim();
        if (label === '') p.add('variant_label', rows.length > 1 ? 'Give each row of a product with variants its variant_label' : 'Give the variant a variant_label, or leave variant_id and variant_attributes empty');
        const variantId = readId(row, p, 'variant_id');
        return {
          ...(variantId === null ? {} : { id: variantId }),
          label,
          attributes: readAttributes(row, p),
          price_paise: readPaise(row, p, 'price_rupees'),
          mrp_paise: readPaise(row, p, 'mrp_rupees'),
          stock: readWhole(row, p, 'stock', 'stock'),
        };
      })
    : [];
  claimVariants(variants, own, rows, of);

  const offer = withVariants
    ? { price_paise: variants[0]?.price_paise ?? 0, mrp_paise: variants[0]?.mrp_paise ?? 0, stock: 0 }
    : { price_paise: readPaise(first, head, 'price_rupees'), mrp_paise: readPaise(first, head, 'mrp_rupees'), stock: readWhole(first, head, 'stock', 'stock') };
  const raw: ProductInput = {
    title: first.cells.title.trim(),
    // An update without a slug keeps the product's address; a new product's is made from its title.
    slug: slugCell === '' ? (current?.slug ?? '') : slugCell,
    description: first.cells.description.trim(),
    highlights: readHighlights(first),
    ...readPlacement(first, head, lookups.names),
    specifications: readSpecifications(first, head),
    ...offer,
    gst_rate: readGst(first, head),
    hsn_code: first.cells.hsn_code.trim(),
    max_per_order: readWhole(first, head, 'max_per_order', 'most one shopper may buy at once', 1),
    ...readFlags(first, head),
    variants,
    related_ids: [],
  };

  // Columns that already have a problem from reading their cells: the schema's complaint about the stand-in value would only repeat it.
  const read = new Map(rows.map((row) => [row, new Set(of(row).list.map((p) => p.column))]));
  const report = (path: readonly (string | number)[], message: string) => {
    const [field, index, sub] = path;
    const inVariant = field === 'variants' && typeof index === 'number';
    const row = inVariant && withVariants ? (rows[index] ?? first) : first;
    const column = inVariant ? (VARIANT_COLUMNS[String(sub)] ?? 'variant_label') : (FIELD_COLUMNS[String(field)] ?? '');
    const unread = read.get(row);
    // "Price above the MRP" means nothing when either amount could not be read.
    if (unread?.has(column) || (column === 'price_rupees' && unread?.has('mrp_rupees'))) return;
    of(row).add(column, message);
  };

  const parsed = productInputSchema.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) report(issue.path.map((k) => (typeof k === 'number' ? k : String(k))), issue.message);
  const input = parsed.success ? parsed.data : raw;
  const slug = productSlug(input);
  const owner = lookups.slugOwner.get(slug);
  const taken = owner && owner.id !== id ? owner : undefined;
  const judged = judgeProduct(input, id, {
    brand: input.brand_id > 0 ? { name: lookups.names.brandName(input.brand_id) } : undefined,
    category: lookups.names.category(input.category_id),
    sub: input.sub_category_id === null ? undefined : lookups.names.category(input.sub_category_id),
    taken,
    ownVariantIds: own.map((v) => v.id),
    relatedFound: [],
  });
  if (!judged.ok) {
    for (const problem of judged.problems) {
      const path = problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      report(path, csvWording(problem.field, problem.message, { slug, taken, variants: input.variants }));
    }
  }
  return { rows, problems, id, input, checked: judged.ok ? judged.value : null, current, currentVariants: own };
}

/**
 * Variant ids the rows give must be this product's and appear once; a row
 * without one takes the product's variant of the same label, so carts
 * holding it stay valid.
 */
function claimVariants(variants: ProductVariantInput[], own: readonly FileVariant[], rows: readonly CsvRow[], of: (row: CsvRow) => RowProblems): void {
  const claimed = new Map<number, number>();
  variants.forEach((v, i) => {
    if (v.id === undefined) return;
    const line = claimed.get(v.id);
    if (line !== undefined) of(rows[i]!).add('variant_id', `Variant #${v.id} is already on line ${line}`);
    claimed.set(v.id, rows[i]!.line);
  });
  for (const v of variants) {
    if (v.id !== undefined) continue;
    const match = own.find((o) => !claimed.has(o.id) && o.label.toLowerCase() === v.label.toLowerCase());
    if (match) {
      v.id = match.id;
      claimed.set(match.id, 0);
    }
  }
}

/** The desk's messages speak of its form; the file's of its columns. */
function csvWording(field: string, message: string, context: { slug: string; taken: { id: number; title: string } | undefined; variants: readonly ProductVariantInput[] }): string {
  if (field === 'slug' && context.taken) return `Product #${context.taken.id} (${context.taken.title}) already has the slug ${context.slug}; give this product another`;
  const variant = /^variants\.(\d+)\.id$/.exec(field);
  if (variant) return `Variant #${context.variants[Number(variant[1])]?.id ?? '?'} is not a variant of this product; leave variant_id empty to add a new one`;
  return message;
}

/**
 * What importing these rows would do, row by row, without writing: every
 * product is checked with the desk's own rules (schema and checkProduct's)
 * against the lookups, plus the file's own: one slug per product, one
 * product per group of rows, variant rows agreeing on the product columns.
 */
export function planImport(rows: readonly CsvRow[], lookups: ImportLookups): ImportPlan {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const key = groupKey(row);
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  const built = [...groups.values()].map((group) => buildProduct(group, lookups));

  // Across products: each slug and each existing product at most once in the file.
  const slugLine = new Map<string, number>();
  const productLine = new Map<number, number>();
  for (const b of built) {
    const first = b.rows[0]!;
    const head = b.problems.get(first);
    const slug = productSlug(b.input);
    const slugAt = slugLine.get(slug);
    if (slugAt !== undefined && slug !== '') head?.add('slug', `Line ${slugAt} already uses the slug ${slug}; every product needs its own`);
    else slugLine.set(slug, first.line);
    if (b.id !== null) {
      const at = productLine.get(b.id);
      if (at !== undefined) head?.add(first.cells.product_id.trim() === '' ? 'slug' : 'product_id', `Line ${at} already changes product #${b.id}; give all its rows the same product_id`);
      else productLine.set(b.id, first.line);
    }
  }

  const products: PlannedProduct[] = [];
  const report: ImportRow[] = [];
  for (const b of built) {
    const refusedAt = b.rows.find((row) => (b.problems.get(row)?.list.length ?? 0) > 0)?.line;
    const action: ImportAction =
      refusedAt !== undefined || !b.checked ? 'refused' : b.id === null ? 'created' : b.current && sameProduct(b.current, b.currentVariants, b.input, b.checked) ? 'unchanged' : 'updated';
    products.push({ action, id: b.id, input: b.input, checked: action === 'refused' ? null : b.checked, current: b.current, currentVariants: b.currentVariants, rows: b.rows });
    for (const row of b.rows) {
      const own = b.problems.get(row)?.list ?? [];
      report.push({
        line: row.line,
        action,
        product_id: b.id,
        slug: b.checked?.slug ?? productSlug(b.input),
        title: b.input.title,
        variant_label: row.cells.variant_label.trim(),
        problems: action === 'refused' && own.length === 0 ? [{ column: '', message: `Refused with the rest of its product: see line ${refusedAt ?? b.rows[0]!.line}` }] : own,
      });
    }
  }
  report.sort((a, b) => a.line - b.line);
  return { products, report };
}
