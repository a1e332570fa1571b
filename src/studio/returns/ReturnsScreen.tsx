import { useEffect, useState } from 'react';
import type { StudioSession } from '../../../schemas/api/studio';
import { ReturnQueue } from './ReturnQueue';
import { ReturnRequestPage } from './ReturnRequestPage';
import { placeFromLocation, placeHref, type Place } from './place';

/**
 * The return desk: the queue of return and replacement requests by state,
 * and one request with the steps the state machine allows next. Roles
 * without returns.write read both.
 */
export function ReturnsScreen({ session }: { session: StudioSession }) {
  const [place, setPlace] = useState<Place>(placeFromLocation);
  useEffect(() => {
    const onPop = () => setPlace(placeFromLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: Place) => {
    window.history.pushState(null, '', placeHref(next));
    setPlace(next);
  };
  const canWrite = session.permissions.includes('returns.write');
  if (place.request !== null) return <ReturnRequestPage id={place.request} canWrite={canWrite} onBack={() => go({ ...place, request: null })} />;
  return <ReturnQueue state={place.state} canWrite={canWrite} onState={(state) => go({ state, request: null })} onOpen={(request) => go({ ...place, request })} />;
}
