import { useId, useState } from 'react';
import { PAYMENT_METHODS, paymentMethodCode, type PaymentMethodCode, type PaymentMethodLabel } from '../../schemas/api/checkout';
import type { CheckoutPayment1Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { CheckoutCard, CheckoutPending } from '../../src/features/checkout/parts/CheckoutCard';
import { PayBar } from '../../src/features/checkout/parts/PayBar';
import { PlaceOrderButton } from '../../src/features/checkout/parts/PlaceOrderButton';
import { useMediaQuery } from '../../src/features/catalog/listing/filters/useMediaQuery';
import { paymentAvailability } from '../../src/features/checkout/payment-availability';
import { cx } from '../../src/ui/cx';
import type { MessageKey } from '../../src/i18n/messages';
import { useFormat } from '../../src/i18n/useFormat';
import { useT } from '../../src/i18n/useT';
import { SummaryFigures } from '../checkout-summary/parts/SummaryBody';
import { PartPaymentInput } from './parts/PartPaymentInput';
import { WalletLine } from './parts/WalletLine';
import styles from './parts/Payment.module.css';

/** The methods' names and descriptions; their labels (the values sent) are the server's and stay English. */
const METHOD_WORDS: Record<PaymentMethodCode, { name: MessageKey; description: MessageKey }> = {
  online: { name: 'checkout.methodOnline', description: 'checkout.describeOnline' },
  cod: { name: 'checkout.methodCod', description: 'checkout.describeCod' },
  part: { name: 'checkout.methodPart', description: 'checkout.describePart' },
};

/** Below this width the pay button leaves the card for the bar at the bottom of the screen. */
const PHONE = '(max-width: 767px)';

/**
 * The payment methods, the wallet line and the button that places the order:
 * in the card on wider screens, on phones in the pay bar with the amount payable.
 */
export default function CheckoutPayment1(props: CheckoutPayment1Props) {
  const { quote, selection, actions } = useCheckoutView();
  const name = useId();
  const [draftValid, setDraftValid] = useState(true);
  const phone = useMediaQuery(PHONE);
  const t = useT();
  const { money } = useFormat();
  if (!quote) {
    return (
      <CheckoutCard title={props.title}>
        <CheckoutPending label={selection.address ? t('checkout.workingOutTotal') : t('checkout.chooseAddressToContinue')} />
      </CheckoutCard>
    );
  }
  const { payment } = quote;
  const inBounds = (paise: number) => paise >= payment.part_min_advance_paise && paise <= payment.part_max_advance_paise;
  const choose = (label: PaymentMethodLabel) => {
    // Part payment starts at the smallest advance allowed, so the quote at once shows a valid split.
    if (label === 'Part Payment' && !inBounds(selection.partPaymentPaise)) actions.setPartPayment(payment.part_min_advance_paise);
    setDraftValid(true);
    actions.choosePayment(label);
  };
  const availability = paymentAvailability(quote, t, money);
  const chosen = availability[paymentMethodCode(selection.paymentMethod)];
  const partChosen = selection.paymentMethod === 'Part Payment';
  const button = (
    <PlaceOrderButton placeLabel={props.place_label} payLabel={props.pay_label} blocked={!chosen.allowed || (partChosen && (!draftValid || !inBounds(selection.partPaymentPaise)))} />
  );
  return (
    <>
      <CheckoutCard title={props.title}>
        <fieldset className={styles.methods}>
          <legend className="visually-hidden">{props.title}</legend>
          {PAYMENT_METHODS.map((method) => {
            const { allowed, reason } = availability[method.code];
            const refused = !allowed;
            const reasonId = `${name}-${method.code}-reason`;
            return (
              <label key={method.code} className={cx(styles.method, refused && styles.refused)}>
                <input
                  type="radio"
                  name={name}
                  value={method.label}
                  checked={selection.paymentMethod === method.label}
                  disabled={refused}
                  aria-describedby={refused ? reasonId : undefined}
                  onChange={() => choose(method.label)}
                />
                <span className={styles.methodText}>
                  <span className={styles.methodName}>{t(METHOD_WORDS[method.code].name)}</span>
                  <span className={styles.methodDescription}>{t(METHOD_WORDS[method.code].description)}</span>
                  {refused && (
                    <span id={reasonId} className={styles.reason}>
                      {reason}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
        {partChosen && availability.part.allowed && (
          <PartPaymentInput
            value={selection.partPaymentPaise}
            min={payment.part_min_advance_paise}
            max={payment.part_max_advance_paise}
            onChange={actions.setPartPayment}
            onValidity={setDraftValid}
          />
        )}
        {props.show_wallet && <WalletLine balancePaise={quote.wallet.balance_paise} checked={selection.useWallet} onChange={actions.setUseWallet} />}
        {quote.blockers.length > 0 && (
          <ul className={styles.blockers} role="alert">
            {quote.blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        )}
        {!phone && button}
        {props.note && <p className={styles.note}>{props.note}</p>}
      </CheckoutCard>
      {phone && (
        <PayBar totalPaise={quote.total_paise} details={<SummaryFigures quote={quote} />}>
          {button}
        </PayBar>
      )}
    </>
  );
}
