import { sql, type RawBuilder } from 'kysely';

/*
 * The desks' tables count their matches only up to a limit ("10,000+"):
 * counting every row of a broad filter would cost more than the page itself.
 */

export interface CappedTotal {
  total: number;
  total_capped: boolean;
}

/** `counted` came from a count that stops at limit + 1. */
export function cappedTotal(counted: number, limit: number): CappedTotal {
  return { total: Math.min(counted, limit), total_capped: counted > limit };
}

/** In a query with a materialised `matched` CTE: how many rows it holds, up to limit + 1. */
export function matchedCount(limit: number): RawBuilder<number> {
  return sql<number>`(select count(*) from (select 1 from matched limit ${limit + 1}) c)`;
}
