import { bulkPriceSchema, bulkStockSchema, type BulkChangeResult, type BulkChangeRow, type ImportReport, type ImportRow } from '../../../schemas/api/product-csv';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => reply(200, { status: true, message, data });
const fail = (status: number, message: string, problems?: { index: number; field: string; message: string }[]) => reply(status, { status: false, message, ...(problems ? { problems } : {}) });

/** A file with this word in a row is refused there, as the server refuses a price above the MRP. */
export const REFUSE = 'REFUSE';

const change = (id: number, title: string, before: number, after: number, refused: string | null = null): BulkChangeRow => ({
  product_id: id,
  variant_id: null,
  title,
  variant_label: '',
  before: { price_paise: before, mrp_paise: 1_49_990_00, stock: 6 },
  after: { price_paise: after, mrp_paise: 1_49_990_00, stock: 6 },
  refused,
});

/**
 * The bulk routes at the network boundary: an import reports each data row
 * (the first updated, the rest created, a row holding REFUSE refused); a
 * price or stock change previews two figures changing and one refused.
 * `calls` is what the studio sent, with each CSV as text.
 */
export class FakeProductBulk {
  imports: { dryRun: boolean; csv: string }[] = [];

  private report(csv: string, dryRun: boolean): ImportReport {
    const lines = csv.split(/\r?\n/).slice(1).filter((l) => l.trim() !== '');
    const refusedAny = lines.some((l) => l.includes(REFUSE));
    const rows: ImportRow[] = lines.map((l, i) => {
      const refused = l.includes(REFUSE);
      const action = refused || refusedAny ? 'refused' : i === 0 ? 'updated' : 'created';
      return {
        line: i + 2,
        action,
        product_id: i === 0 ? 101 : null,
        slug: `row-${i + 2}`,
        title: l.split(',')[2] ?? '',
        variant_label: '',
        problems: refused ? [{ column: 'price_rupees', message: 'The price cannot be above the MRP (₹4,000.00)' }] : refusedAny ? [{ column: '', message: 'Refused with the rest of its product: see line 3' }] : [],
      };
    });
    const count = (a: ImportRow['action']) => rows.filter((r) => r.action === a).length;
    const tally = { created: count('created'), updated: count('updated'), unchanged: 0, refused: count('refused') };
    return { dry_run: dryRun, written: !dryRun && tally.refused === 0, counts: { rows: rows.length, ...tally }, products: tally, rows };
  }

  private bulk(preview: boolean, skip: boolean, stock: boolean): Response {
    const rows = [change(101, 'ASUS ROG Strix G16', 1_34_990_00, 1_48_489_00), change(102, 'MSI Katana 15', 89_990_00, 98_989_00)];
    const refused = [change(105, 'HyperX Cloud III headset', 1_49_990_00, 1_64_989_00, 'The price (₹1,64,989.00) would be above the MRP (₹1,49,990.00)')];
    const result: BulkChangeResult = { preview, applied: !preview, counts: { products: 3, items: 3, changed: 2, unchanged: 0, refused: 1 }, rows, refused };
    if (stock) for (const r of [...rows, ...refused]) r.after.stock = 7;
    if (!preview && !skip) return fail(422, '1 figure cannot take this change, so nothing was changed');
    return ok(result);
  }

  /** An answer for the bulk paths; null for any other path. */
  route(method: string, path: string, query: URLSearchParams, body: unknown): Response | null {
    if (method !== 'POST') return null;
    if (path === 'admin/studio/products/import') {
      const dryRun = query.get('dry_run') === '1';
      const csv = typeof body === 'string' ? body : '';
      this.imports.push({ dryRun, csv });
      const report = this.report(csv, dryRun);
      if (!dryRun && report.counts.refused > 0) return fail(422, 'Rows are refused, so nothing was imported');
      return ok(report);
    }
    if (path === 'admin/studio/products/bulk-price' || path === 'admin/studio/products/bulk-stock') {
      const stock = path.endsWith('stock');
      const parsed = (stock ? bulkStockSchema : bulkPriceSchema).safeParse(body);
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Not a valid change');
      return this.bulk(parsed.data.preview, parsed.data.skip_refused, stock);
    }
    return null;
  }
}
