import { sql, type Transaction } from 'kysely';
import type { Database } from './types';

/*
 * Limits counted from the rows a request leaves behind (codes sent, alerts
 * asked for), so several API instances sharing the database agree on them.
 */

/** Holds until the transaction ends: two requests for one key take turns, so neither slips past a limit. */
export async function lockKey(trx: Transaction<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/**
 * How long until one more fits in a sliding window, given the times (oldest
 * first) of what it already holds; 0 when one fits now. With n in the window,
 * the (n-limit+1)th oldest must leave it before another fits.
 */
export function windowWaitMs(times: readonly Date[], limit: number, windowMs: number, now: Date): number {
  const blocker = times[times.length - limit];
  if (times.length < limit || !blocker) return 0;
  return Math.max(0, blocker.getTime() + windowMs - now.getTime());
}
