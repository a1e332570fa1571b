import { useEffect, useState } from 'react';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';

/** ?customer=12 or ?ticket=5 beside ?key=: the record open on a desk has an address, so a reload or a shared link reopens it. */
function readId(name: string): number | null {
  return readWholeNumber(new URLSearchParams(window.location.search).get(name), 1, MAX_INT4);
}

/** The id in the address under `name`, following Back and Forward, and a way to open another (null: the list). */
export function useIdParam(name: string): [number | null, (id: number | null) => void] {
  const [id, setId] = useState(() => readId(name));
  useEffect(() => {
    const onPop = () => setId(readId(name));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [name]);
  const open = (next: number | null) => {
    const params = new URLSearchParams(window.location.search);
    if (next === null) params.delete(name);
    else params.set(name, String(next));
    window.history.pushState(null, '', `?${params.toString()}`);
    setId(next);
  };
  return [id, open];
}
