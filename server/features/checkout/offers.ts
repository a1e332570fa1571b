import type { Kysely } from 'kysely';
import type { CouponOffer } from '../../../schemas/api/checkout';
import type { Locale } from '../../../schemas/locale';
import type { Database } from '../../db/types';
import { categoryTitles, couponUses, liveCoupons } from './coupon-store';
import { evaluateCoupon } from './coupons';
import { readCheckoutLines } from './pricing/lines';

/** Every live coupon, judged against the user's cart by the same rules that apply it; reasons in `locale`. */
export async function couponOffers(db: Kysely<Database>, userId: number, locale: Locale): Promise<CouponOffer[]> {
  const now = new Date();
  const lines = (await readCheckoutLines(db, userId)).map((l) => ({ category_id: l.category_id, line_total_paise: l.unit_price_paise * l.qty }));
  const itemsTotal = lines.reduce((sum, l) => sum + l.line_total_paise, 0);
  const offers: CouponOffer[] = [];
  for (const coupon of await liveCoupons(db, now)) {
    const uses = await couponUses(db, coupon.id, userId);
    const verdict = evaluateCoupon(coupon, {
      now,
      lines,
      items_total_paise: itemsTotal,
      user_uses: uses.user,
      total_uses: uses.total,
      category_titles: await categoryTitles(db, coupon.category_ids, locale),
    }, locale);
    offers.push({
      code: coupon.code,
      title: coupon.title,
      description: coupon.description,
      kind: coupon.kind,
      value: coupon.value,
      max_discount_paise: coupon.max_discount_paise,
      min_order_paise: coupon.min_order_paise,
      ends_at: coupon.ends_at.toISOString(),
      applicable: verdict.ok,
      reason: verdict.ok ? '' : verdict.reason,
      saving_paise: verdict.ok ? verdict.discount_paise : 0,
    });
  }
  // Those that apply first, the biggest saving on top.
  return offers.sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.saving_paise - a.saving_paise);
}
