import type { Kysely } from 'kysely';
import type { ImportAction, ImportReport } from '../../../schemas/api/product-csv';
import type { Database } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../studio/audit';
import type { Actor } from '../product-desk/save';
import { loadImportLookups } from './import-lookups';
import { planImport, type ImportPlan } from './import-plan';
import { writePlan } from './import-write';
import type { CsvRow } from './read-file';

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; status: 409 | 422; message: string; report: ImportReport };

const count = (n: number) => n.toLocaleString('en-IN');

function reportOf(plan: ImportPlan, dryRun: boolean, written: boolean): ImportReport {
  const tally = (items: readonly { action: ImportAction }[]) => {
    const t = { created: 0, updated: 0, unchanged: 0, refused: 0 };
    for (const { action } of items) t[action] += 1;
    return t;
  };
  return { dry_run: dryRun, written, counts: { rows: plan.report.length, ...tally(plan.report) }, products: tally(plan.products), rows: plan.report };
}

/** "Imported 10,000 rows: 120 created, 9,880 updated": what the audit log says, rows counted as the report counts them. */
export function importSummary(report: ImportReport): string {
  const { rows, created, updated, unchanged } = report.counts;
  const parts = [`${count(created)} created`, `${count(updated)} updated`, ...(unchanged > 0 ? [`${count(unchanged)} unchanged`] : [])];
  return `Imported ${count(rows)} row${rows === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

const refusedMessage = (report: ImportReport) =>
  `${count(report.counts.refused)} row${report.counts.refused === 1 ? ' is' : 's are'} refused, so nothing was imported; fix ${report.counts.refused === 1 ? 'it' : 'them'} and import the file again`;

/**
 * POST admin/studio/products/import. A dry run reports what each row would
 * do and writes nothing. The import checks every row again inside its
 * transaction, with the products it touches locked, and writes every row or
 * none: one refused row (or a slug another save took meanwhile) leaves the
 * catalogue exactly as it was.
 */
export async function importProducts(db: Kysely<Database>, rows: readonly CsvRow[], { dryRun, actor }: { dryRun: boolean; actor: Actor }): Promise<ImportResult> {
  if (dryRun) {
    const plan = planImport(rows, await loadImportLookups(db, rows, { lock: false }));
    return { ok: true, report: reportOf(plan, true, false) };
  }
  try {
    return await db.transaction().execute(async (trx): Promise<ImportResult> => {
      const plan = planImport(rows, await loadImportLookups(trx, rows, { lock: true }));
      const refused = reportOf(plan, false, false);
      if (refused.counts.refused > 0) return { ok: false, status: 422, message: refusedMessage(refused), report: refused };
      await writePlan(trx, plan.products);
      const report = reportOf(plan, false, true);
      await audit(trx, { actor: actor.name, staffId: actor.staffId, action: 'import-products', key: 'products', summary: importSummary(report) });
      return { ok: true, report };
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'products_slug')) throw error;
    const plan = planImport(rows, await loadImportLookups(db, rows, { lock: false }));
    return { ok: false, status: 409, message: 'Another save took one of the file’s slugs while it was importing; nothing was imported. Import the file again to see which.', report: reportOf(plan, false, false) };
  }
}
