import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../../schemas/locale';
import type { Created } from './columns';

/* "Notify me when back in stock" requests. */

export type StockAlertStatus = 'waiting' | 'sent' | 'cancelled' | 'failed';

export interface StockAlertsTable {
  id: Generated<number>;
  product_id: number;
  /** Null: the product as a whole. */
  variant_id: number | null;
  /** Null for a guest. */
  user_id: number | null;
  /** A guest's browser (its vitrine_sid), which may see and cancel the request; null for an account's. */
  guest_session: string | null;
  /** Where the notice goes, lower-cased. */
  email: string;
  ip: Generated<string>;
  status: Generated<StockAlertStatus>;
  attempts: Generated<number>;
  retry_at: Date | null;
  last_error: string | null;
  created_at: Created;
  sent_at: ColumnType<Date | null, never, Date | null>;
  cancelled_at: ColumnType<Date | null, never, Date | null>;
  /** The page's language the request came from: the "it's back" e-mail speaks it. */
  locale: ColumnType<Locale, Locale | undefined, never>;
}
