import { useCallback, useState } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
}

export const GEO_MESSAGES = {
  unsupported: 'This browser cannot share your location. Place the pin on the map instead.',
  denied: 'Location access was denied. Allow it in your browser settings, or place the pin on the map.',
  unavailable: 'Your location is not available right now. Place the pin on the map instead.',
  timeout: 'Finding your location took too long. Try again, or place the pin on the map.',
} as const;

function messageFor(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return GEO_MESSAGES.denied;
  if (error.code === error.TIMEOUT) return GEO_MESSAGES.timeout;
  return GEO_MESSAGES.unavailable;
}

/** "Use my location": one reading from the Geolocation API, with a message the shopper can act on when there is none. */
export function useGeolocation(onFound: (position: Position) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState('');

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setError(GEO_MESSAGES.unsupported);
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
        setError(messageFor(failure));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound]);

  return { locate, locating, error };
}
