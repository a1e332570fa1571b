import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';

/**
 * Which tables a request wrote, cheaply enough to ask after every request.
 *
 * Every row change in PostgreSQL (and PGlite, which is PostgreSQL) takes a
 * transaction id. Reading the current one takes the next id itself, so when
 * it is exactly one past the last read, nothing wrote in between: one round
 * trip. Otherwise (a write, a row lock, a rolled-back insert, another
 * database on the same PostgreSQL server), each table's row count and newest
 * row version (max xmin: an insert or update makes a row version newer than
 * any before) are compared with the last ones, which names the tables whose
 * rows changed.
 */

/**
 * Every table of the Database interface. A table added there without a line
 * here fails typecheck, so the fuzzer watches new tables from their first day.
 */
const TABLES: Record<keyof Database, true> = {
  ui_configurations: true,
  modules: true,
  settings: true,
  media: true,
  categories: true,
  brands: true,
  products: true,
  product_variants: true,
  product_related: true,
  product_images: true,
  collections: true,
  collection_products: true,
  search_words: true,
  product_search: true,
  cart_items: true,
  wishlist_items: true,
  users: true,
  user_sessions: true,
  email_codes: true,
  pin_codes: true,
  addresses: true,
  coupons: true,
  coupon_redemptions: true,
  orders: true,
  order_items: true,
  order_events: true,
  payments: true,
  webhook_events: true,
  returns: true,
  return_events: true,
  refunds: true,
  server_secrets: true,
  invoice_sequences: true,
  wallet_entries: true,
  referral_rewards: true,
  gift_card_designs: true,
  gift_card_orders: true,
  gift_cards: true,
  gift_card_redeem_attempts: true,
  support_tickets: true,
  ticket_messages: true,
  faqs: true,
  policies: true,
  push_tokens: true,
  staff_accounts: true,
  staff_invitations: true,
  staff_api_tokens: true,
  admin_sessions: true,
  config_drafts: true,
  config_versions: true,
  config_schedules: true,
  audit_log: true,
  recommendation_rules: true,
  recommendation_targets: true,
  stock_alerts: true,
  cart_visits: true,
  section_stats_hourly: true,
  campaign_pages: true,
  experiments: true,
  experiment_exposures: true,
  experiment_conversions: true,
  order_sessions: true,
  targeted_layouts: true,
};

export const WATCHED_TABLES: readonly string[] = Object.keys(TABLES).sort();

/** The database's own tables (the migrator's bookkeeping aside): the test checks they are the watched ones. */
export async function databaseTables(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%' order by table_name`.execute(db);
  return rows.rows.map((r) => r.table_name);
}

async function currentXid(db: Kysely<Database>): Promise<bigint> {
  const row = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(db);
  return BigInt(row.rows[0]?.xid ?? '0');
}

async function fingerprint(db: Kysely<Database>): Promise<Map<string, string>> {
  const parts = WATCHED_TABLES.map(
    (table) => sql`select ${sql.lit(table)} as t, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text as f from ${sql.table(table)} x`,
  );
  const rows = await sql<{ t: string; f: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(rows.rows.map((r) => [r.t, r.f]));
}

export interface WriteWatch {
  /** The tables whose rows changed since the last call (or since the watch began); [] when nothing was written. */
  written(): Promise<string[]>;
  /** How many times the tables had to be compared (the transaction id had moved). */
  readonly comparisons: number;
}

export async function watchWrites(db: Kysely<Database>): Promise<WriteWatch> {
  let baseline = await fingerprint(db);
  let lastXid = await currentXid(db);
  let comparisons = 0;
  return {
    get comparisons() {
      return comparisons;
    },
    async written() {
      const now = await currentXid(db);
      if (now === lastXid + 1n) {
        lastXid = now;
        return [];
      }
      comparisons += 1;
      const current = await fingerprint(db);
      const changed = WATCHED_TABLES.filter((t) => current.get(t) !== baseline.get(t));
      baseline = current;
      lastXid = await currentXid(db);
      return changed;
    },
  };
}
