import { sql, type RawBuilder } from 'kysely';

/** Column → SQL type of a batch; the names and types are our constants, never input. */
export type Columns = Readonly<Record<string, 'int' | 'text' | 'boolean'>>;

/** Rows per statement: big enough to amortise a statement, small enough to keep each well under a few MB. */
export const BATCH_ROWS = 1000;

export function batches<T>(rows: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * A batch of rows as one parameter, unpacked by jsonb_to_recordset into a
 * table `x` with these columns: a thousand rows in one INSERT or
 * `UPDATE … FROM` without a bound parameter per cell (as the seed inserts:
 * server/seed/catalog/insert.ts), the same SQL on PGlite and PostgreSQL.
 */
export function recordset(columns: Columns, rows: readonly object[]): RawBuilder<unknown> {
  const record = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as x(${record})`;
}
