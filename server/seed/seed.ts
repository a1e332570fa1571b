import { sql, type Kysely } from 'kysely';
import { LAYOUT_SCHEMA_VERSION } from '../../schemas/ui-config/migrations';
import type { Database } from '../db/types';
import { jsonb } from '../features/config/settings';
import { writeBrandImages } from '../features/media/repository';
import { seedCatalog } from './catalog';
import { seedCoupons } from './coupons';
import { seedContent } from './content';
import { seedGiftCardDesigns } from './gift-card-designs';
import { seedReturnWindows } from './return-windows';
import { seedPinCodes } from './pin-codes';
import { seedRecommendationRules } from './recommendation-rules';
import { demoBusiness, demoLayouts, demoModules, demoPush, demoTheme } from './demo-shop';
import { DEMO_CAMPAIGN_SLUG, demoCampaign } from './demo-campaign';
import { writeLivePage } from '../features/campaign-pages/repository';

/**
 * Seeds the demo shop once per database. The 'seed' marker row, not emptiness
 * of the tables, decides: a merchandiser who empties a layout must not get
 * the demo back on the next restart. Claiming the marker inside the same
 * transaction makes two servers starting together seed once.
 */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    // Before the marker: databases seeded before addresses existed get their PIN table too.
    await seedPinCodes(tx);
    await seedGiftCardDesigns(tx);
    const claimed = await tx
      .insertInto('settings')
      .values({ key: 'seed', value: jsonb({ shop: 'demo', version: 1 }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      // Shops seeded before recommendation rules existed get the demo's once; it has a marker of its own.
      await seedRecommendationRules(tx);
      return false;
    }

    const settings = { theme: demoTheme, business: demoBusiness, push: demoPush };
    for (const [key, value] of Object.entries(settings)) {
      await tx
        .insertInto('settings')
        .values({ key, value: jsonb(value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
    const moduleRows = demoModules.map((m, position) => ({ ...m, position }));
    await tx.insertInto('modules').values(moduleRows).onConflict((oc) => oc.column('module_name').doNothing()).execute();

    for (const [scope, entries] of Object.entries(demoLayouts)) {
      const existing = await tx
        .selectFrom('ui_configurations')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('scope', '=', scope)
        .executeTakeFirstOrThrow();
      if (existing.n > 0 || entries.length === 0) continue;
      await tx
        .insertInto('ui_configurations')
        .values(
          entries.map((e, position) => ({
            scope,
            position,
            section_name: e.section_name,
            visibility: e.visibility,
            other_configration: e.other_configration,
            schema_version: LAYOUT_SCHEMA_VERSION,
          })),
        )
        .execute();
    }
    await writeLivePage(tx, DEMO_CAMPAIGN_SLUG, demoCampaign);
    await writeBrandImages(tx, demoTheme.brand_name, demoTheme.theme_color);
    await seedCatalog(tx);
    await seedReturnWindows(tx);
    await seedCoupons(tx);
    await seedContent(tx);
    await seedRecommendationRules(tx);
    return true;
  });
}
