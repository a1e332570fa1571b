import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import {
  bulkChangeResultSchema,
  importReportSchema,
  PRODUCT_CSV_COLUMNS,
  productCsvPaths,
  productExportPath,
  productImportPath,
  type BulkPriceInput,
  type BulkStockInput,
  type ImportReport,
  type ProductCsvColumn,
} from '../../schemas/api/product-csv';
import { productDeskDetailSchema, productDeskPaths, type ProductInput } from '../../schemas/api/product-desk';
import { createStaffAccount } from '../../server/features/staff/accounts';
import { parseCsv } from '../../server/features/product-bulk/csv-parse';
import { csvLine } from '../../server/features/product-bulk/csv-write';
import { createTestServer, databaseKind, json, type TestServer } from './harness';
import { cookieOf, signIn, studioAs, type Studio } from './studio-client';

let t: TestServer;
let desk: Studio;
let cookies: Record<'catalogue' | 'viewer' | 'merchandiser' | 'support', string>;

const problemsSchema = z.object({ message: z.string(), problems: z.array(z.object({ index: z.number(), field: z.string(), message: z.string() })) });

beforeAll(async () => {
  t = await createTestServer();
  const made = {} as typeof cookies;
  for (const role of ['catalogue', 'viewer', 'merchandiser', 'support'] as const) {
    const login = `${role}@csv.test`;
    const password = `${role}-password-123`;
    await createStaffAccount(t.db, { login, display_name: `${role} tester`, password, role });
    made[role] = cookieOf(await signIn(t.app, { user: login, password }));
  }
  cookies = made;
  desk = studioAs(t.app, cookies.catalogue);
});
afterAll(async () => {
  await t.close();
});

// ------------------------------------------------------------------ helpers

async function exportCsv(path: string = productCsvPaths.export, cookie = cookies.catalogue): Promise<{ res: Response; text: string; bytes: Uint8Array }> {
  const res = await t.app.request(`/api/${path}`, { headers: { Cookie: cookie } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, text: new TextDecoder().decode(bytes), bytes };
}

function importCsv(csv: string | Uint8Array, dryRun: boolean, cookie = cookies.catalogue): Promise<Response> {
  return Promise.resolve(t.app.request(`/api/${productImportPath(dryRun)}`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'text/csv' }, body: typeof csv === 'string' ? csv : new Blob([csv as Uint8Array<ArrayBuffer>]) }));
}

async function report(res: Response): Promise<ImportReport> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body).slice(0, 2000)).toBe(200);
  return envelopeSchema(importReportSchema).parse(body).data;
}

type Row = Record<ProductCsvColumn, string>;

/** The file's rows as records by column (header dropped). */
function rowsOf(text: string): Row[] {
  const [head, ...rest] = parseCsv(text);
  const columns = head!.fields;
  return rest.map((r) => Object.fromEntries(columns.map((c, i) => [c, r.fields[i] ?? ''])) as Row);
}

function fileOf(rows: readonly Partial<Row>[]): string {
  return csvLine(PRODUCT_CSV_COLUMNS) + rows.map((r) => csvLine(PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? ''))).join('');
}

/** The catalogue's rows as one digest per table: equal before and after means nothing was written. */
async function catalogueDigest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of ['products', 'product_variants', 'product_related']) {
    const row = await sql<{ digest: string | null }>`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.table(table)} x`.execute(t.db);
    out[table] = row.rows[0]?.digest ?? '';
  }
  return out;
}

const lastAudit = () => t.db.selectFrom('audit_log').select(['actor', 'action', 'key', 'summary', 'staff_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();

/** A new product's row without variants: every column a person would fill in. */
function newRow(overrides: Partial<Row> = {}): Partial<Row> {
  return {
    title: `Portronics Laptop Stand ${randomUUID().slice(0, 8)}`,
    brand: 'Portronics',
    category: 'Accessories',
    description: 'An aluminium stand that lifts a laptop to eye level.',
    highlights: 'Aluminium | Six heights',
    specifications: 'Material: Aluminium | Weight: 320 g',
    price_rupees: '1499',
    mrp_rupees: '2,999.00',
    gst_rate: '18',
    hsn_code: '8473',
    stock: '25',
    max_per_order: '3',
    flags: 'new_arrival',
    ...overrides,
  };
}

// ------------------------------------------------------------------ tests

describe(`products CSV (${databaseKind})`, () => {
  beforeEach(async () => {
    await t.reset();
  });

  it('exports every product as UTF-8 with a BOM, one row per variant, rupees with paise, as a download', async () => {
    const { res, text, bytes } = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(text);
    expect(parseCsv(text)[0]?.fields).toEqual([...PRODUCT_CSV_COLUMNS]);
    const products = Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const variants = await t.db.selectFrom('product_variants').select(['product_id']).execute();
    const withVariants = new Set(variants.map((v) => v.product_id)).size;
    expect(rows).toHaveLength(products - withVariants + variants.length);
    for (const row of rows) {
      expect(row.price_rupees).toMatch(/^\d+\.\d{2}$/);
      expect(row.mrp_rupees).toMatch(/^\d+\.\d{2}$/);
    }
    // Product 1 is a laptop with variants: its rows share the product columns and name each variant.
    const laptop = rows.filter((r) => r.product_id === '1');
    expect(laptop.length).toBeGreaterThan(1);
    expect(new Set(laptop.map((r) => r.title)).size).toBe(1);
    expect(laptop[0]).toMatchObject({ variant_label: '16 GB / 512 GB SSD', variant_attributes: 'RAM: 16 GB DDR5; Storage: 512 GB SSD', price_rupees: '61990.00', category: 'Laptops' });

    // The desk's filters choose what goes.
    const filtered = rowsOf((await exportCsv(productExportPath({ category_id: 1, stock: 'all' }))).text);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((r) => r.category === 'Laptops')).toBe(true);
    expect((await exportCsv(`${productCsvPaths.export}?stock=colour`)).res.status).toBe(400);
  });

  it('re-importing an export changes nothing: every row "unchanged", no revision moves', async () => {
    const { text } = await exportCsv();
    const before = await catalogueDigest();
    const dry = await report(await importCsv(text, true));
    expect(dry.counts.unchanged).toBe(dry.counts.rows);
    expect(dry.rows.every((r) => r.action === 'unchanged' && r.problems.length === 0)).toBe(true);
    const done = await report(await importCsv(text, false));
    expect(done).toMatchObject({ dry_run: false, written: true, counts: { created: 0, updated: 0, refused: 0 } });
    expect(await catalogueDigest()).toEqual(before);
    expect(await lastAudit()).toMatchObject({ actor: 'catalogue@csv.test', action: 'import-products', summary: `Imported ${done.counts.rows} rows: 0 created, 0 updated, ${done.counts.rows} unchanged` });
  });

  it('round-trips a laptop with variants: prices change, a variant is added and one removed, ids kept', async () => {
    const brand = await t.db.selectFrom('brands').select('id').where('name', '=', 'Lenovo').executeTakeFirstOrThrow();
    const category = await t.db.selectFrom('categories').select('id').where('slug', '=', 'laptops').executeTakeFirstOrThrow();
    const input: ProductInput = {
      title: `Lenovo Yoga Slim 7 ${randomUUID().slice(0, 6)}`,
      slug: '',
      description: 'A 14-inch OLED ultrabook.',
      highlights: ['2.8K OLED', 'All-day battery'],
      brand_id: brand.id,
      category_id: category.id,
      sub_category_id: null,
      specifications: [{ name: 'Processor', value: 'Intel Core Ultra 7 258V' }],
      price_paise: 0,
      mrp_paise: 0,
      gst_rate: 18,
      hsn_code: '8471',
      stock: 0,
      max_per_order: 2,
      is_best_seller: false,
      is_hot_deal: true,
      is_new_arrival: false,
      variants: [
        { label: '16 GB / 512 GB', attributes: { Memory: '16 GB', Storage: '512 GB' }, price_paise: 1_09_990_00, mrp_paise: 1_29_990_00, stock: 5 },
        { label: '32 GB / 1 TB', attributes: { Memory: '32 GB', Storage: '1 TB' }, price_paise: 1_34_990_00, mrp_paise: 1_54_990_00, stock: 3 },
      ],
      related_ids: [],
    };
    const created = await desk.data(productDeskDetailSchema, 'POST', productDeskPaths.list, input);
    const exported = rowsOf((await exportCsv(productExportPath({ q: created.slug, stock: 'all' }))).text);
    expect(exported.map((r) => r.variant_label)).toEqual(['16 GB / 512 GB', '32 GB / 1 TB']);
    expect(exported[0]).toMatchObject({ product_id: String(created.id), flags: 'hot_deal', highlights: '2.8K OLED | All-day battery', specifications: 'Processor: Intel Core Ultra 7 258V', price_rupees: '109990.00' });

    // In the spreadsheet: the first variant gets cheaper, the second goes, a 64 GB one arrives (no variant_id).
    const [first, second] = exported as [Row, Row];
    const edited = [
      { ...first, price_rupees: '1,04,990' },
      { ...second, variant_id: '', variant_label: '64 GB / 2 TB', variant_attributes: 'Memory: 64 GB; Storage: 2 TB', price_rupees: '189990.50', mrp_rupees: '209990', stock: '2' },
    ];
    const dry = await report(await importCsv(fileOf(edited), true));
    expect(dry.rows.map((r) => [r.line, r.action, r.variant_label])).toEqual([
      [2, 'updated', '16 GB / 512 GB'],
      [3, 'updated', '64 GB / 2 TB'],
    ]);
    const done = await report(await importCsv(fileOf(edited), false));
    expect(done.products).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });

    const detail = await desk.data(productDeskDetailSchema, 'GET', productDeskPaths.product(created.id));
    expect(detail.revision).toBe(created.revision + 1);
    expect(detail.variants.map((v) => [v.label, v.price_paise, v.stock])).toEqual([
      ['16 GB / 512 GB', 1_04_990_00, 5],
      ['64 GB / 2 TB', 1_89_990_50, 2],
    ]);
    expect(detail.variants[0]?.id).toBe(created.variants[0]?.id);
    // The product row follows its variants (migration 0007's triggers).
    expect(detail).toMatchObject({ price_paise: 1_04_990_00, stock: 7, is_hot_deal: true });

    // Exported again, the file reads as it was written (the new variant now has its id).
    const again = rowsOf((await exportCsv(productExportPath({ q: created.slug, stock: 'all' }))).text);
    expect(again.map(({ variant_id: _id, ...rest }) => rest)).toEqual(
      edited.map(({ variant_id: _id, ...rest }) => ({ ...rest, price_rupees: rest.price_rupees === '1,04,990' ? '104990.00' : rest.price_rupees, mrp_rupees: rest.mrp_rupees === '209990' ? '209990.00' : rest.mrp_rupees })),
    );
  });

  it('a dry run reports what would happen and writes nothing', async () => {
    const { text } = await exportCsv(productExportPath({ category_id: 1, stock: 'all' }));
    const rows = rowsOf(text);
    const single = rows.find((r) => r.variant_id === '')!;
    const file = fileOf([{ ...single, stock: String(Number(single.stock) + 7) }, newRow()]);
    const before = await catalogueDigest();
    const auditBefore = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const dry = await report(await importCsv(file, true));
    expect(dry).toMatchObject({ dry_run: true, written: false, counts: { rows: 2, created: 1, updated: 1, refused: 0 } });
    expect(dry.rows[1]).toMatchObject({ line: 3, action: 'created', product_id: null, slug: expect.stringMatching(/^portronics-laptop-stand-/) });
    expect(await catalogueDigest()).toEqual(before);
    expect(await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(auditBefore);
  });

  it('imports the example in docs/csv.md as it says', async () => {
    const example = /```csv\n([\s\S]*?)```/.exec(readFileSync(new URL('../../docs/csv.md', import.meta.url), 'utf8'))?.[1] ?? '';
    const dry = await report(await importCsv(example, true));
    expect(dry.rows.map((r) => [r.line, r.action, r.problems])).toEqual([
      [2, 'updated', []],
      [4, 'updated', []],
      [6, 'created', []],
    ]);
  });

  it('refuses the whole file for one broken row, naming the row, the column and the reason', async () => {
    const rows = rowsOf((await exportCsv(productExportPath({ category_id: 1, stock: 'all' }))).text).filter((r) => r.variant_id === '').slice(0, 2);
    const file = fileOf([{ ...rows[0]!, stock: '3' }, newRow(), newRow({ price_rupees: '5,000', mrp_rupees: '4,000' }), { ...rows[1]!, title: 'Renamed in passing' }]);
    const before = await catalogueDigest();
    const dry = await report(await importCsv(file, true));
    expect(dry.rows.map((r) => r.action)).toEqual(['updated', 'created', 'refused', 'updated']);
    expect(dry.rows[2]?.problems).toEqual([{ column: 'price_rupees', message: 'The price cannot be above the MRP (₹4,000.00)' }]);

    const res = await importCsv(file, false);
    expect(res.status).toBe(422);
    const body = problemsSchema.parse(await json(res));
    expect(body.message).toBe('1 row is refused, so nothing was imported; fix it and import the file again');
    expect(body.problems).toEqual([{ index: 4, field: 'price_rupees', message: 'The price cannot be above the MRP (₹4,000.00)' }]);
    expect(await catalogueDigest()).toEqual(before);
  });

  it('names every kind of refusal by row and column', async () => {
    const laptop = rowsOf((await exportCsv(productExportPath({ q: 'asus-tuf-gaming-f15-core-i5-12450h-rtx-3050', stock: 'all' }))).text);
    const takenSlug = laptop[0]!.slug;
    const file =
      fileOf([
        newRow({ brand: 'Acme Nonesuch' }), // 2
        newRow({ category: 'Gadgets' }), // 3
        newRow({ category: 'Gaming laptops', brand: 'ASUS' }), // 4
        newRow({ price_rupees: '12.345' }), // 5
        newRow({ mrp_rupees: 'lots' }), // 6
        newRow({ slug: 'same-slug-twice' }), // 7
        newRow({ slug: 'same-slug-twice' }), // 8: groups with line 7 by slug, disagreeing on the title
        newRow({ slug: takenSlug, product_id: '' }), // 9: an update by slug, turning the laptop into an accessory without variants
        { ...laptop[0]!, title: 'A different title' }, // 10: the laptop by id, disagreeing with its own next row
        laptop[1]!, // 11
        newRow({ product_id: '999999' }), // 12
        newRow({ gst_rate: '15' }), // 13
        newRow({ flags: 'bestseller' }), // 14
        newRow({ specifications: 'Material Aluminium' }), // 15
        newRow({ stock: '-4' }), // 16
        newRow({ hsn_code: '84' }), // 17
      ]) + '"Only",three,fields\r\n'; // 18
    const dry = await report(await importCsv(file, true));
    const at = (line: number) => dry.rows.find((r) => r.line === line);
    expect(at(2)?.problems).toEqual([{ column: 'brand', message: 'No brand called "Acme Nonesuch"; the product desk\'s Brand filter lists them' }]);
    expect(at(3)?.problems).toEqual([{ column: 'category', message: 'No category called "Gadgets"' }]);
    expect(at(4)?.problems[0]).toEqual({ column: 'category', message: 'Gaming laptops is a sub-category of Laptops: write Laptops under category and Gaming laptops under sub_category' });
    expect(at(5)?.problems).toEqual([{ column: 'price_rupees', message: 'The price has more than two digits of paise' }]);
    expect(at(6)?.problems).toEqual([{ column: 'mrp_rupees', message: 'The MRP must be rupees, like 74,990 or 74990.50' }]);
    expect(at(8)?.problems).toContainEqual({ column: 'slug', message: 'Line 7 has the same slug: rows of one product each need a variant_label, and different products need different slugs' });
    expect(at(7)?.problems).toEqual([{ column: '', message: 'Refused with the rest of its product: see line 8' }]);
    // Line 9 names the laptop by its slug while lines 10–11 name it by id: one product, changed once.
    expect(at(10)?.problems.some((p) => p.message.startsWith('Line 9 already changes product #1'))).toBe(true);
    expect(at(11)?.problems).toContainEqual({ column: 'title', message: 'Differs from line 10: every row of a product repeats its product columns alike' });
    expect(at(12)?.problems).toEqual([{ column: 'product_id', message: 'No product #999999; leave product_id empty to add a new product' }]);
    expect(at(13)?.problems).toEqual([{ column: 'gst_rate', message: 'The GST rate must be 0, 5, 12, 18 or 28 (percent)' }]);
    expect(at(14)?.problems).toEqual([{ column: 'flags', message: 'Unknown flag "bestseller": use best_seller, hot_deal, new_arrival' }]);
    expect(at(15)?.problems).toEqual([{ column: 'specifications', message: 'Write each specification as Name: value ("Material Aluminium" has no colon)' }]);
    expect(at(16)?.problems).toEqual([{ column: 'stock', message: 'The stock must be a whole number, like 12' }]);
    expect(at(17)?.problems).toEqual([{ column: 'hsn_code', message: 'An HSN code has 4, 6 or 8 digits' }]);
    expect(at(18)?.problems[0]).toEqual({ column: '', message: 'This row has 3 fields, not one per column of the first row: a field holding a comma must be in quotes' });
    // Line 9 alone is fine (the laptop would lose its variants), so it is the one row not refused.
    expect(at(9)?.action).toBe('updated');
    expect(dry.counts.refused).toBe(dry.counts.rows - 1);

    // Two new products that would get the same address.
    const twice = await report(await importCsv(fileOf([newRow({ title: 'Zebronics Stand One' }), newRow({ title: 'Zebronics  Stand   One!' })]), true));
    expect(twice.rows[1]?.problems).toEqual([{ column: 'slug', message: 'Line 2 already uses the slug zebronics-stand-one; every product needs its own' }]);
    // A slug another product has.
    const taken = await report(await importCsv(fileOf([newRow({ slug: takenSlug, product_id: '2' })]), true));
    expect(taken.rows[0]?.problems[0]?.column).toBe('slug');
    expect(taken.rows[0]?.problems[0]?.message).toMatch(/^Product #1 \(ASUS TUF Gaming F15.*\) already has the slug asus-tuf/);
  });

  it('keeps Hindi, ₹ and quoted commas, quotes and line breaks intact both ways', async () => {
    const title = 'बोट रॉकर्ज़ 450, "Hindi" edition — ₹ saver';
    const description = 'Line one, with a comma.\nLine two: "quoted" — ₹1,499 only.\r\nLine three.';
    const file = fileOf([newRow({ title, description, highlights: 'हल्का | Folds flat, fits a bag', slug: 'boat-rockerz-hindi' })]);
    const done = await report(await importCsv(file, false));
    expect(done.counts.created).toBe(1);
    const row = await t.db.selectFrom('products').select(['id', 'title', 'description', 'highlights']).where('slug', '=', 'boat-rockerz-hindi').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title, description: description.replace('\r\n', '\n'), highlights: ['हल्का', 'Folds flat, fits a bag'] });

    const { text, bytes } = await exportCsv(productExportPath({ q: 'boat-rockerz-hindi', stock: 'all' }));
    // TextDecoder drops the BOM, as Excel does: the rest is strict UTF-8.
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(3))).toBe(text);
    expect(text).toContain(`"${title.replaceAll('"', '""')}"`);
    const [exported] = rowsOf(text);
    expect(exported).toMatchObject({ title, description: description.replace('\r\n', '\n'), highlights: 'हल्का | Folds flat, fits a bag' });
    // A BOM and CRLF or LF line ends read alike; re-importing the export changes nothing.
    expect((await report(await importCsv(text.replaceAll('\r\n', '\n'), true))).rows[0]?.action).toBe('unchanged');

    // A file saved in a legacy code page is refused as a whole, before any row.
    const latin1 = Uint8Array.from([...csvLine(PRODUCT_CSV_COLUMNS)].map((ch) => ch.charCodeAt(0)).concat([0xa3, 0x2c, 0x0d, 0x0a]));
    const bad = await importCsv(latin1, true);
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await json(bad)).message).toMatch(/not UTF-8.*CSV UTF-8/);
  });

  it('writes all or nothing: a failure in the last statement leaves the earlier products as they were', async () => {
    const rows = rowsOf((await exportCsv()).text).filter((r) => r.variant_id === '').slice(0, 50);
    const file = fileOf([
      ...rows.map((r) => ({ ...r, stock: String(Number(r.stock) + 1) })),
      ...Array.from({ length: 30 }, () => newRow()),
      newRow({ variant_label: 'Poison', variant_attributes: 'Colour: Black' }),
    ]);
    const before = await catalogueDigest();
    // The database refuses the very last write (a new variant): every product insert and update before it must go too.
    await sql`create function refuse_poison() returns trigger language plpgsql as $$ begin if new.label = 'Poison' then raise exception 'poisoned'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_poison before insert on product_variants for each row execute function refuse_poison()`.execute(t.db);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await importCsv(file, false);
      expect(res.status).toBe(500);
    } finally {
      quiet.mockRestore();
      await sql`drop trigger refuse_poison on product_variants`.execute(t.db);
      await sql`drop function refuse_poison()`.execute(t.db);
    }
    expect(await catalogueDigest()).toEqual(before);
    // The same file imports whole once nothing refuses it.
    const done = await report(await importCsv(file, false));
    expect(done.products).toMatchObject({ created: 31, updated: 50 });
    expect(await lastAudit()).toMatchObject({ action: 'import-products', summary: 'Imported 81 rows: 31 created, 50 updated' });
  });

  it('changes prices by 10% with a preview first, lists what would rise above the MRP, and applies in one go', async () => {
    // Product 1 (variants) and two without: one priced at its MRP, which a rise cannot pass.
    const singles = await t.db.selectFrom('products as p').select(['p.id', 'p.price_paise', 'p.mrp_paise']).where((eb) => eb.not(eb.exists(eb.selectFrom('product_variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id')))).orderBy('p.id').limit(2).execute();
    const [plain, full] = singles as [(typeof singles)[number], (typeof singles)[number]];
    await t.db.updateTable('products').set({ price_paise: 49_990_00, mrp_paise: 99_990_00 }).where('id', '=', plain.id).execute();
    await t.db.updateTable('products').set({ mrp_paise: full.price_paise }).where('id', '=', full.id).execute();
    const ids = [1, plain.id, full.id];
    const variantsBefore = await t.db.selectFrom('product_variants').select(['id', 'price_paise', 'mrp_paise']).where('product_id', '=', 1).orderBy('id').execute();
    const before = await catalogueDigest();

    const request: BulkPriceInput = { ids, change: { kind: 'percent', percent: 10 }, preview: true };
    const preview = await desk.data(bulkChangeResultSchema, 'POST', productCsvPaths.bulkPrice, request);
    expect(preview).toMatchObject({ preview: true, applied: false, counts: { products: 3, items: variantsBefore.length + 2, refused: 1 } });
    expect(preview.rows.find((r) => r.product_id === plain.id)).toMatchObject({ before: { price_paise: 49_990_00 }, after: { price_paise: 54_989_00, mrp_paise: 99_990_00 } });
    expect(preview.refused).toEqual([expect.objectContaining({ product_id: full.id, refused: expect.stringMatching(/^The price \(₹[\d,]+\.00\) would be above the MRP/) })]);
    expect(await catalogueDigest()).toEqual(before);

    // Applying with a refusal changes nothing…
    const refused = await desk.call('POST', productCsvPaths.bulkPrice, { ...request, preview: false });
    expect(refused.status).toBe(422);
    expect(problemsSchema.parse(await json(refused)).problems[0]?.index).toBe(full.id);
    expect(await catalogueDigest()).toEqual(before);

    // …unless told to leave the refused ones as they are.
    const revisions = await t.db.selectFrom('products').select(['id', 'revision']).where('id', 'in', ids).orderBy('id').execute();
    const applied = await desk.data(bulkChangeResultSchema, 'POST', productCsvPaths.bulkPrice, { ...request, preview: false, skip_refused: true });
    expect(applied).toMatchObject({ applied: true, counts: { changed: variantsBefore.length + 1, refused: 1 } });
    const after = await t.db.selectFrom('product_variants').select(['id', 'price_paise', 'mrp_paise']).where('product_id', '=', 1).orderBy('id').execute();
    expect(after.map((v) => v.price_paise)).toEqual(variantsBefore.map((v) => Math.round((v.price_paise * 1.1) / 100) * 100));
    const products = await t.db.selectFrom('products').select(['id', 'price_paise', 'revision']).where('id', 'in', ids).orderBy('id').execute();
    expect(products.find((p) => p.id === plain.id)?.price_paise).toBe(54_989_00);
    expect(products.map((p) => p.revision)).toEqual(revisions.map((r) => (r.id === full.id ? r.revision : r.revision + 1)));
    expect(await lastAudit()).toMatchObject({ actor: 'catalogue@csv.test', action: 'bulk-price', key: 'products', summary: `Price +10%, to whole rupees: ${variantsBefore.length + 1} figures of 2 products changed; 1 refused and left as they were` });

    // A fixed cut by filter, to paise; a cut below ₹0 is refused by name.
    const cut = await desk.data(bulkChangeResultSchema, 'POST', productCsvPaths.bulkPrice, { ids: [plain.id], change: { kind: 'fixed', rupees: '-1,000.50' }, preview: true });
    expect(cut.rows[0]?.after.price_paise).toBe(54_989_00 - 1_000_50);
    const negative = await desk.data(bulkChangeResultSchema, 'POST', productCsvPaths.bulkPrice, { ids: [plain.id], change: { kind: 'fixed', rupees: '-99,999' }, preview: true });
    expect(negative.refused[0]?.refused).toBe('The price would fall below ₹0');
    const bad = await desk.call('POST', productCsvPaths.bulkPrice, { filter: {}, ids: [1], change: { kind: 'percent', percent: 10 } });
    expect(bad.status).toBe(400);
  });

  it('sets stock by filter, variants included, and refuses stock below zero', async () => {
    const brand = await t.db.selectFrom('brands').select('id').where('name', '=', 'ASUS').executeTakeFirstOrThrow();
    const filter = { brand_id: brand.id, category_id: 1 };
    const request: BulkStockInput = { filter, change: { kind: 'fixed', units: 7, mode: 'set' }, preview: true };
    const preview = await desk.data(bulkChangeResultSchema, 'POST', productCsvPaths.bulkStock, request);
    expect(preview.counts.products).toBeGreaterThan(0);
    expect(preview.rows.every((r) => r.after.stock === 7)).toBe(true);
    const applied = await desk.data(bulkChangeResultSchema, 'POST', productCsvPaths.bulkStock, { ...request, preview: false });
    expect(applied.applied).toBe(true);
    const products = await t.db.selectFrom('products').select(['id', 'stock']).where('brand_id', '=', brand.id).where('category_id', '=', 1).execute();
    const variants = await t.db.selectFrom('product_variants').select(['product_id', 'stock']).where('product_id', 'in', products.map((p) => p.id)).execute();
    expect(variants.every((v) => v.stock === 7)).toBe(true);
    for (const p of products) {
      const own = variants.filter((v) => v.product_id === p.id);
      expect(p.stock).toBe(own.length === 0 ? 7 : own.length * 7);
    }
    expect(await lastAudit()).toMatchObject({ action: 'bulk-stock', summary: expect.stringMatching(/^Stock set to 7: \d+ figures of \d+ products changed$/) });

    const below = await desk.call('POST', productCsvPaths.bulkStock, { filter, change: { kind: 'fixed', units: -8 }, preview: false });
    expect(below.status).toBe(422);
    expect(problemsSchema.parse(await json(below)).problems[0]?.message).toMatch(/Stock would fall below 0 \(there are 7\)/);
  });

  it('lets read-only roles export but not import or change in bulk, changing nothing', async () => {
    const file = fileOf([newRow()]);
    for (const role of ['viewer', 'merchandiser', 'support'] as const) {
      expect((await exportCsv(productCsvPaths.export, cookies[role])).res.status, role).toBe(200);
      const before = await catalogueDigest();
      expect((await importCsv(file, true, cookies[role])).status, role).toBe(403);
      expect((await importCsv(file, false, cookies[role])).status, role).toBe(403);
      const as = studioAs(t.app, cookies[role]);
      expect((await as.call('POST', productCsvPaths.bulkPrice, { ids: [1], change: { kind: 'percent', percent: 5 } })).status, role).toBe(403);
      expect((await as.call('POST', productCsvPaths.bulkStock, { ids: [1], change: { kind: 'fixed', units: 5 } })).status, role).toBe(403);
      expect(await catalogueDigest()).toEqual(before);
    }
    // Not CSV, or not a file at all: refused before any row is read.
    expect((await desk.call('POST', productCsvPaths.import, {})).status).toBe(415);
    expect((await importCsv('', true)).status).toBe(400);
    expect((await importCsv('title,brand\r\n', true)).status).toBe(400);
  });
});
