import type { Kysely, Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { checkoutFormSchema, Quote } from '../../../../schemas/api/checkout';
import { DEFAULT_LOCALE, type Locale } from '../../../../schemas/locale';
import type { Database } from '../../../db/types';
import { translator, type Translator } from '../../../i18n/translate';
import { categoryTitles, couponUses, findCoupon } from '../coupon-store';
import { evaluateCoupon, type Coupon } from '../coupons';
import { deliveryQuote, findPin } from '../delivery';
import { walletBalance } from '../wallet';
import { findUserAddress, type DeliveryAddress } from './address';
import { allocateProportionally } from './allocate';
import { DELIVERY_GST_RATE, gstIncluded } from './gst';
import { readCheckoutLines, type CheckoutLine } from './lines';
import { splitPayment } from './payment-split';

type Db = Kysely<Database> | Transaction<Database>;
export type CheckoutChoice = z.output<typeof checkoutFormSchema>;

export interface PricedLine extends CheckoutLine {
  line_total_paise: number;
  /** The line's share of the coupon discount. */
  discount_paise: number;
}

/** The quote the shopper sees, and what placing the order needs besides. */
export interface Priced {
  quote: Quote;
  lines: PricedLine[];
  address: DeliveryAddress | null;
  /** The applied coupon; null when none was sent or it was refused. */
  coupon: Coupon | null;
  /** Part payment: the asked advance is outside its range. */
  advance_refusal: string | null;
}

interface CouponJudging {
  code: string;
  userId: number;
  itemsTotal: number;
  lockCoupon: boolean;
  locale: Locale;
}

async function judgeCoupon(db: Db, lines: readonly PricedLine[], { code, userId, itemsTotal, lockCoupon, locale }: CouponJudging) {
  const coupon = await findCoupon(db, code, { lock: lockCoupon });
  if (!coupon) return { coupon: null, verdict: { ok: false as const, reason: translator(locale)('api.coupon.noSuchCoupon') } };
  const uses = await couponUses(db, coupon.id, userId);
  const verdict = evaluateCoupon(coupon, {
    now: new Date(),
    lines,
    items_total_paise: itemsTotal,
    user_uses: uses.user,
    total_uses: uses.total,
    category_titles: await categoryTitles(db, coupon.category_ids, locale),
  }, locale);
  return { coupon, verdict };
}

function stockBlocker(line: CheckoutLine, tr: Translator): string | null {
  const name = line.variant_label ? `${line.title} (${line.variant_label})` : line.title;
  if (line.stock <= 0) return tr('api.checkout.outOfStock', { name });
  if (line.qty > line.stock) return tr('api.checkout.onlyLeftOf', { stock: line.stock, name });
  return null;
}

/**
 * Prices the user's cart for the chosen address, coupon and payment method,
 * from the database alone. Quote and place-order both call this, so what the
 * shopper was shown is exactly what the order is checked against.
 * `lockCoupon` (inside place-order's transaction) holds the coupon row so
 * two orders cannot both take its last use. Refusals and blockers are in
 * `options.locale`, the shopper's language (English by default).
 */
export async function priceCheckout(
  db: Db,
  userId: number,
  choice: CheckoutChoice,
  options: { lockCoupon?: boolean; locale?: Locale } = {},
): Promise<Priced> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const tr = translator(locale);
  const cart = await readCheckoutLines(db, userId);
  const address = await findUserAddress(db, userId, choice.address_id);
  const pin = address ? await findPin(db, address.pin) : null;
  let lines: PricedLine[] = cart.map((l) => ({ ...l, line_total_paise: l.unit_price_paise * l.qty, discount_paise: 0 }));
  const itemsTotal = lines.reduce((sum, l) => sum + l.line_total_paise, 0);
  const mrpTotal = lines.reduce((sum, l) => sum + l.unit_mrp_paise * l.qty, 0);

  let coupon: Coupon | null = null;
  let couponError = '';
  let discount = 0;
  if (choice.coupon_code !== '') {
    const judged = await judgeCoupon(db, lines, { code: choice.coupon_code, userId, itemsTotal, lockCoupon: options.lockCoupon ?? false, locale });
    if (judged.verdict.ok && judged.coupon) {
      coupon = judged.coupon;
      discount = judged.verdict.discount_paise;
      const eligible = judged.verdict.eligible;
      const shares = allocateProportionally(discount, lines.map((l, i) => (eligible[i] ? l.line_total_paise : 0)));
      lines = lines.map((l, i) => ({ ...l, discount_paise: shares[i] ?? 0 }));
    } else if (!judged.verdict.ok) {
      couponError = judged.verdict.reason;
    }
  }

  const delivery = deliveryQuote(address?.pin ?? '', pin, itemsTotal - discount);
  const goodsGst = lines.reduce((sum, l) => sum + gstIncluded(l.line_total_paise - l.discount_paise, l.gst_rate).gst_paise, 0);
  const gst = goodsGst + gstIncluded(delivery.charge_paise, DELIVERY_GST_RATE).gst_paise;
  const total = itemsTotal - discount + delivery.charge_paise;
  const balance = await walletBalance(db, userId);
  const applied = choice.use_wallet ? Math.min(balance, total) : 0;
  const split = splitPayment({
    method: choice.payment_method,
    payable_paise: total - applied,
    advance_paise: choice.advance_paise,
    pin: delivery.pin,
    cod_available: pin?.cod_available ?? false,
    locale,
  });

  const blockers: string[] = [];
  if (lines.length === 0) blockers.push(tr('api.checkout.cartEmpty'));
  if (!address) blockers.push(tr('api.checkout.noAddress'));
  else if (!delivery.serviceable) blockers.push(tr('api.checkout.unserviceable', { pin: delivery.pin }));
  for (const line of lines) {
    const blocker = stockBlocker(line, tr);
    if (blocker) blockers.push(blocker);
  }
  if (split.refusal && address && delivery.serviceable) blockers.push(split.refusal);

  const quote: Quote = {
    lines: lines.map((l) => ({
      product_id: l.product_id,
      variant_id: l.variant_id,
      title: l.title,
      variant_label: l.variant_label,
      slug: l.slug,
      image: l.image,
      qty: l.qty,
      unit_price_paise: l.unit_price_paise,
      unit_mrp_paise: l.unit_mrp_paise,
      line_total_paise: l.line_total_paise,
      gst_rate: l.gst_rate,
    })),
    mrp_total_paise: mrpTotal,
    items_total_paise: itemsTotal,
    savings_paise: mrpTotal - itemsTotal,
    coupon: coupon ? { code: coupon.code, title: coupon.title, discount_paise: discount } : null,
    coupon_error: couponError,
    delivery,
    gst_paise: gst,
    wallet: { balance_paise: balance, applied_paise: applied },
    total_paise: total,
    payment: split.payment,
    blockers,
  };
  return { quote, lines, address, coupon, advance_refusal: split.advance_refusal };
}
