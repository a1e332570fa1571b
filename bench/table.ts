export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Rows as aligned text. `align` has one letter per column, l or r; columns
 * past its end take its last letter. Unless told: the first column left, the rest right.
 */
export function formatTable(rows: readonly (readonly string[])[], options: { align?: string } = {}): string {
  const align = options.align ?? 'lr';
  const columns = Math.max(0, ...rows.map((r) => r.length));
  const widths = Array.from({ length: columns }, (_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const right = (i: number) => (align[i] ?? align.at(-1)) === 'r';
  return rows
    .map((row) => `  ${row.map((cell, i) => (right(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')}`.trimEnd())
    .join('\n');
}
