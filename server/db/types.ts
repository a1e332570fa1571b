import type { ColumnType, Generated } from 'kysely';
import type { CategoriesTable, BrandsTable, ProductsTable, ProductVariantsTable, ProductRelatedTable, ProductImagesTable, CollectionsTable, CollectionProductsTable } from './tables/catalog';
import type { CartItemsTable, WishlistItemsTable } from './tables/cart';
import type { UsersTable, UserSessionsTable, EmailCodesTable } from './tables/identity';
import type { PinCodesTable, AddressesTable, CouponsTable, CouponRedemptionsTable, OrdersTable, OrderItemsTable, OrderEventsTable, PaymentsTable, WebhookEventsTable, ReturnsTable, ReturnEventsTable, RefundsTable, InvoiceSequencesTable, ServerSecretsTable } from './tables/orders';
import type { RecommendationRulesTable, RecommendationTargetsTable } from './tables/recommendations';
import type { StaffAccountsTable, StaffInvitationsTable, StaffApiTokensTable, AdminSessionsTable, ConfigDraftsTable, ConfigVersionsTable, ConfigSchedulesTable, AuditLogTable } from './tables/studio';
import type { StockAlertsTable } from './tables/stock-alerts';
import type { CartVisitsTable } from './tables/dashboard';
import type { SectionStatsHourlyTable } from './tables/section-analytics';
import type { CampaignPagesTable } from './tables/campaign-pages';
import type { TargetedLayoutsTable } from './tables/targeted-layouts';
import type { ExperimentsTable, ExperimentExposuresTable, ExperimentConversionsTable, OrderSessionsTable } from './tables/experiments';
import type { WalletEntriesTable, ReferralRewardsTable, GiftCardDesignsTable, GiftCardOrdersTable, GiftCardsTable, GiftCardRedeemAttemptsTable, SupportTicketsTable, TicketMessagesTable, FaqsTable, PoliciesTable, PushTokensTable } from './tables/account';

export interface UiConfigurationsTable {
  id: Generated<number>;
  /** A PageScope: 'shell', 'home', 'menu', … */
  scope: string;
  position: number;
  section_name: string;
  visibility: string;
  other_configration: string;
  /** Layout schema version the row was written in; older rows are upgraded when read. */
  schema_version: Generated<number>;
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

/** Every distinct word of products.search_text and how many products hold it (migration 0026, kept by triggers). */
export interface SearchWordsTable {
  word: string;
  products: number;
}

/**
 * A narrow copy of each product's searchable, filterable and sortable columns
 * (migration 0026, kept by triggers on products): what search listings,
 * their facets and suggestions read. Same column names as products.
 */
export interface ProductSearchTable
  extends Pick<
    ProductsTable,
    'id' | 'search_text' | 'brand_id' | 'category_id' | 'sub_category_id' | 'price_paise' | 'discount_percent' | 'in_stock' | 'popularity' | 'is_best_seller' | 'is_hot_deal' | 'is_new_arrival' | 'created_at'
  > {
  /** lower(title): search ranks by it. */
  title_lower: string;
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
  product_related: ProductRelatedTable;
  product_images: ProductImagesTable;
  collections: CollectionsTable;
  collection_products: CollectionProductsTable;
  search_words: SearchWordsTable;
  product_search: ProductSearchTable;
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
  server_secrets: ServerSecretsTable;
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
  staff_accounts: StaffAccountsTable;
  staff_invitations: StaffInvitationsTable;
  staff_api_tokens: StaffApiTokensTable;
  admin_sessions: AdminSessionsTable;
  config_drafts: ConfigDraftsTable;
  config_versions: ConfigVersionsTable;
  config_schedules: ConfigSchedulesTable;
  audit_log: AuditLogTable;
  recommendation_rules: RecommendationRulesTable;
  recommendation_targets: RecommendationTargetsTable;
  stock_alerts: StockAlertsTable;
  cart_visits: CartVisitsTable;
  section_stats_hourly: SectionStatsHourlyTable;
  campaign_pages: CampaignPagesTable;
  targeted_layouts: TargetedLayoutsTable;
  experiments: ExperimentsTable;
  experiment_exposures: ExperimentExposuresTable;
  experiment_conversions: ExperimentConversionsTable;
  order_sessions: OrderSessionsTable;
}

export type * from './tables/catalog';
export type * from './tables/cart';
export type * from './tables/identity';
export type * from './tables/orders';
export type * from './tables/account';
export type * from './tables/studio';
export type * from './tables/recommendations';
export type * from './tables/stock-alerts';
export type * from './tables/dashboard';
