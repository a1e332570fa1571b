import type { AddressMapProps } from '../../../src/features/addresses/AddressMap';

/**
 * Stands in for the Leaflet map in jsdom (which has no layout for Leaflet to
 * measure): it shows the centre it was given and places the pin on a click,
 * as the real map's click does, and reports its tiles unavailable on another
 * click, as the real map's tile watch does. Each test file mocks AddressMap with it.
 */
export function MapStub({ centre, position, onChange, onUnavailable }: AddressMapProps) {
  return (
    <div data-testid="map-stub" data-centre={`${centre.latitude},${centre.longitude}`} data-pin={position ? `${position.latitude},${position.longitude}` : ''}>
      <button type="button" onClick={() => onChange({ latitude: 18.5204, longitude: 73.8567 })}>
        Place pin on the map
      </button>
      <button type="button" onClick={onUnavailable}>
        Fail to load the tiles
      </button>
    </div>
  );
}
