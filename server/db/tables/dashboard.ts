import type { ColumnType } from 'kysely';

/** One row per visitor and day in India that they touched a cart (migration 0019's trigger writes it). */
export interface CartVisitsTable {
  /** The day in India; node-postgres reads a date as a Date at local midnight, so the app compares it in SQL only. */
  day: ColumnType<Date | string, string, never>;
  /** 's:{session_id}', or the cart's owner key when the line had no session. */
  visitor: string;
  first_at: ColumnType<Date, Date | undefined, never>;
}
