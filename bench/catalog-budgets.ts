/*
 * Issue 21 §4's targets for the catalogue at 1,00,000 products, judged on the
 * figures of one bench:catalog run. They are reported as met or missed, never
 * asserted: a benchmark's figures depend on the machine and its load.
 */

export type CatalogDatabase = 'PGlite' | 'PostgreSQL';

export interface CatalogRow {
  database: CatalogDatabase;
  query: string;
  /** Deep-page rows: the first page and the deep one of the same listing, compared as a ratio. */
  paging?: 'first' | 'deep';
  samples: number;
  p50: number;
  p95: number;
  max: number;
  /** The 1-minute load average when the row's samples were taken. */
  load: number;
}

export const LISTING_QUERY = 'filtered listing';
export const SUGGESTIONS_QUERY = 'search suggestions';

/** p95 in ms per database and query kind. */
export const P95_BUDGETS_MS: Record<CatalogDatabase, Record<typeof LISTING_QUERY | typeof SUGGESTIONS_QUERY, number>> = {
  PostgreSQL: { [LISTING_QUERY]: 20, [SUGGESTIONS_QUERY]: 15 },
  PGlite: { [LISTING_QUERY]: 40, [SUGGESTIONS_QUERY]: 30 },
};

/**
 * "Page 200 as fast as page 1": the deep page's p50 over the first page's.
 * The median, because a p95 of sub-10 ms samples on a shared machine is
 * mostly the neighbours' noise; 1.25 leaves room for that noise, not for an
 * OFFSET that grows with the page.
 */
export const DEEP_PAGE_RATIO_BUDGET = 1.25;

export interface PagingRatio {
  database: CatalogDatabase;
  p50: number;
  p95: number;
}

export function pagingRatios(rows: readonly CatalogRow[]): PagingRatio[] {
  const databases = [...new Set(rows.map((row) => row.database))];
  return databases.flatMap((database) => {
    const first = rows.find((row) => row.database === database && row.paging === 'first');
    const deep = rows.find((row) => row.database === database && row.paging === 'deep');
    return first && deep ? [{ database, p50: deep.p50 / first.p50, p95: deep.p95 / first.p95 }] : [];
  });
}

export interface BudgetVerdict {
  target: string;
  figure: string;
  met: boolean;
}

export function catalogBudgets(rows: readonly CatalogRow[]): BudgetVerdict[] {
  const p95s = rows.flatMap((row) => {
    const budget = row.query === LISTING_QUERY || row.query === SUGGESTIONS_QUERY ? P95_BUDGETS_MS[row.database][row.query] : undefined;
    if (budget === undefined) return [];
    return [{ target: `${row.database} ${row.query} p95 < ${budget} ms`, figure: `${row.p95.toFixed(1)} ms (load ${row.load.toFixed(1)})`, met: row.p95 < budget }];
  });
  const ratios = pagingRatios(rows).map((ratio) => ({
    target: `${ratio.database} deep page p50 ≤ ${DEEP_PAGE_RATIO_BUDGET}× page 1`,
    figure: `${ratio.p50.toFixed(2)}×`,
    met: ratio.p50 <= DEEP_PAGE_RATIO_BUDGET,
  }));
  return [...p95s, ...ratios];
}
