import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { bulkPriceSchema, bulkStockSchema, MAX_IMPORT_MB, productCsvPaths, type BulkChangeRow, type ImportReport } from '../../../schemas/api/product-csv';
import { productDeskQuerySchema } from '../../../schemas/api/product-desk';
import { limitBody } from '../../http/body-limit';
import { envelope, fail, type FieldProblem } from '../../http/respond';
import { parseQuery } from '../catalog/query-params';
import type { ProductDeskDeps } from '../product-desk/routes';
import { actorName, staffOf } from '../staff/guard';
import { parseJsonBody } from '../studio/http';
import { bulkChange, type BulkOutcome } from './bulk-change';
import { movePrice, moveStock } from './bulk-rules';
import { describePriceChange, describeStockChange } from './bulk-words';
import { exportFileName, exportProducts } from './export';
import { importProducts, importSummary } from './import';
import { readProductCsv } from './read-file';

const importQuerySchema = z.strictObject({ dry_run: z.optional(z.enum(['0', '1', 'true', 'false'])) });
/** The most problems an answer lists: the dry run's report has every row; a refusal only needs enough to start fixing. */
const LISTED_PROBLEMS = 200;

const importProblems = (report: ImportReport): FieldProblem[] =>
  report.rows.flatMap((row) => row.problems.map((p) => ({ index: row.line, field: p.column, message: p.message }))).slice(0, LISTED_PROBLEMS);

const refusedProblems = (rows: readonly BulkChangeRow[]): FieldProblem[] =>
  rows.map((r) => ({ index: r.product_id, field: r.variant_id === null ? '' : `variant ${r.variant_id}`, message: `${r.title}${r.variant_label ? ` (${r.variant_label})` : ''}: ${r.refused ?? ''}` }));

/**
 * admin/studio/products/…: the catalogue in bulk. Mounted before the product
 * desk's routes, so export.csv is never taken for a product's :id.
 */
export function productBulkRoutes({ db, hub }: ProductDeskDeps): Hono {
  const app = new Hono();
  const actor = (c: Context) => {
    const staff = staffOf(c);
    return { name: actorName(staff), staffId: staff.id };
  };
  const answerBulk = (c: Context, outcome: BulkOutcome, done: string) => {
    if (!outcome.ok) return fail(c, outcome.status, outcome.message, refusedProblems(outcome.refused));
    if (outcome.result.applied) hub.catalogChanged();
    return c.json(envelope(outcome.result, outcome.result.applied ? done : ''));
  };

  // The table's own query string: the same filters select the same products (sort and page do not matter here).
  app.get(`/${productCsvPaths.export}`, (c) => {
    const query = parseQuery(c, productDeskQuerySchema);
    if (!query.ok) return query.response;
    return c.body(exportProducts(db, query.value), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
    });
  });

  app.post(`/${productCsvPaths.import}`, limitBody(MAX_IMPORT_MB * 1024), async (c) => {
    const query = parseQuery(c, importQuerySchema);
    if (!query.ok) return query.response;
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'text/csv') return fail(c, 415, 'Send the file as the body with Content-Type: text/csv');
    const read = await readProductCsv(c.req.raw.body);
    if (!read.ok) return fail(c, 400, read.message);
    const dryRun = query.value.dry_run === '1' || query.value.dry_run === 'true';
    const result = await importProducts(db, read.rows, { dryRun, actor: actor(c) });
    if (!result.ok) return fail(c, result.status, result.message, importProblems(result.report));
    const { report } = result;
    if (report.written && report.counts.created + report.counts.updated > 0) hub.catalogChanged();
    return c.json(envelope(report, dryRun ? '' : importSummary(report)));
  });

  app.post(`/${productCsvPaths.bulkPrice}`, async (c) => {
    const body = await parseJsonBody(c, bulkPriceSchema, 'The price change needs another look');
    if (!body.ok) return body.response;
    const request = body.value;
    const describe = describePriceChange(request);
    const outcome = await bulkChange(db, request, (item) => movePrice(item, request), { action: 'bulk-price', describe, actor: actor(c) });
    return answerBulk(c, outcome, `${describe}: done`);
  });

  app.post(`/${productCsvPaths.bulkStock}`, async (c) => {
    const body = await parseJsonBody(c, bulkStockSchema, 'The stock change needs another look');
    if (!body.ok) return body.response;
    const request = body.value;
    const describe = describeStockChange(request.change);
    const outcome = await bulkChange(db, request, (item) => moveStock(item, request.change), { action: 'bulk-stock', describe, actor: actor(c) });
    return answerBulk(c, outcome, `${describe}: done`);
  });

  return app;
}
