import type { StudioSession } from '../../../schemas/api/studio';
import { useOrderPlace } from './location';
import { OrderPage } from './OrderPage';
import { OrderTable } from './OrderTable';
import { PrintView } from './PrintView';

/** The order desk's view (?key=order-desk); other desks link to an order with &order=12. */
export const ORDER_DESK_VIEW = 'order-desk';

/**
 * The order desk: every order in a table staff filter, search, sort and page
 * (and export as CSV), an order's page with the steps the role may take, and
 * the GST invoice and packing slip to print.
 */
export function OrdersScreen({ session }: { session: StudioSession }) {
  const [place, go] = useOrderPlace();
  if (place.order !== null && place.print) return <PrintView id={place.order} kind={place.print} onBack={() => go({ order: place.order, print: null })} />;
  if (place.order !== null) return <OrderPage key={place.order} id={place.order} session={session} onBack={() => go({ order: null, print: null })} onPrint={(print) => go({ order: place.order, print })} />;
  return <OrderTable onOpen={(order) => go({ order, print: null })} />;
}
