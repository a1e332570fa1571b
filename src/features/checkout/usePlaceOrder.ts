import { useCallback, useRef, useState } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { cartPaths } from '../../../schemas/api/cart';
import type { Quote, RazorpayDetails } from '../../../schemas/api/checkout';
import { ApiError } from '../../api/client';
import { useLocale, useT } from '../../i18n/useT';
import { cartCountAtom } from '../../state/session';
import { placeOrder, type CheckoutChoice } from './checkout-api';
import { payOnline, usePaymentMessage, type PaymentOutcome } from './pay-online';
import { clearCheckoutAtom, idempotencyKeyAtom } from './state';

interface Inputs {
  choice: CheckoutChoice | null;
  quote: Quote | undefined;
  razorpay: RazorpayDetails | undefined;
  refreshQuote: () => Promise<unknown>;
}

/**
 * Places the order for the quote on screen, then takes payment. The server
 * refuses (409) when its total differs from the one shown: the summary is
 * refreshed and nothing is placed. Once an order exists (paid or awaiting
 * payment) the checkout state is cleared and the cart emptied, and the
 * shopper is taken to the order, which offers to retry a failed payment.
 */
export function usePlaceOrder({ choice, quote, razorpay, refreshQuote }: Inputs) {
  const [placing, setPlacing] = useState(false);
  // A ref as well as state: two presses within one render must not both get through.
  const busy = useRef(false);
  const store = useStore();
  const clearCheckout = useSetAtom(clearCheckoutAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const paymentMessage = usePaymentMessage();

  const place = useCallback(async () => {
    if (busy.current || !choice || !quote || quote.blockers.length > 0) return;
    busy.current = true;
    setPlacing(true);
    try {
      const key = store.get(idempotencyKeyAtom) ?? crypto.randomUUID();
      store.set(idempotencyKeyAtom, key);
      let order;
      try {
        // A code the quote refused is not sent: the order is exactly what the summary shows.
        order = await placeOrder({ ...choice, coupon_code: quote.coupon?.code ?? '' }, quote.total_paise, key, locale);
      } catch (error) {
        // A network failure may have placed the order: keep the key so the next press finds it. A refusal placed nothing.
        if (!(error instanceof ApiError) || error.status !== 0) store.set(idempotencyKeyAtom, null);
        toast.error(error instanceof Error && error.message ? paymentMessage(error.message) : t('checkout.orderFailed'));
        if (error instanceof ApiError && error.status === 409) await refreshQuote();
        return;
      }
      const paid: PaymentOutcome = order.payment ? await payOnline(choice.user_id, order.order_id, order.payment, razorpay) : { ok: true };
      // Only now is the cart emptied on screen: earlier, the page would swap to "your cart is empty" under the payment window.
      clearCheckout();
      setCartCount(0);
      void mutate((k) => typeof k === 'string' && k.startsWith(cartPaths.items));
      if (paid.ok) toast.success(t('checkout.orderPlaced'));
      else toast.error(paymentMessage(paid.message));
      // The order page offers order updates by push once, right after a first order (never on first load).
      navigate(`/order/${order.order_id}`, { state: { placed: true } });
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  }, [choice, quote, razorpay, refreshQuote, store, clearCheckout, setCartCount, mutate, navigate, t, locale, paymentMessage]);

  return { placing, place };
}
