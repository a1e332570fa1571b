import { listTitles, type CouponRules } from '../../../schemas/api/coupon-desk';
import type { Locale } from '../../../schemas/locale';
import { translator } from '../../i18n/translate';
import { formatRupees } from './rupees';

/** A coupon as the database holds it, with its category limit parsed. */
export interface Coupon extends CouponRules {
  id: number;
  active: boolean;
}

/** What a coupon is judged against: the cart, who uses it, and when. */
export interface CouponContext {
  now: Date;
  lines: readonly { category_id: number; line_total_paise: number }[];
  items_total_paise: number;
  /** This shopper's redemptions, and everyone's, on orders that were not cancelled. */
  user_uses: number;
  total_uses: number;
  /** Titles of the coupon's categories, for the refusal message. */
  category_titles: readonly string[];
}

export type CouponVerdict =
  | { ok: true; discount_paise: number; /** Per line of the context: whether the discount applies to it. */ eligible: boolean[] }
  | { ok: false; reason: string };

function refuse(reason: string): CouponVerdict {
  return { ok: false, reason };
}


/**
 * Whether the coupon applies, and how much it takes off. Flat coupons give
 * their value, percent coupons the percentage rounded down and capped; either
 * way never more than the lines it applies to are worth. A refusal's reason
 * is in `locale`, the shopper's language.
 */
export function evaluateCoupon(coupon: Coupon, ctx: CouponContext, locale: Locale): CouponVerdict {
  const tr = translator(locale);
  if (!coupon.active) return refuse(tr('api.coupon.noSuchCoupon'));
  if (ctx.now < coupon.starts_at) return refuse(tr('api.coupon.notActiveYet'));
  if (ctx.now > coupon.ends_at) return refuse(tr('api.coupon.expired'));
  if (coupon.per_user_limit !== null && ctx.user_uses >= coupon.per_user_limit) return refuse(tr('api.coupon.alreadyUsed'));
  if (coupon.total_limit !== null && ctx.total_uses >= coupon.total_limit) return refuse(tr('api.coupon.fullyRedeemed'));
  const limited = coupon.category_ids.length > 0;
  const eligible = ctx.lines.map((l) => !limited || coupon.category_ids.includes(l.category_id));
  const eligibleTotal = ctx.lines.reduce((sum, l, i) => sum + (eligible[i] ? l.line_total_paise : 0), 0);
  if (limited && eligibleTotal === 0) {
    return refuse(tr('api.coupon.categoriesOnly', { categories: listTitles(ctx.category_titles, (list, last) => tr('api.coupon.listLast', { list, last })) || tr('api.coupon.someCategories') }));
  }
  if (ctx.items_total_paise < coupon.min_order_paise) return refuse(tr('api.coupon.minimumOrder', { amount: formatRupees(coupon.min_order_paise, locale) }));
  const raw =
    coupon.kind === 'flat'
      ? coupon.value
      : Math.min(Math.floor((eligibleTotal * coupon.value) / 100), coupon.max_discount_paise ?? Number.MAX_SAFE_INTEGER);
  return { ok: true, discount_paise: Math.min(raw, eligibleTotal), eligible };
}
