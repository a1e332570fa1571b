import { sql, type Kysely } from 'kysely';
import type { SectionEvent } from '../../../schemas/api/section-analytics';
import type { Database } from '../../db/types';
import { log } from '../../observability/logger';
import { startBackgroundJob } from '../background-job';

/**
 * Section events summed in this instance's memory per hour and section, and
 * written every couple of seconds as one multi-row upsert that adds to what
 * is stored: thousands of events a second cost a handful of statements, and
 * several instances sharing PostgreSQL add up without coordinating.
 */
export interface SectionRollup {
  /** Counts checked events (ingest-routes.ts validates them); never touches the database. */
  add(events: readonly SectionEvent[]): void;
  /** Writes what was counted since the last flush; resolves with the rows written. Flushes never overlap. */
  flush(): Promise<number>;
  /** Keys waiting for the next flush. */
  readonly pending: number;
}

export interface HourlyCounts {
  hour: Date;
  scope: string;
  idx: number;
  section: string;
  pattern: number;
  variant: string;
  impressions: number;
  clicks: number;
  add_to_cart: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** Rows per statement: 9 parameters each stays far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;
/**
 * Keys held between flushes at most. Normal traffic has a few hundred (the
 * sections of every layout, this hour); a client inventing sections could
 * grow memory without end, so past this new keys wait for the next flush.
 */
export const MAX_PENDING_KEYS = 100_000;

export const hourOf = (at: number): Date => new Date(Math.floor(at / HOUR_MS) * HOUR_MS);

// scope and section cannot hold NUL (their patterns), so joining on it keeps keys apart; variant, last, may hold anything else.
const keyOf = (hour: Date, e: Pick<HourlyCounts, 'scope' | 'idx' | 'section' | 'pattern' | 'variant'>) =>
  `${hour.getTime()}\u0000${e.scope}\u0000${e.idx}\u0000${e.section}\u0000${e.pattern}\u0000${e.variant}`;

/** The in-memory half, apart so it can be tested without a database. */
export class HourlyCounter {
  private rows = new Map<string, HourlyCounts>();
  private refusedKeys = 0;

  constructor(private readonly maxKeys = MAX_PENDING_KEYS) {}

  get size(): number {
    return this.rows.size;
  }

  add(event: SectionEvent): void {
    const hour = hourOf(event.at);
    const identity = { scope: event.scope, idx: event.index, section: event.section, pattern: event.pattern, variant: event.variant };
    const key = keyOf(hour, identity);
    let row = this.rows.get(key);
    if (!row) {
      if (this.rows.size >= this.maxKeys) {
        this.refusedKeys += 1;
        return;
      }
      row = { hour, ...identity, impressions: 0, clicks: 0, add_to_cart: 0 };
      this.rows.set(key, row);
    }
    if (event.type === 'impression') row.impressions += 1;
    else if (event.type === 'click') row.clicks += 1;
    else row.add_to_cart += 1;
  }

  /** Everything counted so far, and an empty counter from here on. */
  take(): { rows: HourlyCounts[]; refusedKeys: number } {
    const taken = { rows: [...this.rows.values()], refusedKeys: this.refusedKeys };
    this.rows = new Map();
    this.refusedKeys = 0;
    return taken;
  }

  /** Rows a failed write hands back, added to whatever came in meanwhile. */
  restore(rows: readonly HourlyCounts[]): void {
    for (const back of rows) {
      const key = keyOf(back.hour, back);
      const row = this.rows.get(key);
      if (row) {
        row.impressions += back.impressions;
        row.clicks += back.clicks;
        row.add_to_cart += back.add_to_cart;
      } else {
        this.rows.set(key, { ...back });
      }
    }
  }
}

async function upsert(db: Kysely<Database>, rows: readonly HourlyCounts[]): Promise<void> {
  await db
    .insertInto('section_stats_hourly')
    .values(rows.map((r) => ({ ...r })))
    .onConflict((oc) =>
      oc.columns(['hour', 'scope', 'idx', 'section', 'pattern', 'variant']).doUpdateSet({
        impressions: sql<number>`section_stats_hourly.impressions + excluded.impressions`,
        clicks: sql<number>`section_stats_hourly.clicks + excluded.clicks`,
        add_to_cart: sql<number>`section_stats_hourly.add_to_cart + excluded.add_to_cart`,
      }),
    )
    .execute();
}

export function sectionRollup(db: Kysely<Database>, { maxKeys = MAX_PENDING_KEYS }: { maxKeys?: number } = {}): SectionRollup {
  const counter = new HourlyCounter(maxKeys);
  let previous: Promise<unknown> = Promise.resolve();

  const flushNow = async (): Promise<number> => {
    const { rows, refusedKeys } = counter.take();
    if (refusedKeys > 0) log.warn({ section_analytics_refused_keys: refusedKeys }, `section analytics: ${refusedKeys} events of new sections dropped (more than ${maxKeys} waiting)`);
    let written = 0;
    while (written < rows.length) {
      const chunk = rows.slice(written, written + ROWS_PER_STATEMENT);
      try {
        await upsert(db, chunk);
      } catch (error) {
        // Kept for the next flush: a database restart must not lose the counts of the moment.
        counter.restore(rows.slice(written));
        throw error;
      }
      written += chunk.length;
    }
    return written;
  };

  return {
    add(events) {
      for (const event of events) counter.add(event);
    },
    flush() {
      // The periodic flush and the one at shutdown may meet: the second waits, so no rows are written twice or out of order.
      const run = previous.then(flushNow);
      previous = run.catch(() => undefined);
      return run;
    },
    get pending() {
      return counter.size;
    },
  };
}

/** How often an instance writes its counts: the studio's figures are at most this late. */
export const FLUSH_EVERY_MS = 2000;

/**
 * Flushes every FLUSH_EVERY_MS until stopped; the returned stop ends the
 * timer and writes what is left (main.ts calls it on shutdown, after the last
 * request has finished). It never rejects: a shutdown goes on without the
 * counts of its last seconds rather than not at all.
 */
export function startSectionRollup(rollup: SectionRollup, everyMs = FLUSH_EVERY_MS): () => Promise<void> {
  const stopJob = startBackgroundJob('section analytics', () => rollup.flush(), everyMs);
  return async () => {
    stopJob();
    try {
      await rollup.flush();
    } catch (error) {
      log.error({ err: error, job: 'section analytics' }, 'section analytics: the last counts could not be written at shutdown');
    }
  };
}
