import type { Kysely } from 'kysely';
import type { CategoryKind } from '../../schemas/api/catalog';
import type { Database } from '../db/types';
import { jsonb } from '../features/config/settings';
import { replaceRuleTargets } from '../features/recommendations/rules';

/**
 * The demo shop's "Goes well with" rules: for every top-level category, the
 * categories (`kind`) or sub-categories (`kind/sub-slug`) a shopper buying it
 * most often needs next, in the order the row should favour them. A laptop
 * wants a bag, a mouse, a hub and a drive; a phone wants a charger, earbuds and
 * a case. Slugs, not ids: they are resolved against the catalogue being seeded.
 */
export const DEMO_RECOMMENDATION_RULES: Readonly<Record<CategoryKind, readonly string[]>> = {
  laptops: ['accessories/laptop-bags', 'keyboards-mice/mice', 'accessories/cables-hubs', 'storage/hard-drives', 'audio/headphones', 'memory/laptop-ram'],
  desktops: ['monitors', 'keyboards-mice/keyboard-mouse-combos', 'keyboards-mice/mice', 'networking/adapters-extenders', 'storage/ssds', 'audio/headphones'],
  monitors: ['accessories/cables-hubs', 'keyboards-mice/keyboards', 'keyboards-mice/mice', 'audio/soundbars', 'desktops/mini-pcs'],
  processors: ['memory/desktop-ram', 'graphics-cards', 'storage/ssds', 'monitors/gaming-monitors'],
  'graphics-cards': ['processors', 'memory/desktop-ram', 'monitors/gaming-monitors', 'storage/ssds'],
  memory: ['processors', 'storage/ssds', 'graphics-cards'],
  storage: ['memory', 'accessories/cables-hubs', 'processors'],
  'keyboards-mice': ['monitors/gaming-monitors', 'audio/headphones', 'accessories/cables-hubs'],
  networking: ['networking/adapters-extenders', 'networking/network-switches', 'accessories/cables-hubs', 'desktops/mini-pcs'],
  mobiles: ['accessories/chargers-power-banks', 'audio/earbuds', 'wearables/smartwatches', 'accessories/straps-charms-cases', 'storage/memory-cards-pen-drives'],
  audio: ['accessories/chargers-power-banks', 'accessories/straps-charms-cases', 'wearables/smartwatches'],
  wearables: ['accessories/straps-charms-cases', 'accessories/chargers-power-banks', 'audio/earbuds'],
  cameras: ['storage/memory-cards-pen-drives', 'accessories/chargers-power-banks', 'storage/hard-drives', 'storage/ssds'],
  accessories: ['accessories/cables-hubs', 'accessories/chargers-power-banks', 'audio/earbuds', 'keyboards-mice/mice'],
};

/** Claimed once per database, so a merchandiser who clears a rule does not get the demo's back on the next start. */
const MARKER = 'seed-recommendation-rules';
const SEEDER = 'demo shop';

/**
 * Writes the demo rules for whichever of their categories the catalogue has
 * (looked up by slug), replacing any rule of those categories. Without
 * `force`, only once per database: a shop seeded before rules existed gets
 * them on its next start, and never again after that.
 */
export async function seedRecommendationRules(db: Kysely<Database>, { force = false }: { force?: boolean } = {}): Promise<boolean> {
  if (!force) {
    const claimed = await db
      .insertInto('settings')
      .values({ key: MARKER, value: jsonb({ version: 1 }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
  }
  const rows = await db.selectFrom('categories as c').leftJoin('categories as p', 'p.id', 'c.parent_id').select(['c.id', 'c.slug', 'c.parent_id', 'p.slug as parent_slug']).execute();
  const idOf = new Map(rows.map((r) => [r.parent_id === null ? r.slug : `${r.parent_slug ?? ''}/${r.slug}`, r.id]));
  for (const [kind, targets] of Object.entries(DEMO_RECOMMENDATION_RULES)) {
    const categoryId = idOf.get(kind);
    if (categoryId === undefined) continue;
    const targetIds = targets.flatMap((path) => idOf.get(path) ?? []);
    await replaceRuleTargets(db, categoryId, targetIds, SEEDER);
  }
  return true;
}
