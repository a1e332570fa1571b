import { CSV_FLAGS, CSV_LIST_SEPARATOR, PRODUCT_CSV_COLUMNS, type CsvFlag, type ProductCsvColumn } from '../../../schemas/api/product-csv';
import type { CatalogueNames } from './catalogue-names';
import { csvLine } from './csv-write';
import { joinList, joinPairs } from './list-cells';

/** A product as the file carries it (and as the import compares it with the database). */
export interface FileProduct {
  id: number;
  slug: string;
  title: string;
  brand_id: number;
  category_id: number;
  sub_category_id: number | null;
  description: string;
  highlights: string[];
  specifications: { name: string; value: string }[];
  price_paise: number;
  mrp_paise: number;
  gst_rate: number;
  hsn_code: string;
  stock: number;
  max_per_order: number;
  is_best_seller: boolean;
  is_hot_deal: boolean;
  is_new_arrival: boolean;
}

export interface FileVariant {
  id: number;
  label: string;
  attributes: Record<string, string>;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}

/** Paise as the file writes rupees: 7499000 → "74990.00", plain digits that every spreadsheet reads as a number. */
export function csvRupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export function flagsText(product: Pick<FileProduct, 'is_best_seller' | 'is_hot_deal' | 'is_new_arrival'>): string {
  return (Object.keys(CSV_FLAGS) as CsvFlag[]).filter((flag) => product[CSV_FLAGS[flag]]).join(CSV_LIST_SEPARATOR);
}

export const headerLine = (): string => csvLine(PRODUCT_CSV_COLUMNS);

/** The product's rows: one without variants, one per variant (in their order) with. */
export function productLines(product: FileProduct, variants: readonly FileVariant[], names: CatalogueNames): string {
  const shared = {
    product_id: String(product.id),
    slug: product.slug,
    title: product.title,
    brand: names.brandName(product.brand_id),
    category: names.category(product.category_id)?.title ?? '',
    sub_category: product.sub_category_id === null ? '' : (names.category(product.sub_category_id)?.title ?? ''),
    description: product.description,
    highlights: joinList(product.highlights),
    specifications: joinPairs(product.specifications, '|'),
    gst_rate: String(product.gst_rate),
    hsn_code: product.hsn_code,
    max_per_order: String(product.max_per_order),
    flags: flagsText(product),
  };
  const line = (own: Pick<Record<ProductCsvColumn, string>, 'price_rupees' | 'mrp_rupees' | 'stock' | 'variant_id' | 'variant_label' | 'variant_attributes'>) => {
    const cells: Record<ProductCsvColumn, string> = { ...shared, ...own };
    return csvLine(PRODUCT_CSV_COLUMNS.map((column) => cells[column]));
  };
  if (variants.length === 0) {
    return line({ price_rupees: csvRupees(product.price_paise), mrp_rupees: csvRupees(product.mrp_paise), stock: String(product.stock), variant_id: '', variant_label: '', variant_attributes: '' });
  }
  return variants
    .map((v) =>
      line({
        price_rupees: csvRupees(v.price_paise),
        mrp_rupees: csvRupees(v.mrp_paise),
        stock: String(v.stock),
        variant_id: String(v.id),
        variant_label: v.label,
        variant_attributes: joinPairs(
          Object.entries(v.attributes).map(([name, value]) => ({ name, value })),
          ';',
        ),
      }),
    )
    .join('');
}
