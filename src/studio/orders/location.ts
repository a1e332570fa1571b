import { useEffect, useState } from 'react';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';

/** What the print view prints: the GST invoice or the packing slip. */
export type PrintKind = 'invoice' | 'slip';

export interface OrderPlace {
  order: number | null;
  print: PrintKind | null;
}

function read(): OrderPlace {
  const params = new URLSearchParams(window.location.search);
  const order = readWholeNumber(params.get('order'), 1, MAX_INT4);
  const print = params.get('print');
  return { order, print: order !== null && (print === 'invoice' || print === 'slip') ? print : null };
}

/** The address of an order's page or print view beside ?key=order-desk, so a reload, Back or a shared link reopens it. */
export function orderHref(place: OrderPlace): string {
  const params = new URLSearchParams(window.location.search);
  params.delete('order');
  params.delete('print');
  if (place.order !== null) params.set('order', String(place.order));
  if (place.order !== null && place.print) params.set('print', place.print);
  return `?${params.toString()}`;
}

/** ?order=12 (and &print=invoice): where the desk is, following Back and Forward, and a way to go elsewhere. */
export function useOrderPlace(): [OrderPlace, (next: OrderPlace) => void] {
  const [place, setPlace] = useState(read);
  useEffect(() => {
    const onPop = () => setPlace(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: OrderPlace) => {
    window.history.pushState(null, '', orderHref(next));
    setPlace(next);
  };
  return [place, go];
}
