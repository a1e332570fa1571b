import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import AddressMap from '../../../src/features/addresses/AddressMap';
import { TILE_TIMEOUT_MS } from '../../../src/features/addresses/tile-watch';

/*
 * The real Leaflet map in jsdom: jsdom fetches no images, so each tile's load
 * or error is dispatched by hand, as the browser would fire it. jsdom has no
 * layout either: the map is given a size so Leaflet lays out its tiles.
 */

// Leaflet's stylesheet as text: outside this worktree's root, so the test server may not read it; styles play no part here.
vi.mock('leaflet/dist/leaflet.css?inline', () => ({ default: '' }));

const TILES = 'https://tiles.test/{z}/{x}/{y}.png';
const centre = { latitude: 18.44766, longitude: 73.8262 };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(280);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderMap(tileUrl = TILES) {
  const onUnavailable = vi.fn();
  const view = render(<AddressMap position={null} centre={centre} tileUrl={tileUrl} attribution="" onChange={() => {}} focusKey={0} onUnavailable={onUnavailable} />);
  const tiles = () => [...view.container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
  return { onUnavailable, tiles };
}

describe('the address map: tiles that cannot load', () => {
  it('gives up on the map when the first tile fails (offline, the server unreachable)', async () => {
    const { onUnavailable, tiles } = renderMap();
    await vi.waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    act(() => tiles()[0]?.dispatchEvent(new Event('error')));
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('gives up when no tile has loaded in time', async () => {
    const { onUnavailable, tiles } = renderMap();
    await vi.waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    act(() => vi.advanceTimersByTime(TILE_TIMEOUT_MS - 100));
    expect(onUnavailable).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('keeps the map once a tile has loaded, even if a later one fails', async () => {
    const { onUnavailable, tiles } = renderMap();
    await vi.waitFor(() => expect(tiles().length).toBeGreaterThan(1));
    act(() => tiles()[0]?.dispatchEvent(new Event('load')));
    act(() => tiles()[1]?.dispatchEvent(new Event('error')));
    act(() => vi.advanceTimersByTime(TILE_TIMEOUT_MS * 2));
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('has nothing to show when no tile server is configured', () => {
    const { onUnavailable } = renderMap('');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});
