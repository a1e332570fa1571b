import type { Kysely } from 'kysely';
import { giftCardColorsSchema, giftCardDesignSchema, type GiftCardDesign } from '../../../schemas/api/gift-cards';
import type { Database } from '../../db/types';
import * as z from 'zod/mini';

const denominationsSchema = z.array(z.int());

function designQuery(db: Kysely<Database>) {
  return db
    .selectFrom('gift_card_designs')
    .select(['id', 'slug', 'name', 'occasion', 'description', 'colors', 'denominations', 'min_paise', 'max_paise'])
    .orderBy('position')
    .orderBy('id');
}

/** jsonb columns come back as unknown: parsed, so a bad row fails loudly instead of drawing nonsense. */
function toDesign(row: { colors: unknown; denominations: unknown } & Omit<GiftCardDesign, 'colors' | 'denominations'>): GiftCardDesign {
  return giftCardDesignSchema.parse({ ...row, colors: giftCardColorsSchema.parse(row.colors), denominations: denominationsSchema.parse(row.denominations) });
}

export async function listDesigns(db: Kysely<Database>): Promise<GiftCardDesign[]> {
  const rows = await designQuery(db).execute();
  return rows.map(toDesign);
}

export async function readDesign(db: Kysely<Database>, id: number): Promise<GiftCardDesign | null> {
  const row = await designQuery(db).where('id', '=', id).executeTakeFirst();
  return row ? toDesign(row) : null;
}
