import { rupeesInputText } from '../../../schemas/rupees';
import type { CouponDeskRow, CouponInput, CouponKind } from '../../../schemas/api/coupon-desk';
import { isoToShopInput, shopInputToIso } from '../format';

/** The form as typed: rupees and limits as text, times as India's wall clock. */
export interface CouponFormValues {
  code: string;
  title: string;
  description: string;
  kind: CouponKind;
  amount: string;
  percent: string;
  max_discount: string;
  min_order: string;
  starts: string;
  ends: string;
  per_user_limit: string;
  total_limit: string;
  category_ids: number[];
}

export const COUPON_FIELDS = ['code', 'title', 'description', 'kind', 'amount', 'percent', 'max_discount', 'min_order', 'starts_at', 'ends_at', 'per_user_limit', 'total_limit', 'category_ids'] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];
export type CouponErrors = Partial<Record<CouponField, string>>;

const DAY = 24 * 60 * 60 * 1000;

/** A new coupon: a percentage, once per customer, from now for thirty days. */
export function blankValues(now: Date): CouponFormValues {
  return {
    code: '',
    title: '',
    description: '',
    kind: 'percent',
    amount: '',
    percent: '',
    max_discount: '',
    min_order: '',
    starts: isoToShopInput(now.toISOString()),
    ends: isoToShopInput(new Date(now.getTime() + 30 * DAY).toISOString()),
    per_user_limit: '1',
    total_limit: '',
    category_ids: [],
  };
}

const limitText = (n: number | null) => (n === null ? '' : String(n));

export function valuesOf(row: CouponDeskRow): CouponFormValues {
  const flat = row.kind === 'flat';
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    kind: row.kind,
    amount: flat ? rupeesInputText(row.value) : '',
    percent: flat ? '' : String(row.value),
    max_discount: row.max_discount_paise === null ? '' : rupeesInputText(row.max_discount_paise),
    min_order: row.min_order_paise === 0 ? '' : rupeesInputText(row.min_order_paise),
    starts: isoToShopInput(row.starts_at),
    ends: isoToShopInput(row.ends_at),
    per_user_limit: limitText(row.per_user_limit),
    total_limit: limitText(row.total_limit),
    category_ids: row.category_ids,
  };
}

/** What the desk's API takes: only the discount fields of the chosen kind, times as instants. */
export function inputOf(values: CouponFormValues): CouponInput {
  const discount = values.kind === 'flat' ? { amount: values.amount } : { percent: values.percent, max_discount: values.max_discount };
  return {
    code: values.code,
    title: values.title,
    description: values.description,
    kind: values.kind,
    ...discount,
    min_order: values.min_order,
    starts_at: shopInputToIso(values.starts) ?? '',
    ends_at: shopInputToIso(values.ends) ?? '',
    per_user_limit: values.per_user_limit,
    total_limit: values.total_limit,
    category_ids: values.category_ids,
  };
}

/** The form's field a message shows at: 'category_ids.2' at the categories; null for none (a message for the form). */
export function couponFieldOf(path: string): CouponField | null {
  const head = path.split('.')[0];
  return COUPON_FIELDS.find((f) => f === head) ?? null;
}
