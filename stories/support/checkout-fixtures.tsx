import { useMemo, useState, type ReactNode } from 'react';
import { addressListSchema, type Address } from '../../schemas/api/addresses';
import {
  CHECKOUT_RULES,
  DEFAULT_PAYMENT_METHOD,
  couponOfferListSchema,
  paymentMethodCode,
  quoteSchema,
  type CouponOffer,
  type PaymentMethodLabel,
  type Quote,
} from '../../schemas/api/checkout';
import { CheckoutViewProvider, type CheckoutSelection, type CheckoutView } from '../../src/features/checkout/CheckoutContext';
import { fixtureProduct } from './catalog-fixtures';

/**
 * Checkout fixtures for stories and tests: addresses, coupons and quotes as
 * the API serves them (parsed with its schemas, so a contract change breaks
 * loudly), and a provider that prices choices in memory the way the server
 * does, so the sections can be tried in Storybook without a server.
 */

export const fixtureAddresses: Address[] = addressListSchema.parse([
  { id: 31, name: 'Priya Sharma', mobile: '9876543210', pin: '411041', house: 'Flat 502, Tower B, Sunshine Residency', locality: 'Dhayari', landmark: 'Near DSK Vishwa', city: 'Pune', state_code: 'MH', state: 'Maharashtra', type: 'home', is_default: true, latitude: 18.44766, longitude: 73.8262, serviceable: true },
  { id: 32, name: 'Priya Sharma', mobile: '9876543210', pin: '560103', house: '4th floor, Prestige Tech Park', locality: 'Marathahalli', landmark: '', city: 'Bengaluru', state_code: 'KA', state: 'Karnataka', type: 'work', is_default: false, latitude: null, longitude: null, serviceable: true },
  { id: 33, name: 'Ramesh Sharma', mobile: '9812345678', pin: '194101', house: 'House 12, Old Market Road', locality: 'Leh', landmark: 'Opposite the post office', city: 'Leh', state_code: 'LA', state: 'Ladakh', type: 'other', is_default: false, latitude: null, longitude: null, serviceable: false },
]);

export const fixtureCoupons: CouponOffer[] = couponOfferListSchema.parse([
  { code: 'WELCOME10', title: '10% off your first order', description: 'Up to ₹1,500 off', kind: 'percent', value: 10, max_discount_paise: 1_500_00, min_order_paise: 2_000_00, ends_at: '2026-12-31T18:29:59.000Z', applicable: true, reason: '', saving_paise: 1_500_00 },
  { code: 'FLAT500', title: '₹500 off above ₹5,000', description: 'On every order', kind: 'flat', value: 500_00, max_discount_paise: null, min_order_paise: 5_000_00, ends_at: '2026-12-31T18:29:59.000Z', applicable: true, reason: '', saving_paise: 500_00 },
  { code: 'MONITOR15', title: '15% off monitors', description: 'Monitors only, up to ₹3,000 off', kind: 'percent', value: 15, max_discount_paise: 3_000_00, min_order_paise: 0, ends_at: '2026-12-31T18:29:59.000Z', applicable: false, reason: 'Applies to monitors only: add a monitor to use it', saving_paise: 0 },
]);

const LINES = [
  { productId: 101, variantId: 1011, label: '16 GB RAM / 1 TB SSD', qty: 1 },
  { productId: 117, variantId: 0, label: '', qty: 2 },
  { productId: 120, variantId: 0, label: '', qty: 1 },
];

export interface FixtureChoice {
  address: Address | null;
  couponCode: string;
  method: PaymentMethodLabel;
  advancePaise: number;
}

/** Prices the fixture cart for a choice, with the shop's rules (CHECKOUT_RULES). */
export function fixtureQuote({ address, couponCode, method, advancePaise }: FixtureChoice): Quote {
  const lines = LINES.map(({ productId, variantId, label, qty }) => {
    const p = fixtureProduct(productId);
    return { product_id: p.id, variant_id: variantId, title: p.title, variant_label: label, slug: p.slug, image: p.image, qty, unit_price_paise: p.price, unit_mrp_paise: p.mrp, line_total_paise: p.price * qty, gst_rate: 18 };
  });
  const items = lines.reduce((sum, l) => sum + l.line_total_paise, 0);
  const mrp = lines.reduce((sum, l) => sum + l.unit_mrp_paise * l.qty, 0);
  const offer = fixtureCoupons.find((c) => c.code === couponCode);
  const coupon = offer?.applicable ? { code: offer.code, title: offer.title, discount_paise: offer.saving_paise } : null;
  const couponError = couponCode === '' || coupon ? '' : (offer?.reason ?? 'This coupon code is not valid');
  const afterCoupon = items - (coupon?.discount_paise ?? 0);
  const zone = address?.state_code === 'MH' ? 'local' : 'national';
  const serviceable = address?.serviceable ?? false;
  const charge = afterCoupon >= CHECKOUT_RULES.freeDeliveryAbovePaise ? 0 : CHECKOUT_RULES.deliveryChargePaise[zone];
  const total = afterCoupon + charge;
  const code = paymentMethodCode(method);
  const codAllowed = total <= CHECKOUT_RULES.codLimitPaise;
  // Part payment leaves at most the COD limit for the door, and at least ₹1.
  const partMin = Math.max(CHECKOUT_RULES.partMinAdvancePaise, Math.ceil((total * CHECKOUT_RULES.partMinSharePercent) / 100), total - CHECKOUT_RULES.codLimitPaise);
  const partMax = total - 100;
  const now = code === 'online' ? total : code === 'cod' ? 0 : Math.min(Math.max(advancePaise, partMin), partMax);
  const codRefusal = codAllowed ? '' : 'Cash on delivery is available on orders up to ₹50,000.00';
  return quoteSchema.parse({
    lines,
    mrp_total_paise: mrp,
    items_total_paise: items,
    savings_paise: mrp - items,
    coupon,
    coupon_error: couponError,
    delivery: { pin: address?.pin ?? '', zone, serviceable, charge_paise: charge, free_above_paise: CHECKOUT_RULES.freeDeliveryAbovePaise, days: zone === 'local' ? 2 : 5 },
    gst_paise: Math.round((total * 18) / 118),
    wallet: { balance_paise: 0, applied_paise: 0 },
    total_paise: total,
    payment: {
      method: code,
      online_now_paise: now,
      on_delivery_paise: total - now,
      cod_allowed: codAllowed,
      cod_refusal: code === 'part' ? '' : codRefusal,
      cod_limit_paise: CHECKOUT_RULES.codLimitPaise,
      part_min_advance_paise: partMin,
      part_max_advance_paise: partMax,
    },
    blockers: serviceable ? [] : ['We do not deliver to this PIN code yet'],
  });
}

const initialSelection: CheckoutSelection = {
  address: fixtureAddresses[0] ?? null,
  couponCode: '',
  appliedCoupon: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  partPaymentPaise: 0,
  useWallet: false,
};

/** A checkout whose choices live in memory and whose "Place order" only pretends for a moment. */
export function CheckoutStoryProvider({ children }: { children: ReactNode }) {
  const [selection, setSelection] = useState(initialSelection);
  const [placing, setPlacing] = useState(false);
  const value = useMemo<CheckoutView>(() => {
    const update = (patch: Partial<CheckoutSelection>) => setSelection((s) => ({ ...s, ...patch }));
    return {
      addresses: fixtureAddresses,
      coupons: fixtureCoupons,
      quote: fixtureQuote({ address: selection.address, couponCode: selection.appliedCoupon, method: selection.paymentMethod, advancePaise: selection.partPaymentPaise }),
      quoting: false,
      error: undefined,
      selection,
      placing,
      retry: () => {},
      actions: {
        selectAddress: (id) => update({ address: fixtureAddresses.find((a) => a.id === id) ?? null }),
        typeCoupon: (couponCode) => update({ couponCode }),
        applyCoupon: (code) => update({ couponCode: code.toUpperCase(), appliedCoupon: code.toUpperCase() }),
        removeCoupon: () => update({ couponCode: '', appliedCoupon: '' }),
        choosePayment: (paymentMethod) => update({ paymentMethod }),
        setPartPayment: (partPaymentPaise) => update({ partPaymentPaise }),
        setUseWallet: (useWallet) => update({ useWallet }),
        placeOrder: async () => {
          setPlacing(true);
          await new Promise((resolve) => setTimeout(resolve, 1200));
          setPlacing(false);
        },
      },
    };
  }, [selection, placing]);
  return <CheckoutViewProvider value={value}>{children}</CheckoutViewProvider>;
}
