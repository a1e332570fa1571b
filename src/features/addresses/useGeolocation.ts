import { useCallback, useState } from 'react';
import english from '../../i18n/locales/en-IN/address.json';
import { useT } from '../../i18n/useT';

export interface Position {
  latitude: number;
  longitude: number;
}

const GEO_KEYS = {
  unsupported: 'address.geoUnsupported',
  denied: 'address.geoDenied',
  unavailable: 'address.geoUnavailable',
  timeout: 'address.geoTimeout',
} as const;

/** The messages in English, as a page without a provider shows them. */
export const GEO_MESSAGES = {
  unsupported: english[GEO_KEYS.unsupported],
  denied: english[GEO_KEYS.denied],
  unavailable: english[GEO_KEYS.unavailable],
  timeout: english[GEO_KEYS.timeout],
};

function keyFor(error: GeolocationPositionError) {
  if (error.code === error.PERMISSION_DENIED) return GEO_KEYS.denied;
  if (error.code === error.TIMEOUT) return GEO_KEYS.timeout;
  return GEO_KEYS.unavailable;
}

/** "Use my location": one reading from the Geolocation API, with a message the shopper can act on when there is none. */
export function useGeolocation(onFound: (position: Position) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState('');
  const t = useT();

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setError(t(GEO_KEYS.unsupported));
      return;
    }
    setLocating(true);
    setError('');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (failure) => {
        setLocating(false);
        setError(t(keyFor(failure)));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound, t]);

  return { locate, locating, error };
}
