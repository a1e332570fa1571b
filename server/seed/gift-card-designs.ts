import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { jsonb } from '../features/config/settings';

const DENOMINATIONS = [500_00, 1_000_00, 2_000_00, 5_000_00, 10_000_00];

/**
 * The card's background is a gradient of the two colours (no remote images),
 * each dark enough for white text; the storefront draws each occasion's
 * artwork over it by slug (src/features/gift-cards/motifs.tsx).
 */
const DESIGNS = [
  { slug: 'diwali', name: 'Diwali', occasion: 'Festival', description: 'Light up their Diwali with a gift they choose themselves.', colors: ['#b45309', '#991b1b'] },
  { slug: 'birthday', name: 'Birthday', occasion: 'Birthday', description: 'A birthday present that always fits.', colors: ['#be185d', '#6d28d9'] },
  { slug: 'thank-you', name: 'Thank you', occasion: 'Thanks', description: 'Say thank you with something they will use.', colors: ['#0f766e', '#115e59'] },
  { slug: 'congratulations', name: 'Congratulations', occasion: 'Celebration', description: 'For the new job, the exam results or the new home.', colors: ['#a16207', '#9a3412'] },
  { slug: 'wedding', name: 'Wedding', occasion: 'Wedding', description: 'A wedding gift the couple picks for their new home.', colors: ['#be123c', '#881337'] },
  { slug: 'just-because', name: 'Just because', occasion: 'Any day', description: 'No reason needed.', colors: ['#1d4ed8', '#1e3a8a'] },
  { slug: 'tech-lover', name: 'Tech lover', occasion: 'Gadget fan', description: 'For the one who reads spec sheets for fun: they pick the gadget.', colors: ['#0f172a', '#1e40af'] },
] as const;

/** Idempotent (slug is unique), so databases seeded before gift cards existed get the designs too. */
export async function seedGiftCardDesigns(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('gift_card_designs')
    .values(
      DESIGNS.map((d, position) => ({
        slug: d.slug,
        name: d.name,
        occasion: d.occasion,
        description: d.description,
        colors: jsonb(d.colors),
        denominations: jsonb(DENOMINATIONS),
        min_paise: 500_00,
        max_paise: 1_00_000_00,
        position,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
