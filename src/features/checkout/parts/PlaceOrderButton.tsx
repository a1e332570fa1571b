import { useCheckoutView } from '../CheckoutContext';
import { Button } from '../../../ui/Button';
import { useFormat } from '../../../i18n/useFormat';

interface Props {
  placeLabel: string;
  payLabel: string;
  /** A part-payment amount outside the allowed range is on screen. */
  blocked?: boolean;
}

/** "Pay ₹X" when something is due online now, else "Place order"; busy while the order is placed and paid. */
export function PlaceOrderButton({ placeLabel, payLabel, blocked = false }: Props) {
  const { quote, quoting, placing, actions } = useCheckoutView();
  const { money } = useFormat();
  const dueNow = quote?.payment.online_now_paise ?? 0;
  const label = dueNow > 0 ? `${payLabel} ${money(dueNow)}` : placeLabel;
  const unavailable = !quote || quote.blockers.length > 0 || blocked || quoting;
  return (
    <Button type="button" block busy={placing} disabled={unavailable} onClick={() => void actions.placeOrder()}>
      {label}
    </Button>
  );
}
