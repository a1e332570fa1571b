import { lazy, Suspense, useCallback, useState } from 'react';
import useSWR from 'swr';
import { addressPaths, DEFAULT_MAP_CENTRE } from '../../../schemas/api/addresses';
import { useHydrated } from '../../app/useHydrated';
import { useT, type Translate } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { fetchMapConfig } from './address-api';
import { MapBoundary } from './MapBoundary';
import { useGeolocation, type Position } from './useGeolocation';
import styles from './AddressForm.module.css';

// Leaflet and its stylesheet load only here, with the address form: no other page pays for them.
const AddressMap = lazy(() => import('./AddressMap'));

interface Props {
  position: Position | null;
  onChange: (position: Position | null) => void;
  /** Where the address is by its PIN code ("Dhayari, Pune, Maharashtra"); empty before the PIN is known. */
  locality: string;
}

function describe(position: Position | null, t: Translate): string {
  if (!position) return t('address.noPin');
  return t('address.pinnedAt', { latitude: position.latitude.toFixed(6), longitude: position.longitude.toFixed(6) });
}

/** Said in place of the map when it cannot load: where the pin is without it, and that saving still works. */
export function mapUnavailableText(position: Position | null, locality: string, t: Translate): string {
  if (position) return t('address.mapFailedKept');
  if (locality) return t('address.mapFailedAt', { locality });
  return t('address.mapFailedLocality');
}

/**
 * The optional map pin: click or drag on the map, or "Use my location". The
 * coordinates are shown as text and the buttons work without the map, so no
 * tiles (offline, none configured, the tile server unreachable), no map code
 * or no pointer still leaves a usable form, and a note says where the pin is.
 */
export function LocationPicker({ position, onChange, locality }: Props) {
  const hydrated = useHydrated();
  const t = useT();
  const config = useSWR(addressPaths.mapConfig, fetchMapConfig, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [focusKey, setFocusKey] = useState(0);
  // Tiles that do not load (offline, an unreachable tile server) would leave an empty grey box: say so instead.
  const [tilesFailed, setTilesFailed] = useState(false);
  const markUnavailable = useCallback(() => setTilesFailed(true), []);
  const unavailable = tilesFailed || config.error !== undefined;
  const note = (
    <p className={styles.mapFallback} role="status">
      <Icon name="map-pin" size={20} />
      {mapUnavailableText(position, locality, t)}
    </p>
  );
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
        {t('address.mapLegend')} <span className={styles.optional}>{t('address.optional')}</span>
      </legend>
      {!unavailable && <p className={styles.hint}>{t('address.mapHint')}</p>}
      {hydrated && unavailable && note}
      {hydrated && !unavailable && (
        <MapBoundary onFail={markUnavailable}>
          <Suspense fallback={<div className={styles.mapPlaceholder} aria-hidden="true" />}>
            {config.data ? (
              <AddressMap
                position={position}
                centre={position ?? DEFAULT_MAP_CENTRE}
                tileUrl={config.data.tile_url}
                attribution={config.data.attribution}
                onChange={onChange}
                focusKey={focusKey}
                onUnavailable={markUnavailable}
              />
            ) : (
              <div className={styles.mapPlaceholder} aria-hidden="true" />
            )}
          </Suspense>
        </MapBoundary>
      )}
      <div className={styles.mapActions}>
        <Button type="button" variant="secondary" busy={geo.locating} onClick={geo.locate}>
          {t('address.useMyLocation')}
        </Button>
        {position && (
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            {t('address.removePin')}
          </Button>
        )}
      </div>
      <p className={styles.coordinates} role="status" aria-live="polite">
        {describe(position, t)}
      </p>
      {geo.error && (
        <p className={styles.error} role="alert">
          {geo.error}
        </p>
      )}
    </fieldset>
  );
}
