import type { ColumnType, Generated } from 'kysely';

export interface UiConfigurationsTable {
  id: Generated<number>;
  /** A PageScope: 'shell', 'home', 'menu', … */
  scope: string;
  position: number;
  section_name: string;
  visibility: string;
  other_configration: string;
}

export interface ModulesTable {
  module_name: string;
  status: string;
  position: number;
}

export interface SettingsTable {
  key: string;
  /** jsonb: drivers hand back parsed JSON, which callers parse with zod. */
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface MediaTable {
  name: string;
  content_type: string;
  body: string;
  updated_at: ColumnType<Date, never, Date>;
}

export interface Database {
  ui_configurations: UiConfigurationsTable;
  modules: ModulesTable;
  settings: SettingsTable;
  media: MediaTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  collections: CollectionsTable;
  collection_products: CollectionProductsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  email_codes: EmailCodesTable;
  pin_codes: PinCodesTable;
  addresses: AddressesTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  returns: ReturnsTable;
  return_events: ReturnEventsTable;
  refunds: RefundsTable;
  invoice_sequences: InvoiceSequencesTable;
  wallet_entries: WalletEntriesTable;
  referral_rewards: ReferralRewardsTable;
  gift_card_designs: GiftCardDesignsTable;
  gift_card_orders: GiftCardOrdersTable;
  gift_cards: GiftCardsTable;
  gift_card_redeem_attempts: GiftCardRedeemAttemptsTable;
  support_tickets: SupportTicketsTable;
  ticket_messages: TicketMessagesTable;
  faqs: FaqsTable;
  policies: PoliciesTable;
  push_tokens: PushTokensTable;
}

// ------------------------------------------------------------------ catalogue

export interface CategoriesTable {
  id: Generated<number>;
  /** Null for a top-level category; sub-categories point at their parent. */
  parent_id: number | null;
  title: string;
  slug: string;
  /** A CategoryKind for top-level categories (picks the illustration); the parent's kind for sub-categories. */
  kind: string;
  description: string;
  position: number;
  /** Days after delivery a product of this category may be returned or replaced; 0: never. */
  return_days: Generated<number>;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  brand_id: number;
  /** Always the top-level category. */
  category_id: number;
  sub_category_id: number | null;
  description: string;
  /** jsonb string[] */
  highlights: ColumnType<unknown, string, string>;
  /** jsonb {name, value}[] */
  specifications: ColumnType<unknown, string, string>;
  /** How many generated pictures the product has (served under /media/products/). */
  image_count: number;
  /** Cheapest variant's price when the product has variants. */
  price_paise: number;
  mrp_paise: number;
  /** Generated: whole percent off MRP. */
  discount_percent: ColumnType<number, never, never>;
  gst_rate: number;
  hsn_code: string;
  /** All variants together when the product has variants. */
  stock: number;
  max_per_order: number;
  is_best_seller: boolean;
  is_hot_deal: boolean;
  is_new_arrival: boolean;
  rating_average: number;
  rating_count: number;
  /** Units sold in the last 90 days: the popularity sort. */
  popularity: number;
  /** Title, brand and category words, lower-cased: what search and suggestions match. */
  search_text: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  label: string;
  /** jsonb Record<string, string> */
  attributes: ColumnType<unknown, string, string>;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  position: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  tagline: string;
  description: string;
  tone: string;
  /** The CategoryKind whose illustration stands for the collection. */
  kind: string;
  position: number;
}

export interface CollectionProductsTable {
  collection_id: number;
  product_id: number;
  position: number;
}

// ------------------------------------------------------------ cart and wishlist

export interface CartItemsTable {
  id: Generated<number>;
  /** 'u:{user_id}' for a signed-in shopper, 's:{session_id}' for a guest: one unique key for both. */
  owner_key: string;
  user_id: number;
  session_id: string;
  product_id: number;
  /** 0 when the product has no variants, so (owner, product, variant) can be unique. */
  variant_id: number;
  /** The size JSON as the storefront sent it. */
  size: string;
  qty: number;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: ColumnType<Date, never, never>;
}

// ------------------------------------------------------------------- identity

export interface UsersTable {
  id: Generated<number>;
  /** The Firebase Auth uid: the identity service's name for this person. */
  firebase_uid: string;
  email: string | null;
  mobile: string | null;
  fname: Generated<string>;
  lname: Generated<string>;
  has_password: Generated<boolean>;
  referral_code: string;
  referred_by: number | null;
  created_at: ColumnType<Date, never, never>;
  last_sign_in_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UserSessionsTable {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  checked_at: ColumnType<Date, Date | undefined, Date>;
  user_agent: Generated<string>;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'sign-up' | 'reset';
  /** SHA-256 of the 6-digit code with the row's e-mail and purpose. */
  code_hash: string;
  attempts: Generated<number>;
  ip: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  verified_at: Date | null;
  consumed_at: Date | null;
}

// ------------------------------------------------------- addresses and orders

type Created = ColumnType<Date, never, never>;
type Touched = ColumnType<Date, Date | undefined, Date>;

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
  per_user_limit: Generated<number>;
  total_limit: number | null;
  /** jsonb array of top-level category ids; empty means every category. */
  category_ids: ColumnType<unknown, string | undefined, string>;
  active: Generated<boolean>;
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
  created_at: Created;
  updated_at: Touched;
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

export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'picked_up' | 'refunded' | 'replaced';

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
}

export interface ReturnEventsTable {
  id: Generated<number>;
  return_id: number;
  status: string;
  note: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  amount_paise: number;
  destination: 'original' | 'wallet';
  status: Generated<string>;
  created_at: Created;
}

export interface InvoiceSequencesTable {
  financial_year: string;
  last_number: number;
}

// ------------------------------------------- wallet, gift cards, support, push

export type WalletEntryKind = 'refund' | 'referral_reward' | 'welcome_credit' | 'gift_card' | 'order_payment' | 'order_payment_reversal' | 'adjustment';

export interface WalletEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** Credits positive, debits negative. */
  amount_paise: number;
  kind: WalletEntryKind;
  /** The cause, e.g. 'order:12': unique per user and kind, so it is applied once. */
  reference: string;
  description: Generated<string>;
  balance_after_paise: number;
  created_at: Created;
}

export interface ReferralRewardsTable {
  id: Generated<number>;
  referrer_id: number;
  referred_id: number;
  status: Generated<'pending' | 'paid'>;
  reward_paise: number;
  order_id: number | null;
  created_at: Created;
  paid_at: Date | null;
}

export interface GiftCardDesignsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  occasion: string;
  description: Generated<string>;
  colors: ColumnType<unknown, string | undefined, string>;
  denominations: ColumnType<unknown, string | undefined, string>;
  min_paise: Generated<number>;
  max_paise: Generated<number>;
  position: Generated<number>;
}

export interface GiftCardOrdersTable {
  id: Generated<number>;
  order_number: string;
  user_id: number;
  idempotency_key: string;
  design_id: number;
  amount_paise: number;
  recipient_name: string;
  recipient_email: string;
  message: Generated<string>;
  status: Generated<'awaiting_payment' | 'paid' | 'cancelled'>;
  created_at: Created;
  paid_at: Date | null;
}

export interface GiftCardsTable {
  id: Generated<number>;
  gift_card_order_id: number;
  code_hash: string;
  pin_hash: string;
  code_last4: string;
  amount_paise: number;
  status: Generated<'active' | 'redeemed'>;
  redeemed_by: number | null;
  redeemed_at: Date | null;
  created_at: Created;
}

export interface GiftCardRedeemAttemptsTable {
  id: Generated<number>;
  user_id: number;
  ip: Generated<string>;
  succeeded: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  ticket_number: string;
  user_id: number | null;
  source: 'contact' | 'support';
  name: string;
  email: string;
  mobile: Generated<string>;
  topic: string;
  order_number: Generated<string>;
  subject: string;
  status: Generated<'open' | 'answered' | 'closed'>;
  created_at: Created;
  updated_at: Touched;
}

export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'customer' | 'support';
  body: string;
  created_at: Created;
}

export interface FaqsTable {
  id: Generated<number>;
  category: string;
  question: string;
  answer: string;
  position: Generated<number>;
}

export interface PoliciesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** jsonb: [{kind: 'heading' | 'paragraph' | 'list', text or items}], rendered as text. */
  body: ColumnType<unknown, string, string>;
  updated_at: Touched;
}

export interface PushTokensTable {
  token: string;
  user_id: number | null;
  session_id: Generated<string>;
  created_at: Created;
  refreshed_at: Touched;
}
