import { createContext, useContext, type ReactNode } from 'react';
import type { Address } from '../../../schemas/api/addresses';
import type { CouponOffer, PaymentMethodLabel, Quote } from '../../../schemas/api/checkout';

/**
 * What the checkout sections show and do. The page provides the live quote,
 * addresses and actions; stories and tests can provide fixed ones.
 */
export interface CheckoutSelection {
  address: Address | null;
  couponCode: string;
  appliedCoupon: string;
  paymentMethod: PaymentMethodLabel;
  /** Paise; 0 until the shopper types an amount (the quote's minimum is used). */
  partPaymentPaise: number;
  useWallet: boolean;
}

export interface CheckoutActions {
  selectAddress: (id: number) => void;
  typeCoupon: (code: string) => void;
  /** Sends the code with the next quote; the quote says whether it applied. */
  applyCoupon: (code: string) => void;
  removeCoupon: () => void;
  choosePayment: (method: PaymentMethodLabel) => void;
  setPartPayment: (paise: number) => void;
  setUseWallet: (on: boolean) => void;
  placeOrder: () => Promise<void>;
}

export interface CheckoutView {
  /** Undefined while first fetched. */
  addresses: Address[] | undefined;
  coupons: CouponOffer[] | undefined;
  /** Undefined until an address is chosen and priced. */
  quote: Quote | undefined;
  /** A new quote is on its way (the shown one may be stale). */
  quoting: boolean;
  error: Error | undefined;
  selection: CheckoutSelection;
  actions: CheckoutActions;
  /** An order is being placed or paid for: the button is busy and ignores presses. */
  placing: boolean;
  retry: () => void;
}

const CheckoutContext = createContext<CheckoutView | null>(null);

export function CheckoutViewProvider({ value, children }: { value: CheckoutView; children: ReactNode }) {
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

export function useCheckoutView(): CheckoutView {
  const view = useContext(CheckoutContext);
  if (!view) throw new Error('The checkout sections need a CheckoutProvider: place them on the checkout page');
  return view;
}
