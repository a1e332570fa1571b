import type { ColumnType } from 'kysely';

/**
 * A bigint column as the drivers hand it back: node-postgres reads int8 as a
 * string (it may not fit a double), PGlite as a number; sums are read with a
 * cast where they are used (server/features/section-analytics/read-stats.ts).
 */
type Count = ColumnType<string | number | bigint, number, number>;

/** Impressions, clicks and adds to cart of one section of one layout in one hour (migration 0022). */
export interface SectionStatsHourlyTable {
  /** The start of the hour (UTC) the events happened in. */
  hour: ColumnType<Date, Date, never>;
  /** The layout: 'home', 'products-details', 'page:diwali-sale'. */
  scope: ColumnType<string, string, never>;
  /** The section's place in that layout's configuration. */
  idx: ColumnType<number, number, never>;
  section: ColumnType<string, string, never>;
  pattern: ColumnType<number, number, never>;
  /** The A/B variant shown; '' outside an experiment. */
  variant: ColumnType<string, string, never>;
  impressions: Count;
  clicks: Count;
  add_to_cart: Count;
}
