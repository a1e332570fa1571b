import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { cartItemListSchema, cartPaths } from '../../schemas/api/cart';
import { cartItemsPath } from '../../schemas/api/cart-keys';
import { catalogPaths } from '../../schemas/api/catalog';
import { checkoutPaths, gatewayCheckoutSchema, placedOrderSchema, quoteSchema, type GatewayCheckout } from '../../schemas/api/checkout';
import { envelopeSchema } from '../../schemas/api/envelope';
import { hmacHex } from '../../server/features/payments/signatures';
import { LOCAL_WEBHOOK_SECRET } from '../../server/features/payments/select';
import { formBody } from '../server/form-body';
import { storefrontAuth } from '../server/harness';
import type { DrillProduct, DrillShopper } from './drill-data';
import type { Answer, Instances } from './instances';

/** How the gateway's webhook meets the shopper's callback: the three orders a real gateway produces. */
export const WEBHOOK_ORDERS = ['webhook before the callback', 'webhook after the callback', 'webhook twice, around the callback'] as const;
export type WebhookOrder = (typeof WEBHOOK_ORDERS)[number];

/** What the drill believes each shopper has done; the checks compare the database with it. */
export interface ShopperLedger {
  /** Idempotency key → the order the shop answered with. */
  orders: Map<string, number>;
  /** Orders the gateway captured a payment for. */
  captured: Map<number, { paymentId: string; amountPaise: number; webhookOrder: WebhookOrder }>;
  /** Orders the shop said were paid already when the shopper tried again: the gateway's answer was lost, its webhook was not. */
  paidUnseen: Set<number>;
  /** The cart as added since the last order: product → quantity, and adds that may have run twice. */
  cart: Map<number, { qty: number; ambiguous: number }>;
  problems: string[];
  requests: number;
  failovers: number;
}

export function newLedger(): ShopperLedger {
  return { orders: new Map(), captured: new Map(), paidUnseen: new Set(), cart: new Map(), problems: [], requests: 0, failovers: 0 };
}

const gatewayPaymentSchema = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });
const WEBHOOK_PATH = `/api/${checkoutPaths.webhook}`;

export class DrillShopperRun {
  readonly ledger = newLedger();
  private readonly home: number;

  constructor(
    readonly shopper: DrillShopper,
    private readonly products: readonly DrillProduct[],
    private readonly instances: Instances,
  ) {
    this.home = shopper.index % 2;
  }

  private count(answer: Answer): Answer {
    this.ledger.requests += 1 + answer.ambiguous;
    if (answer.via !== this.home) this.ledger.failovers += 1;
    return answer;
  }

  private async get(path: string): Promise<Answer> {
    return this.count(await this.instances.call(this.home, `/api/${path}`, { method: 'GET', headers: { ...storefrontAuth, Cookie: this.shopper.cookie } }));
  }

  private async post(path: string, fields: Record<string, string | number>): Promise<Answer> {
    return this.count(await this.instances.call(this.home, `/api/${path}`, { method: 'POST', headers: { ...storefrontAuth, Cookie: this.shopper.cookie }, body: formBody(fields) }));
  }

  private expect(answer: Answer, what: string): boolean {
    if (answer.status === 200) return true;
    this.ledger.problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return false;
  }

  /** One visit: browse, fill the cart, check out and pay by card. */
  async visit(round: number): Promise<void> {
    const { userId, addressId, sessionId } = this.shopper;
    const product = this.products[(this.shopper.index + round) % this.products.length];
    const second = this.products[(this.shopper.index + round + 1) % this.products.length];
    if (!product || !second) return;
    this.expect(await this.get(catalogPaths.productList({ category_id: String(product.categoryId) })), 'listing');
    this.expect(await this.get(catalogPaths.product(product.id)), 'product page');
    this.expect(await this.get(catalogPaths.suggestions(product.title.split(' ')[0] ?? 'laptop')), 'search suggestions');
    for (const item of [product, second]) {
      const added = await this.post(cartPaths.add, { user_id: userId, session_id: sessionId, product_id: item.id, qty: 1, mrp: '', price: '', size: '{}' });
      if (!this.expect(added, 'add to cart')) continue;
      const line = this.ledger.cart.get(item.id) ?? { qty: 0, ambiguous: 0 };
      this.ledger.cart.set(item.id, { qty: line.qty + 1, ambiguous: line.ambiguous + added.ambiguous });
    }
    const cart = await this.get(cartItemsPath({ user_id: userId, session_id: sessionId }));
    if (this.expect(cart, 'cart')) {
      const lines = envelopeSchema(cartItemListSchema).parse(cart.body).data;
      for (const [productId, want] of this.ledger.cart) {
        const held = lines.find((l) => l.product_id === productId)?.qty ?? 0;
        if (held < want.qty || held > want.qty + want.ambiguous) this.ledger.problems.push(`cart: product ${productId} held ${held}, expected ${want.qty}`);
      }
    }

    const choice = { user_id: userId, address_id: addressId, payment_method: 'online' };
    const quoted = await this.post(checkoutPaths.quote, choice);
    if (!this.expect(quoted, 'checkout pricing')) return;
    const total = envelopeSchema(quoteSchema).parse(quoted.body).data.total_paise;
    const key = randomUUID();
    const placed = await this.post(checkoutPaths.placeOrder, { ...choice, expected_total_paise: total, idempotency_key: key });
    if (!this.expect(placed, 'place order')) return;
    const order = envelopeSchema(placedOrderSchema).parse(placed.body).data;
    this.ledger.orders.set(key, order.order_id);
    this.ledger.cart.clear();
    await this.pay(order.order_id, order.payment, placed.via, WEBHOOK_ORDERS[round % WEBHOOK_ORDERS.length] ?? 'webhook after the callback');
  }

  /**
   * Pays at the gateway of the instance that opened the attempt (each local
   * gateway keeps its orders in memory, as Razorpay keeps its own); when that
   * instance has died, a new attempt is opened wherever the shopper lands.
   */
  private async pay(orderId: number, first: GatewayCheckout | null, openedOn: number, webhookOrder: WebhookOrder): Promise<void> {
    let checkout = first;
    let gatewayInstance = openedOn;
    for (let tries = 0; tries < 30; tries += 1) {
      if (!checkout) {
        const attempt = await this.post(checkoutPaths.pay(orderId), { user_id: this.shopper.userId });
        if (attempt.status === 409) {
          // The gateway's own webhook paid it already.
          this.ledger.paidUnseen.add(orderId);
          return;
        }
        if (!this.expect(attempt, 'payment attempt')) return;
        checkout = envelopeSchema(gatewayCheckoutSchema).parse(attempt.body).data;
        gatewayInstance = attempt.via;
      }
      const paid = await this.instances.once(gatewayInstance, '/gateway/v1/payments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: checkout.gateway_order_id, key_id: checkout.key_id, method: 'card', card_number: '4111 1111 1111 1111' }),
      });
      this.ledger.requests += 1;
      if (typeof paid === 'object' && paid.status === 200) {
        const payment = gatewayPaymentSchema.parse(paid.body);
        this.ledger.captured.set(orderId, { paymentId: payment.razorpay_payment_id, amountPaise: checkout.amount_paise, webhookOrder });
        await this.confirm(orderId, payment, checkout.amount_paise, webhookOrder);
        return;
      }
      checkout = null;
    }
    this.ledger.problems.push(`order ${orderId}: never paid at the gateway`);
  }

  private async confirm(orderId: number, payment: z.output<typeof gatewayPaymentSchema>, amountPaise: number, order: WebhookOrder): Promise<void> {
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: payment.razorpay_order_id, amount: amountPaise, status: 'captured', entity: 'payment', currency: 'INR', method: 'card' } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const eventId = `evt_drill_${randomUUID().slice(0, 12)}`;
    // The webhook reaches whichever instance the gateway's request lands on: the other one here.
    const webhook = async () => {
      const sent = this.count(
        await this.instances.call(1 - this.home, WEBHOOK_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-razorpay-event-id': eventId, 'x-razorpay-signature': hmacHex(LOCAL_WEBHOOK_SECRET, rawBody) },
          body: rawBody,
        }),
      );
      this.expect(sent, 'webhook');
    };
    const callback = async () => this.expect(await this.post(checkoutPaths.verifyPayment, { user_id: this.shopper.userId, order_id: orderId, ...payment }), 'payment callback');
    if (order === 'webhook before the callback') {
      await webhook();
      await callback();
    } else if (order === 'webhook after the callback') {
      await callback();
      await webhook();
    } else {
      await webhook();
      await callback();
      await webhook();
    }
  }
}
