import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { giftCardColorsSchema, type GiftCardOrder, type GiftCardStatus } from '../../../schemas/api/gift-cards';
import type { Database } from '../../db/types';
import type { Locale } from '../../../schemas/locale';

export interface NewGiftCardOrder {
  userId: number;
  designId: number;
  amountPaise: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  idempotencyKey: string;
  /** The buyer's page's language: the recipient's e-mail speaks it. */
  locale: Locale;
}

/** 'GC' and 12 random hex digits: the gateway receipt and what the buyer quotes to support. */
function newOrderNumber(): string {
  return `GC${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Creates the order, or answers the one this idempotency key already made
 * (a double-tapped "Pay" buys one card).
 */
export async function createGiftCardOrder(db: Kysely<Database>, input: NewGiftCardOrder): Promise<number> {
  const created = await db
    .insertInto('gift_card_orders')
    .values({
      order_number: newOrderNumber(),
      user_id: input.userId,
      idempotency_key: input.idempotencyKey,
      design_id: input.designId,
      amount_paise: input.amountPaise,
      recipient_name: input.recipientName,
      recipient_email: input.recipientEmail,
      message: input.message,
      locale: input.locale,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return created.id;
  const existing = await db
    .selectFrom('gift_card_orders')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  return existing.id;
}

function ordersQuery(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('gift_card_orders as o')
    .innerJoin('gift_card_designs as d', 'd.id', 'o.design_id')
    .leftJoin('gift_cards as g', 'g.gift_card_order_id', 'o.id')
    .select([
      'o.id',
      'o.order_number',
      'o.status',
      'o.amount_paise',
      'o.recipient_name',
      'o.recipient_email',
      'o.message',
      'o.created_at',
      'd.id as design_id',
      'd.slug as design_slug',
      'd.name as design_name',
      'd.colors as design_colors',
      'g.status as card_status',
      'g.code_last4',
    ])
    .where('o.user_id', '=', userId);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['executeTakeFirstOrThrow']>>;

function statusOf(row: OrderRow): GiftCardStatus {
  if (row.status === 'awaiting_payment' || row.status === 'cancelled') return row.status;
  return row.card_status === 'redeemed' ? 'redeemed' : 'sent';
}

/** The buyer's view: the code only as its last four characters. */
function present(row: OrderRow): GiftCardOrder {
  return {
    id: row.id,
    order_number: row.order_number,
    design: { id: row.design_id, slug: row.design_slug, name: row.design_name, colors: giftCardColorsSchema.parse(row.design_colors) },
    amount_paise: row.amount_paise,
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    message: row.message,
    status: statusOf(row),
    code_masked: row.code_last4 ? `XXXX-XXXX-XXXX-${row.code_last4}` : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listGiftCardOrders(db: Kysely<Database>, userId: number): Promise<GiftCardOrder[]> {
  const rows = await ordersQuery(db, userId).orderBy('o.id', 'desc').execute();
  return rows.map(present);
}

/** The shopper's own gift card order; another shopper's is answered like a missing one. */
export async function readGiftCardOrder(db: Kysely<Database>, userId: number, id: number): Promise<GiftCardOrder | null> {
  const row = await ordersQuery(db, userId).where('o.id', '=', id).executeTakeFirst();
  return row ? present(row) : null;
}
