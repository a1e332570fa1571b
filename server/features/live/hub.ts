import type { ConfigEvent } from '../../../schemas/api/studio';

/**
 * Tells this instance's live subscribers (the SSE streams of open storefront
 * tabs) about published configuration versions. Events are read from
 * config_versions, so every subscriber sees each version once, in id order,
 * whichever instance published it.
 *
 * Publishing (server/features/studio/publish.ts) runs
 * `select pg_notify('vitrine_config', <version id>)` inside its transaction
 * (other instances hear it on commit, through LISTEN) and calls announce()
 * after the commit (this instance, and PGlite, where nothing listens).
 */
export interface ConfigEventHub {
  /** A version was committed here: read new versions and tell subscribers. */
  announce(): void;
  /** Listener for every new version after subscribing; returns unsubscribe. */
  subscribe(listener: (event: ConfigEvent) => void): () => void;
  /** Versions after this id, oldest first (a reconnecting tab's catch-up). */
  since(afterId: number): Promise<ConfigEvent[]>;
  /** The newest version id, 0 when nothing was ever published. */
  latestId(): Promise<number>;
  close(): Promise<void>;
}

export const CONFIG_CHANNEL = 'vitrine_config';
