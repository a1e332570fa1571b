import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  GIFT_CARD_MESSAGES,
  giftCardOrderFormSchema,
  giftCardOwnerQuerySchema,
  giftCardPaths,
  giftCardPayFormSchema,
  giftCardVerifyFormSchema,
  redeemFormSchema,
  type GiftCardOrder,
  type PlacedGiftCardOrder,
  type Redeemed,
} from '../../../schemas/api/gift-cards';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseFields, parseForm, parseQuery } from '../../http/form';
import { envelope, fail } from '../../http/respond';
import { tr } from '../../i18n/request-locale';
import { PaymentNotDue, startGiftCardPaymentAttempt } from '../payments/attempts';
import { confirmAndDeliver } from '../payments/confirm';
import { requireShopper } from './owner';
import type { ShopDeps } from '../shop-deps';
import { listDesigns, readDesign } from './designs';
import { createGiftCardOrder, listGiftCardOrders, readGiftCardOrder } from './orders';
import { reissueGiftCard } from './issue';
import { redeemGiftCard } from './redeem';
import { countPaid, paymentFailures } from '../../observability/shop-metrics';

// Shoppers read the route's other words in their language (api catalogue area); designNotFound stays English, as the gift card page tells it apart by its text.
const M = GIFT_CARD_MESSAGES;
const idSchema = z.object({ id: wholeNumber('id', 1, MAX_INT4) });

function personal(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

/**
 * Gift cards (issue 6 §2): the designs, buying one through the same gateway
 * flow as orders (its payment confirmed by confirmPayment, which issues the
 * card once and e-mails it), the buyer's list and redeeming into the wallet.
 */
export function giftCardRoutes(deps: ShopDeps): Hono {
  const { db, gateway } = deps;
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  async function placed(c: Context, order: GiftCardOrder): Promise<Response> {
    try {
      const answer: PlacedGiftCardOrder = { order, payment: await startGiftCardPaymentAttempt(deps, order.id) };
      return c.json(envelope(answer));
    } catch (error) {
      if (error instanceof PaymentNotDue) return fail(c, 409, tr(c, 'api.giftCards.alreadyPaid'));
      throw error;
    }
  }

  app.get(`/${giftCardPaths.designs}`, auth, async (c) => c.json(envelope(await listDesigns(db))));

  app.get('/website/gift-cards/designs/:id', auth, async (c) => {
    const id = parseFields(c, idSchema, { id: c.req.param('id') });
    if (!id.ok) return id.response;
    const design = await readDesign(db, id.value.id);
    return design ? c.json(envelope(design)) : fail(c, 404, M.designNotFound);
  });

  app.get(`/${giftCardPaths.orders}`, auth, async (c) => {
    personal(c);
    const query = parseQuery(c, giftCardOwnerQuerySchema);
    if (!query.ok) return query.response;
    const account = await requireShopper(c, deps.identify, query.value.user_id);
    if (!account.ok) return account.response;
    return c.json(envelope(await listGiftCardOrders(db, account.value)));
  });

  app.post(`/${giftCardPaths.orders}`, auth, formBodyLimit, async (c) => {
    personal(c);
    const form = await parseForm(c, giftCardOrderFormSchema);
    if (!form.ok) return form.response;
    const account = await requireShopper(c, deps.identify, form.value.user_id);
    if (!account.ok) return account.response;
    const design = await readDesign(db, form.value.design_id);
    if (!design) return fail(c, 404, M.designNotFound);
    if (form.value.amount_paise < design.min_paise || form.value.amount_paise > design.max_paise) return fail(c, 400, tr(c, 'api.giftCards.amountRange'));
    const id = await createGiftCardOrder(db, {
      userId: account.value,
      designId: design.id,
      amountPaise: form.value.amount_paise,
      recipientName: form.value.recipient_name,
      recipientEmail: form.value.recipient_email,
      message: form.value.message,
      idempotencyKey: form.value.idempotency_key,
      locale: form.value.locale,
    });
    const order = await readGiftCardOrder(db, account.value, id);
    if (!order) return fail(c, 404, tr(c, 'api.giftCards.orderNotFound'));
    return placed(c, order);
  });

  app.post('/website/gift-cards/orders/:id/pay', auth, formBodyLimit, async (c) => {
    personal(c);
    const id = parseFields(c, idSchema, { id: c.req.param('id') });
    if (!id.ok) return id.response;
    const form = await parseForm(c, giftCardPayFormSchema);
    if (!form.ok) return form.response;
    const account = await requireShopper(c, deps.identify, form.value.user_id);
    if (!account.ok) return account.response;
    const order = await readGiftCardOrder(db, account.value, id.value.id);
    if (!order) return fail(c, 404, tr(c, 'api.giftCards.orderNotFound'));
    return placed(c, order);
  });

  app.post('/website/gift-cards/orders/:id/resend', auth, formBodyLimit, async (c) => {
    personal(c);
    const id = parseFields(c, idSchema, { id: c.req.param('id') });
    if (!id.ok) return id.response;
    const form = await parseForm(c, giftCardPayFormSchema);
    if (!form.ok) return form.response;
    const account = await requireShopper(c, deps.identify, form.value.user_id);
    if (!account.ok) return account.response;
    const userId = account.value;
    const result = await db.transaction().execute((trx) => reissueGiftCard(trx, userId, id.value.id));
    if (!result.ok) {
      if (result.reason === 'not-found') return fail(c, 404, tr(c, 'api.giftCards.orderNotFound'));
      return fail(c, 409, tr(c, result.reason === 'redeemed' ? 'api.giftCards.alreadyRedeemed' : 'api.giftCards.notPaidYet'));
    }
    // After commit: the new code must work by the time the e-mail arrives.
    await deps.mailer.send(result.mail);
    return c.json(envelope(null, tr(c, 'api.giftCards.resent')));
  });

  app.post(`/${giftCardPaths.verifyPayment}`, auth, formBodyLimit, async (c) => {
    personal(c);
    const form = await parseForm(c, giftCardVerifyFormSchema);
    if (!form.ok) return form.response;
    const account = await requireShopper(c, deps.identify, form.value.user_id);
    if (!account.ok) return account.response;
    const order = await readGiftCardOrder(db, account.value, form.value.order_id);
    if (!order) return fail(c, 404, tr(c, 'api.giftCards.orderNotFound'));
    // Only a gateway order we stored for THIS gift card order; the signature is then checked against our copy.
    const payment = await db
      .selectFrom('payments')
      .select('gateway_order_id')
      .where('gift_card_order_id', '=', order.id)
      .where('gateway_order_id', '=', form.value.razorpay_order_id)
      .executeTakeFirst();
    if (!payment || !gateway.verifyPaymentSignature(payment.gateway_order_id, form.value.razorpay_payment_id, form.value.razorpay_signature)) {
      paymentFailures.inc({ reason: 'verification' });
      return fail(c, 400, tr(c, 'api.giftCards.verificationFailed'));
    }
    const confirmation = await confirmAndDeliver(deps, { gatewayOrderId: payment.gateway_order_id, paymentId: form.value.razorpay_payment_id, method: '' });
    countPaid(confirmation, 'callback');
    const after = await readGiftCardOrder(db, account.value, order.id);
    if (!after) return fail(c, 404, tr(c, 'api.giftCards.orderNotFound'));
    return c.json(envelope(after, `Gift card sent to ${after.recipient_email}`));
  });

  app.post(`/${giftCardPaths.redeem}`, auth, formBodyLimit, async (c) => {
    personal(c);
    const form = await parseForm(c, redeemFormSchema);
    if (!form.ok) return form.response;
    const account = await requireShopper(c, deps.identify, form.value.user_id);
    if (!account.ok) return account.response;
    const result = await redeemGiftCard(db, { userId: account.value, code: form.value.code, pin: form.value.pin, ip: '' });
    if (!result.ok) {
      if (result.reason === 'locked') return fail(c, 429, tr(c, 'api.giftCards.tooManyTries', { minutes: result.minutes }));
      if (result.reason === 'redeemed') return fail(c, 409, tr(c, 'api.giftCards.alreadyRedeemed'));
      return fail(c, 400, tr(c, 'api.giftCards.wrongCodeOrPin'));
    }
    const answer: Redeemed = { amount_paise: result.amountPaise, balance_paise: result.balancePaise };
    return c.json(envelope(answer, tr(c, 'api.giftCards.added')));
  });

  return app;
}
