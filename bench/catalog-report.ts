import { catalogBudgets, pagingRatios, type CatalogRow } from './catalog-budgets';
import { formatTable } from './table';

const ms = (n: number) => n.toFixed(1);

/** Both databases in one table, the deep/first ratio after each database's rows, then the budgets. */
export function catalogReport(rows: readonly CatalogRow[]): string {
  const ratios = pagingRatios(rows);
  const table: string[][] = [['database', 'query', 'samples', 'p50', 'p95', 'max', 'load avg']];
  for (const database of [...new Set(rows.map((row) => row.database))]) {
    for (const r of rows.filter((row) => row.database === database)) {
      table.push([r.database, r.query, String(r.samples), ms(r.p50), ms(r.p95), ms(r.max), r.load.toFixed(1)]);
    }
    const ratio = ratios.find((candidate) => candidate.database === database);
    if (ratio) table.push([database, 'deep ÷ first page', '', `${ratio.p50.toFixed(2)}×`, `${ratio.p95.toFixed(2)}×`, '', '']);
  }
  const budgets = catalogBudgets(rows).map((verdict) => [verdict.met ? 'met' : 'MISSED', verdict.target, verdict.figure]);
  return `${formatTable(table, { align: 'llr' })}\n\nBudgets (issue 21 §4; reported, never asserted)\n${formatTable(budgets, { align: 'll' })}`;
}
