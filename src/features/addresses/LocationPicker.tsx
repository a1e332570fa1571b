import { lazy, Suspense, useCallback, useState } from 'react';
import useSWR from 'swr';
import { addressPaths, DEFAULT_MAP_CENTRE } from '../../../schemas/api/addresses';
import { useHydrated } from '../../app/useHydrated';
import { Button } from '../../ui/Button';
import { fetchMapConfig } from './address-api';
import { MapBoundary } from './MapBoundary';
import { useGeolocation, type Position } from './useGeolocation';
import styles from './AddressForm.module.css';

// Leaflet and its stylesheet load only here, with the address form: no other page pays for them.
const AddressMap = lazy(() => import('./AddressMap'));

interface Props {
  position: Position | null;
  onChange: (position: Position | null) => void;
}

function describe(position: Position | null): string {
  if (!position) return 'No location pinned yet.';
  return `Pinned at ${position.latitude.toFixed(6)}, ${position.longitude.toFixed(6)}`;
}

/**
 * The optional map pin: click or drag on the map, or "Use my location". The
 * coordinates are shown as text and the buttons work without the map, so no
 * tiles (offline, none configured) or no pointer still leaves a usable form.
 */
export function LocationPicker({ position, onChange }: Props) {
  const hydrated = useHydrated();
  const config = useSWR(addressPaths.mapConfig, fetchMapConfig, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [focusKey, setFocusKey] = useState(0);
  const found = useCallback(
    (spot: Position) => {
      onChange(spot);
      setFocusKey((k) => k + 1);
    },
    [onChange],
  );
  const geo = useGeolocation(found);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        Location on the map <span className={styles.optional}>(optional)</span>
      </legend>
      <p className={styles.hint}>
        Click the map to drop a pin and drag it to your door; it helps the courier find you.
      </p>
      {hydrated && (
        <MapBoundary fallback={<p className={styles.mapFallback}>The map could not be loaded. You can still use your location or save without a pin.</p>}>
          <Suspense fallback={<div className={styles.mapPlaceholder} aria-hidden="true" />}>
            <AddressMap
              position={position}
              centre={position ?? DEFAULT_MAP_CENTRE}
              tileUrl={config.data?.tile_url ?? ''}
              attribution={config.data?.attribution ?? ''}
              onChange={onChange}
              focusKey={focusKey}
            />
          </Suspense>
        </MapBoundary>
      )}
      <div className={styles.mapActions}>
        <Button type="button" variant="secondary" busy={geo.locating} onClick={geo.locate}>
          Use my location
        </Button>
        {position && (
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            Remove pin
          </Button>
        )}
      </div>
      <p className={styles.coordinates} role="status" aria-live="polite">
        {describe(position)}
      </p>
      {geo.error && (
        <p className={styles.error} role="alert">
          {geo.error}
        </p>
      )}
    </fieldset>
  );
}
