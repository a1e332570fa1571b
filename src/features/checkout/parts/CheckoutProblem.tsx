import { LoadFailed } from '../../cart/ListStatus';
import { useCheckoutView } from '../CheckoutContext';

/** A read failed (addresses or the quote): the sections would wait forever, so say why and offer to try again. */
export function CheckoutProblem() {
  const { error, retry } = useCheckoutView();
  if (!error) return null;
  return <LoadFailed title="We could not load your checkout" message={error.message} onRetry={retry} />;
}
