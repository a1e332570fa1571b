import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import { SECTION_STATS_PERIOD_HOURS, shareOf, type SectionStats, type SectionStatsPeriod } from '../../../schemas/api/section-analytics';
import type { Database } from '../../db/types';
import { hourOf } from './rollup';

const HOUR_MS = 60 * 60 * 1000;

// Sums of bigint come back as numeric (a string from node-postgres); cast to float8 they are plain numbers on both drivers.
const sumRowSchema = z.object({
  idx: z.int(),
  section: z.string(),
  pattern: z.int(),
  variant: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  add_to_cart: z.number(),
});

/** The first hour a period counts: the current hour and the ones before it, SECTION_STATS_PERIOD_HOURS in all. */
export function periodStart(period: SectionStatsPeriod, now: Date): Date {
  return new Date(hourOf(now.getTime()).getTime() - (SECTION_STATS_PERIOD_HOURS[period] - 1) * HOUR_MS);
}

/** One layout's sections over a period: their sums and rates, by index, section, pattern and variant. */
export async function readSectionStats(db: Kysely<Database>, scope: string, period: SectionStatsPeriod, now: Date): Promise<SectionStats> {
  const from = periodStart(period, now);
  const rows = await db
    .selectFrom('section_stats_hourly')
    .select([
      'idx',
      'section',
      'pattern',
      'variant',
      sql<number>`sum(impressions)::float8`.as('impressions'),
      sql<number>`sum(clicks)::float8`.as('clicks'),
      sql<number>`sum(add_to_cart)::float8`.as('add_to_cart'),
    ])
    .where('scope', '=', scope)
    .where('hour', '>=', from)
    .groupBy(['idx', 'section', 'pattern', 'variant'])
    .orderBy('idx')
    .orderBy('section')
    .orderBy('pattern')
    .orderBy('variant')
    .execute();
  return {
    scope,
    period,
    from: from.toISOString(),
    to: now.toISOString(),
    sections: rows.map((raw) => {
      const row = sumRowSchema.parse(raw);
      return {
        index: row.idx,
        section: row.section,
        pattern: row.pattern,
        variant: row.variant,
        impressions: row.impressions,
        clicks: row.clicks,
        add_to_cart: row.add_to_cart,
        ctr: shareOf(row.clicks, row.impressions),
        add_to_cart_rate: shareOf(row.add_to_cart, row.impressions),
      };
    }),
  };
}
