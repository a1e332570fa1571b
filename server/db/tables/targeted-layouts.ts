import type { ColumnType } from 'kysely';

/** The published targeted versions of the fixed pages (server/features/targeted-layouts). */
export interface TargetedLayoutsTable {
  /** The page it is a version of: 'home', 'cart', … */
  scope: string;
  slug: string;
  /** jsonb: a TargetedDocument, parsed with its schema when read. */
  document: ColumnType<unknown, string, string>;
  published_at: ColumnType<Date, Date, Date>;
}
