import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useT } from '../../i18n/useT';
import { createStyleElement } from '../../lib/csp-nonce';
import { watchTiles, type TileWatch } from './tile-watch';
import type { Position } from './useGeolocation';
import styles from './AddressMap.module.css';

export interface AddressMapProps {
  /** The pinned spot, or null before the shopper places one. */
  position: Position | null;
  /** Where the map opens when nothing is pinned. */
  centre: Position;
  tileUrl: string;
  attribution: string;
  onChange: (position: Position) => void;
  /** Bumped when the pin moved from outside the map ("Use my location"), so the view follows it. */
  focusKey: number;
  /** The tiles cannot load (offline, the tile server unreachable or silent): the picker shows a note instead of an empty map. */
  onUnavailable: () => void;
}

/*
 * Drawn with CSS rather than Leaflet's default marker image, which is fetched
 * from a URL: offline, or with no tiles, the pin must still show.
 */
const pinIcon = divIcon({
  className: styles.pin,
  html: `<span class="${styles.pinHead}"></span>`,
  iconSize: [28, 30],
  iconAnchor: [14, 29],
});

const ZOOM = 16;

/*
 * The shop ships one stylesheet for every page (cssCodeSplit is off so server-
 * rendered pages paint styled). Leaflet's CSS comes as text in this chunk
 * instead and is added on first use, so pages without the map never load it.
 */
const STYLE_ID = 'leaflet-styles';
function addLeafletStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = createStyleElement(leafletCss);
  style.id = STYLE_ID;
  document.head.append(style);
}
addLeafletStyles();

function ClickToPlace({ onChange }: { onChange: (position: Position) => void }) {
  useMapEvents({ click: (event) => onChange({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

function FollowPin({ position, focusKey }: { position: Position | null; focusKey: number }) {
  const map = useMap();
  useEffect(() => {
    if (focusKey > 0 && position) map.setView([position.latitude, position.longitude], Math.max(map.getZoom(), ZOOM));
    // Only an outside move recentres: dragging the pin must not pull the map under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey, map]);
  return null;
}

/** The Leaflet map of the address form; loaded on its own, only where the form is shown. */
export default function AddressMap({ position, centre, tileUrl, attribution, onChange, focusKey, onUnavailable }: AddressMapProps) {
  const start = position ?? centre;
  const t = useT();
  const unavailable = useEffectEvent(onUnavailable);
  // One verdict per tile source; no source configured means no tiles at all.
  const watch = useRef<TileWatch | null>(null);
  useEffect(() => {
    if (!tileUrl) {
      unavailable();
      return;
    }
    const current = watchTiles(unavailable);
    watch.current = current;
    return current.stop;
  }, [tileUrl]);
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(() => ({ tileload: () => watch.current?.loaded(), tileerror: () => watch.current?.failed() }), []);
  const marker = useRef<LeafletMarker>(null);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const point = marker.current?.getLatLng();
        if (point) onChange({ latitude: point.lat, longitude: point.lng });
      },
    }),
    [onChange],
  );
  return (
    <MapContainer className={styles.map} center={[start.latitude, start.longitude]} zoom={ZOOM} scrollWheelZoom={false}>
      {tileUrl && <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />}
      <ClickToPlace onChange={onChange} />
      <FollowPin position={position} focusKey={focusKey} />
      {position && (
        <Marker
          ref={marker}
          position={[position.latitude, position.longitude]}
          icon={pinIcon}
          draggable
          eventHandlers={handlers}
          title={t('address.mapPinTitle')}
          alt={t('address.mapPinAlt')}
        />
      )}
    </MapContainer>
  );
}
