import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_catalog';
import * as m0003 from './migrations/0003_identity';
import * as m0004 from './migrations/0004_orders';
import * as m0005 from './migrations/0005_account';
import * as m0006 from './migrations/0006_studio';
import * as m0007 from './migrations/0007_offer_prices';
import * as m0008 from './migrations/0008_stock_alerts';
import * as m0009 from './migrations/0009_recommendation_rules';
import * as m0010 from './migrations/0010_order_shipping';
import * as m0011 from './migrations/0011_staff_accounts';
import * as m0012 from './migrations/0012_product_desk';
import * as m0013 from './migrations/0013_coupon_desk';
import * as m0014 from './migrations/0014_product_images';
import * as m0015 from './migrations/0015_order_desk_role';
import * as m0016 from './migrations/0016_order_desk';
import * as m0017 from './migrations/0017_return_desk';
import * as m0018 from './migrations/0018_customer_desk';
import * as m0019 from './migrations/0019_dashboard';
import * as m0020 from './migrations/0020_safe_links';
import * as m0021 from './migrations/0021_campaign_pages';
import * as m0022 from './migrations/0022_section_analytics';
import * as m0023 from './migrations/0023_experiments';
import * as m0024 from './migrations/0024_targeted_layouts';
import * as m0025 from './migrations/0025_catalogue_paging';
import * as m0026 from './migrations/0026_search_tables';
import * as m0027 from './migrations/0027_catalogue_translations';
import * as m0028 from './migrations/0028_shopper_locale';
import * as m0029 from './migrations/0029_request_locale';
import * as m0030 from './migrations/0030_wallet_words';
import type { Database } from './types';

/**
 * Listed by hand rather than read from the folder so the server runs the same
 * way under tsx, vitest and a bundler. Keys sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_catalog': m0002,
  '0003_identity': m0003,
  '0004_orders': m0004,
  '0005_account': m0005,
  '0006_studio': m0006,
  '0007_offer_prices': m0007,
  '0008_stock_alerts': m0008,
  '0009_recommendation_rules': m0009,
  '0010_order_shipping': m0010,
  '0011_staff_accounts': m0011,
  '0012_product_desk': m0012,
  '0013_coupon_desk': m0013,
  '0014_product_images': m0014,
  '0015_order_desk_role': m0015,
  '0016_order_desk': m0016,
  '0017_return_desk': m0017,
  '0018_customer_desk': m0018,
  '0019_dashboard': m0019,
  '0020_safe_links': m0020,
  '0021_campaign_pages': m0021,
  '0022_section_analytics': m0022,
  '0023_experiments': m0023,
  '0024_targeted_layouts': m0024,
  '0025_catalogue_paging': m0025,
  '0026_search_tables': m0026,
  '0027_catalogue_translations': m0027,
  '0028_shopper_locale': m0028,
  '0029_request_locale': m0029,
  '0030_wallet_words': m0030,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Safe to run from every instance at start-up: on PostgreSQL Kysely's migrator
 * holds a session advisory lock (pg_advisory_lock) around reading the applied
 * list and applying, so instances starting together queue, and the ones after
 * the first find nothing left to do (tests/server/start-up-race.test.ts).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
