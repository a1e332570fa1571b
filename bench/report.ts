import { BUDGETED_PAGE, firstPaintJsGzip, HYDRATION_JS_BUDGET, HYDRATION_JS_GOAL, TBT_BUDGET_MS } from './budget-rules';
import type { AssetFigure } from './first-paint-set';
import type { PageReport } from './pages';
import { formatTable, kb } from './table';

/**
 * The benchmark's one printed table: a row per figure, with the section it
 * belongs to and where it came from (the source is printed once per group).
 */
export interface ReportRow {
  section: string;
  figure: string;
  value: string;
  source: string;
}

export function renderReport(rows: readonly ReportRow[]): string {
  const shown = rows.map((r, i) => {
    const previous = rows[i - 1];
    const sameSection = previous?.section === r.section;
    return [sameSection ? '' : r.section, r.figure, r.value, sameSection && previous?.source === r.source ? '' : r.source];
  });
  return formatTable([['section', 'figure', 'value', 'source'], ['-------', '------', '-----', '------'], ...shown], { align: 'l' });
}

const files = (assets: readonly AssetFigure[]) => assets.length === 1 ? '1 file' : `${assets.length} files`;
const sized = (assets: readonly AssetFigure[]) => assets.reduce((sum, a) => sum + (a.gzip ?? 0), 0);
const unsized = (assets: readonly AssetFigure[]) => {
  const n = assets.filter((a) => a.gzip === null).length;
  return n ? `, ${n} not in dist/ (unsized)` : '';
};

function hydrationValue(p: PageReport): string {
  const h = p.weight.hydrationJs;
  if (!h) return 'no hydration mark';
  const unsizedNote = h.unsized ? `, ${h.unsized} not in dist/ (unsized)` : '';
  const detail = `${h.files} files, hydrated at ${h.hydratedMs.toFixed(0)} ms observed${unsizedNote}`;
  if (p.path !== BUDGETED_PAGE) return `${kb(h.gzip)}  (${detail})`;
  const goal = h.gzip <= HYDRATION_JS_GOAL ? 'met' : 'missed';
  return `${kb(h.gzip)}  (${detail}; goal ${kb(HYDRATION_JS_GOAL)} ${goal}, budget ${kb(HYDRATION_JS_BUDGET)})`;
}

/** Page figures, grouped by figure so the four pages sit under each other. */
export function pageRows(pages: readonly PageReport[], runs: number): ReportRow[] {
  const section = 'pages';
  const lh = `Lighthouse 12 mobile, simulated throttling, Debian Chromium: median of ${runs}`;
  const weight = 'gzip -9 of each dist/ file the served HTML names or the browser requested before observed FCP, + the inline text';
  const row = (figure: string, value: (p: PageReport) => string, source: string) => pages.map((p) => ({ section, figure: `${figure}  ${p.path}`, value: value(p), source }));
  const scores = (p: PageReport, key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') =>
    `${p.lighthouse.median[key]}  (runs ${p.lighthouse.runs.map((r) => r.scores[key]).join(', ')})`;
  return [
    ...row('JS before first paint', (p) => `${kb(firstPaintJsGzip(p.weight))}  (${files(p.weight.js)} ${kb(sized(p.weight.js))} + inline ${kb(p.weight.inlineJsGzip)}${unsized(p.weight.js)})`, weight),
    ...row('CSS before first paint', (p) => `${kb(sized(p.weight.css) + p.weight.inlineCssGzip)}  (${files(p.weight.css)} ${kb(sized(p.weight.css))} + inline ${kb(p.weight.inlineCssGzip)}${unsized(p.weight.css)})`, weight),
    ...row('HTML (inline JSON data)', (p) => `${kb(p.weight.htmlGzip)}  (${kb(p.weight.inlineDataGzip)})`, 'gzip -9 of the served HTML and of its inline data blocks, for scale'),
    ...row('requests before FCP', (p) => `${p.weight.requestsBeforeFcp}  (observed FCP ${p.weight.fcpMs.toFixed(0)} ms, run ${p.lighthouse.medianRun + 1})`, 'Lighthouse network-requests started before observed (unthrottled) FCP'),
    ...row('JS before hydration', hydrationValue, 'gzip -9 of each dist/ script Lighthouse saw requested before the app\'s hydration mark (median run)'),
    ...row('Total Blocking Time', (p) => `${p.lighthouse.medianTbtMs.toFixed(0)} ms  (runs ${p.lighthouse.runs.map((r) => r.tbtMs.toFixed(0)).join(', ')}; budget < ${TBT_BUDGET_MS} ms)`, lh),
    ...row('performance', (p) => scores(p, 'performance'), lh),
    ...row('accessibility', (p) => scores(p, 'accessibility'), lh),
    ...row('best practices', (p) => scores(p, 'bestPractices'), lh),
    ...row('SEO', (p) => scores(p, 'seo'), lh),
  ];
}

/** Every first-paint file of every page, and why it counts: the detail behind the totals. */
export function firstPaintFiles(pages: readonly PageReport[]): string {
  const rows = pages.flatMap((p) =>
    [...p.weight.js, ...p.weight.css].map((a) => [p.path, a.file ?? a.url, a.via, a.gzip === null ? 'unsized' : kb(a.gzip), a.src ?? (a.pattern ? a.pattern : '')]),
  );
  return formatTable([['page', 'file', 'counted because', 'gzip -9', 'source'], ...rows], { align: 'lllrl' });
}
