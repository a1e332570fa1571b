import { sql, type RawBuilder } from 'kysely';

/**
 * A status list written into the SQL as literals, not parameters: the
 * planner can only use the dashboard's partial indexes (migration 0019) when
 * it sees the very values their predicates name.
 */
export function statusList(statuses: readonly string[]): RawBuilder<unknown> {
  return sql`(${sql.join(statuses.map((s) => sql.lit(s)))})`;
}
