import type { ColumnType, Generated } from 'kysely';
import type { Created, Touched } from './columns';
import type { Locale } from '../../../schemas/locale';

/* Addresses, PIN codes, coupons, orders, payments, returns, refunds and invoice numbers. */

export interface PinCodesTable {
  pin: string;
  city: string;
  district: Generated<string>;
  state_code: string;
  serviceable: Generated<boolean>;
  cod_available: Generated<boolean>;
  zone: 'local' | 'regional' | 'national' | 'remote';
  delivery_days: Generated<number>;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** 10 national digits; shown with +91. */
  mobile: string;
  pin: string;
  house: string;
  locality: string;
  landmark: Generated<string>;
  city: string;
  /** schemas/api/india.ts state code, e.g. 'MH'. */
  state_code: string;
  type: 'home' | 'work' | 'other';
  is_default: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  created_at: Created;
  updated_at: Touched;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: Generated<string>;
  kind: 'flat' | 'percent';
  value: number;
  max_discount_paise: number | null;
  min_order_paise: Generated<number>;
  starts_at: Date;
  ends_at: Date;
  /** null: unlimited (migration 0013). */
  per_user_limit: ColumnType<number | null, number | null | undefined, number | null>;
  total_limit: number | null;
  /** jsonb array of top-level category ids; empty means every category. */
  category_ids: ColumnType<unknown, string | undefined, string>;
  active: Generated<boolean>;
  /** The studio's optimistic concurrency: bumped by every desk write. */
  revision: Generated<number>;
  created_at: Created;
  updated_at: Touched;
  /** The staff sign-in of the last desk write; null for seeded coupons. */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CouponRedemptionsTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_id: number;
  created_at: Created;
}

export type OrderStatus = 'awaiting_payment' | 'placed' | 'confirmed' | 'packed' | 'shipped' | 'out_for_delivery' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'partly_paid' | 'cod_due' | 'refunded' | 'failed';

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  user_id: number;
  idempotency_key: string;
  status: OrderStatus;
  payment_method: 'online' | 'cod' | 'part';
  payment_status: Generated<PaymentStatus>;
  /** jsonb snapshot of the delivery address (schemas/api/addresses.ts addressSnapshotSchema). */
  address: ColumnType<unknown, string, string>;
  delivery_state_code: string;
  mrp_total_paise: number;
  items_total_paise: number;
  coupon_code: string | null;
  coupon_discount_paise: Generated<number>;
  delivery_paise: Generated<number>;
  gst_paise: Generated<number>;
  wallet_paise: Generated<number>;
  total_paise: number;
  online_paise: Generated<number>;
  cod_paise: Generated<number>;
  paid_paise: Generated<number>;
  invoice_number: string | null;
  invoice_date: Date | null;
  delivered_at: Date | null;
  /** The courier and its airway bill number, given when the order ships. */
  carrier: ColumnType<string | null, string | null | undefined, string | null>;
  awb: ColumnType<string | null, string | null | undefined, string | null>;
  /** The delivery PIN's zone and the day promised from it at placement (YYYY-MM-DD, India). */
  delivery_zone: ColumnType<'local' | 'regional' | 'national' | 'remote' | null, 'local' | 'regional' | 'national' | 'remote' | null | undefined, never>;
  promised_delivery_date: ColumnType<string | null, string | null | undefined, never>;
  created_at: Created;
  updated_at: Touched;
  /** Migration 0016: cash collected on delivery (also in paid_paise), and what was refunded (server/features/refunds keeps these in step with the refund rows). */
  cod_collected_paise: Generated<number>;
  refunded_paise: Generated<number>;
  refunded_original_paise: Generated<number>;
  /** Migration 0028: the page's language when the order was placed; its e-mails and invoice speak it. */
  locale: ColumnType<Locale, Locale | undefined, never>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: Generated<number>;
  category_id: number;
  title: string;
  variant_label: Generated<string>;
  slug: string;
  hsn_code: string;
  gst_rate: number;
  qty: number;
  unit_mrp_paise: number;
  unit_price_paise: number;
  discount_paise: Generated<number>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  note: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PaymentsTable {
  id: Generated<number>;
  /** A shop order or (gift_card_order_id) a gift card order: exactly one is set. */
  order_id: number | null;
  gift_card_order_id: number | null;
  attempt: number;
  gateway: string;
  gateway_order_id: string;
  amount_paise: number;
  status: Generated<'created' | 'paid' | 'failed'>;
  gateway_payment_id: string | null;
  method: Generated<string>;
  failure_reason: Generated<string>;
  created_at: Created;
  paid_at: Date | null;
}

export interface WebhookEventsTable {
  event_id: string;
  event: string;
  received_at: Created;
}

export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'picked_up' | 'received' | 'refunded' | 'replaced';

export interface ReturnsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  user_id: number;
  kind: 'return' | 'replace';
  qty: number;
  reason: string;
  details: Generated<string>;
  pickup_address: ColumnType<unknown, string, string>;
  refund_destination: 'original' | 'wallet';
  status: ReturnStatus;
  created_at: Created;
  updated_at: Touched;
  /** Migration 0017 (the return desk): what the shopper is told of the decision, the pickup booked, the condition found, the replacement sent. */
  decision_reason: Generated<string>;
  /** YYYY-MM-DD, India. */
  pickup_date: ColumnType<string | null, string | null | undefined, string | null>;
  pickup_slot: ColumnType<'morning' | 'afternoon' | 'evening' | null, 'morning' | 'afternoon' | 'evening' | null | undefined, 'morning' | 'afternoon' | 'evening' | null>;
  condition: ColumnType<'as_new' | 'opened_complete' | 'damaged' | 'missing_parts' | null, 'as_new' | 'opened_complete' | 'damaged' | 'missing_parts' | null | undefined, 'as_new' | 'opened_complete' | 'damaged' | 'missing_parts' | null>;
  condition_note: Generated<string>;
  replacement_order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReturnEventsTable {
  id: Generated<number>;
  return_id: number;
  status: string;
  note: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** The staff account that took the step (migration 0017); null for the shopper's request and older steps. */
  staff_id: ColumnType<number | null, number | null | undefined, never>;
}

export type RefundKind = 'cancel' | 'partial' | 'return';
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  amount_paise: number;
  destination: 'original' | 'wallet';
  status: Generated<RefundStatus>;
  created_at: Created;
  /** Migration 0016 (the refund module): who, why, which lines, and its life at the gateway. */
  kind: RefundKind;
  staff_id: number | null;
  reason: Generated<string>;
  /** jsonb [{order_item_id, qty}]. */
  lines: ColumnType<unknown, string | undefined, string>;
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
  gateway_refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  failure_reason: Generated<string>;
  updated_at: Touched;
}

export interface ServerSecretsTable {
  name: string;
  secret: string;
  created_at: Created;
}

export interface InvoiceSequencesTable {
  financial_year: string;
  last_number: number;
}
