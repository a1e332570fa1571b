import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Days after delivery within which a product may be returned or replaced, by
 * category kind (sub-categories share their parent's kind). Computers,
 * components and phones get 7 days, as Indian electronics retailers give for
 * items that are costly to inspect and resell; accessories and gadgets 10.
 */
export const RETURN_DAYS: Readonly<Record<string, number>> = {
  laptops: 7,
  desktops: 7,
  monitors: 7,
  processors: 7,
  'graphics-cards': 7,
  memory: 7,
  storage: 7,
  mobiles: 7,
  'keyboards-mice': 10,
  networking: 10,
  accessories: 10,
  audio: 10,
  wearables: 10,
  cameras: 10,
};

export async function seedReturnWindows(db: Kysely<Database>): Promise<void> {
  for (const [kind, days] of Object.entries(RETURN_DAYS)) {
    await db.updateTable('categories').set({ return_days: days }).where('kind', '=', kind).execute();
  }
}
