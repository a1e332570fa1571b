import { useEffect, useMemo, type ReactNode } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { paymentMethodCode } from '../../../schemas/api/checkout';
import { useSignedInUser } from '../../state/useSignedInUser';
import type { CheckoutChoice } from './checkout-api';
import { CheckoutViewProvider, type CheckoutView } from './CheckoutContext';
import {
  appliedCouponAtom,
  couponCodeAtom,
  couponListAtom,
  deliveryChargeAtom,
  partPaymentAtom,
  paymentMethodAtom,
  selectedAddressIdAtom,
  selectedOptionAtom,
} from './state';
import { effectiveAddress, useAddresses, useCoupons, useQuote, useRazorpayDetails } from './useCheckoutData';
import { usePlaceOrder } from './usePlaceOrder';

/** The live checkout of the signed-in shopper: their addresses, the server's quote for their choices, and placing the order. */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const [selectedId, setSelectedId] = useAtom(selectedAddressIdAtom);
  const [couponCode, setCouponCode] = useAtom(couponCodeAtom);
  const [appliedCoupon, setAppliedCoupon] = useAtom(appliedCouponAtom);
  const [paymentMethod, setPaymentMethod] = useAtom(paymentMethodAtom);
  const [partPaymentPaise, setPartPayment] = useAtom(partPaymentAtom);
  const [option, setOption] = useAtom(selectedOptionAtom);
  const setDeliveryCharge = useSetAtom(deliveryChargeAtom);
  const setCouponList = useSetAtom(couponListAtom);

  const addresses = useAddresses();
  const address = effectiveAddress(addresses.data, selectedId);
  const method = paymentMethodCode(paymentMethod);
  const choice = useMemo<CheckoutChoice | null>(
    () =>
      user && address
        ? {
            user_id: user.id,
            address_id: address.id,
            coupon_code: appliedCoupon,
            payment_method: method,
            advance_paise: method === 'part' ? partPaymentPaise : 0,
            use_wallet: option === 'wallet',
          }
        : null,
    [user, address, appliedCoupon, method, partPaymentPaise, option],
  );
  const quote = useQuote(choice);
  const coupons = useCoupons(user?.id ?? null, address?.id ?? null);
  const razorpay = useRazorpayDetails();
  const { placing, place } = usePlaceOrder({ choice, quote: quote.data, razorpay: razorpay.data, refreshQuote: () => quote.mutate() });

  // The spec's shared state mirrors what the server last said, for other pages (and a reload) to read.
  const charge = quote.data?.delivery.charge_paise;
  useEffect(() => {
    if (charge !== undefined) setDeliveryCharge(charge);
  }, [charge, setDeliveryCharge]);
  useEffect(() => {
    if (coupons.data) setCouponList(coupons.data);
  }, [coupons.data, setCouponList]);

  const error = addresses.error ?? quote.error ?? undefined;
  const value = useMemo<CheckoutView>(
    () => ({
      addresses: addresses.data,
      coupons: coupons.data,
      quote: quote.data,
      quoting: quote.isValidating,
      error: error instanceof Error ? error : undefined,
      selection: { address, couponCode, appliedCoupon, paymentMethod, partPaymentPaise, useWallet: option === 'wallet' },
      actions: {
        selectAddress: setSelectedId,
        typeCoupon: setCouponCode,
        applyCoupon: (code) => {
          const clean = code.trim().toUpperCase();
          setCouponCode(clean);
          setAppliedCoupon(clean);
        },
        removeCoupon: () => {
          setCouponCode('');
          setAppliedCoupon('');
        },
        choosePayment: setPaymentMethod,
        setPartPayment,
        setUseWallet: (on) => setOption(on ? 'wallet' : 'none'),
        placeOrder: place,
      },
      placing,
      retry: () => {
        void addresses.mutate();
        void quote.mutate();
      },
    }),
    [addresses, coupons.data, quote, error, address, couponCode, appliedCoupon, paymentMethod, partPaymentPaise, option, setSelectedId, setCouponCode, setAppliedCoupon, setPaymentMethod, setPartPayment, setOption, place, placing],
  );
  return <CheckoutViewProvider value={value}>{children}</CheckoutViewProvider>;
}
