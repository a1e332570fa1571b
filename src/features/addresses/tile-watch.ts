/** How long the map waits for its first tile before it counts the tile server as unreachable. */
export const TILE_TIMEOUT_MS = 8000;

export interface TileWatch {
  /** A tile arrived: the tile server answers, so the map stays. */
  loaded: () => void;
  /** A tile failed. */
  failed: () => void;
  /** The map went away: no verdict any more. */
  stop: () => void;
}

/**
 * Decides once whether the map's tiles can load. The first tile to answer
 * decides: a loaded one keeps the map (a later tile error is only a gap), an
 * error before any tile loaded means the server is unreachable or we are
 * offline. A server that never answers (a hanging connection) counts as
 * unreachable after `timeoutMs`. `onUnavailable` is called at most once.
 */
export function watchTiles(onUnavailable: () => void, timeoutMs = TILE_TIMEOUT_MS): TileWatch {
  let decided = false;
  const decide = (available: boolean) => {
    if (decided) return;
    decided = true;
    clearTimeout(timer);
    if (!available) onUnavailable();
  };
  const timer = setTimeout(() => decide(false), timeoutMs);
  return {
    loaded: () => decide(true),
    failed: () => decide(false),
    stop: () => {
      decided = true;
      clearTimeout(timer);
    },
  };
}
