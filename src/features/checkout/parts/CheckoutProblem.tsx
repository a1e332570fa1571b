import { LoadFailed } from '../../cart/ListStatus';
import { useT } from '../../../i18n/useT';
import { useCheckoutView } from '../CheckoutContext';

/** A read failed (addresses or the quote): the sections would wait forever, so say why and offer to try again. */
export function CheckoutProblem() {
  const { error, retry } = useCheckoutView();
  const t = useT();
  if (!error) return null;
  return <LoadFailed title={t('checkout.loadFailed')} message={error.message} onRetry={retry} />;
}
