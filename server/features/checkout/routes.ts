import { creditConversion, creditOrder } from '../experiments/credit';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { checkoutFormSchema, checkoutPaths, placeOrderFormSchema, type PlacedOrder } from '../../../schemas/api/checkout';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import { requireStorefront } from '../../http/auth';
import { formBodyLimit } from '../../http/body-limit';
import { parseForm, parseQuery, type Read } from '../../http/form';
import { envelope, fail, signInRequired } from '../../http/respond';
import { requestLocale } from '../../i18n/request-locale';
import { t } from '../../i18n/translate';
import { log } from '../../observability/logger';
import { ordersPlaced, paymentFailures } from '../../observability/shop-metrics';
import { startPaymentAttempt } from '../payments/attempts';
import type { ShopDeps } from '../shop-deps';
import { couponOffers } from './offers';
import { placeOrder } from './place-order';
import { priceCheckout } from './pricing/quote';

const couponsQuerySchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  // Coupons do not depend on the address today; the storefront sends it, and it is validated like any id.
  address_id: z.optional(wholeNumber('address_id', 1, MAX_INT4)),
});

/** Checkout is personal and priced afresh on every call: never cached. */
function personal<T>(c: Context, data: T, message = ''): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(envelope(data, message));
}

/**
 * Quote, coupons and placing the order (spec section 7). Every call acts on
 * the signed-in shopper's own cart: the user_id field must be theirs. Prices,
 * totals and the payment split come from the database; the browser's total
 * only serves to notice that it changed.
 */
export function checkoutRoutes(deps: ShopDeps): Hono {
  const app = new Hono();
  const auth = requireStorefront(deps.credentials);

  async function signedIn(c: Context, userId: number): Promise<Read<number>> {
    const who = await deps.identify(c);
    if (who === null) return { ok: false, response: signInRequired(c, t(requestLocale(c), 'api.checkout.signIn')) };
    if (who !== userId) return { ok: false, response: fail(c, 403, t(requestLocale(c), 'api.notYourAccount')) };
    return { ok: true, value: who };
  }

  app.get(`/${checkoutPaths.coupons}`, auth, async (c) => {
    const form = parseQuery(c, couponsQuerySchema);
    if (!form.ok) return form.response;
    const user = await signedIn(c, form.value.user_id);
    if (!user.ok) return user.response;
    return personal(c, await couponOffers(deps.db, user.value, requestLocale(c)));
  });

  app.post(`/${checkoutPaths.quote}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, checkoutFormSchema);
    if (!form.ok) return form.response;
    const user = await signedIn(c, form.value.user_id);
    if (!user.ok) return user.response;
    const priced = await priceCheckout(deps.db, user.value, form.value, { locale: requestLocale(c) });
    // The first quote is the shopper opening checkout: the funnel's middle step.
    await creditConversion(c, deps.db, 'checkout');
    return personal(c, priced.quote);
  });

  app.post(`/${checkoutPaths.placeOrder}`, auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, placeOrderFormSchema);
    if (!form.ok) return form.response;
    const user = await signedIn(c, form.value.user_id);
    if (!user.ok) return user.response;
    const locale = requestLocale(c);
    const outcome = await placeOrder(deps.db, user.value, form.value, locale);
    if (!outcome.ok) return fail(c, outcome.status, outcome.message);
    const { order } = outcome;
    if (outcome.created) await creditOrder(c, deps.db, order, form.value.payment_method);
    // Counted after the commit, once per order: a repeated press answers with the same order.
    if (outcome.created) ordersPlaced.inc({ payment_method: form.value.payment_method });
    // The gateway is called after the order is committed: a slow or failing gateway never holds the cart and stock locks, and the order waits with a retry.
    let payment = null;
    if (order.status === 'awaiting_payment' && order.online_paise > 0) {
      try {
        payment = await startPaymentAttempt(deps, order.id);
      } catch (err) {
        // The order is safe; only the payment page could not be prepared. The order page offers "Pay now".
        paymentFailures.inc({ reason: 'start' });
        log.error({ err, order_number: order.order_number }, 'checkout: the payment attempt could not start');
        const placed: PlacedOrder = { order_id: order.id, order_number: order.order_number, status: order.status, total_paise: order.total_paise, payment: null };
        return personal(c, placed, t(locale, 'api.checkout.paymentNotStarted'));
      }
    }
    const placed: PlacedOrder = { order_id: order.id, order_number: order.order_number, status: order.status, total_paise: order.total_paise, payment };
    return personal(c, placed, t(locale, 'api.checkout.orderPlaced'));
  });

  return app;
}
