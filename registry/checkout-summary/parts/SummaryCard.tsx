import type { CheckoutSummary1Props } from '../../../schemas/sections/checkout';
import { useCheckoutView } from '../../../src/features/checkout/CheckoutContext';
import { CheckoutCard, CheckoutPending } from '../../../src/features/checkout/parts/CheckoutCard';
import { useT } from '../../../src/i18n/useT';
import { SummaryFigures, SummaryItems } from './SummaryBody';
import styles from './Summary.module.css';

/** The order summary card both patterns show. */
export function SummaryCard(props: CheckoutSummary1Props) {
  const { quote, selection } = useCheckoutView();
  const t = useT();
  return (
    <CheckoutCard title={props.title}>
      {quote ? (
        <>
          {props.show_items && <SummaryItems quote={quote} />}
          <SummaryFigures quote={quote} />
          {props.gst_note && <p className={styles.note}>{props.gst_note}</p>}
        </>
      ) : (
        <CheckoutPending label={selection.address ? t('checkout.workingOutTotal') : t('checkout.chooseAddressForTotal')} />
      )}
    </CheckoutCard>
  );
}
