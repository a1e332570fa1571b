import { useId, useState } from 'react';
import type { CheckoutSummary2Props } from '../../schemas/sections/checkout';
import { useCheckoutView } from '../../src/features/checkout/CheckoutContext';
import { CheckoutCard, CheckoutPending } from '../../src/features/checkout/parts/CheckoutCard';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/i18n/useT';
import { SummaryFigures, SummaryItems } from './parts/SummaryBody';
import styles from './parts/Summary.module.css';

/** The figures and the total payable first; the items fold behind a toggle, so the card stays short. */
export default function CheckoutSummary2({ items_label, ...props }: CheckoutSummary2Props) {
  const { quote, selection } = useCheckoutView();
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const t = useT();
  if (!quote) {
    return (
      <CheckoutCard title={props.title}>
        <CheckoutPending label={selection.address ? t('checkout.workingOutTotal') : t('checkout.chooseAddressForTotal')} />
      </CheckoutCard>
    );
  }
  const count = quote.lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <CheckoutCard title={props.title}>
      <SummaryFigures quote={quote} />
      {props.show_items && (
        <>
          <button type="button" className={styles.fold} aria-expanded={open} aria-controls={itemsId} onClick={() => setOpen((was) => !was)}>
            {items_label.replace('{count}', String(count))}
            <Icon name="chevron-down" size={16} className={styles.foldChevron} />
          </button>
          <div id={itemsId} hidden={!open}>
            <SummaryItems quote={quote} />
          </div>
        </>
      )}
      {props.gst_note && <p className={styles.note}>{props.gst_note}</p>}
    </CheckoutCard>
  );
}
