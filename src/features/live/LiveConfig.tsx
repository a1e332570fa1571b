import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { CONFIG_EVENTS_PATH, CONFIG_KEYS } from '../../../schemas/api/studio';
import { CATALOG_PATH_PREFIX } from '../../../schemas/api/catalog';
import { isPreviewFrame } from '../preview/in-preview';
import { apiUrl } from '../../api/client';
import { pathForConfigKey } from '../../data/config-keys';
import { followConfigEvents } from './config-stream';
import { announceOrderChange } from './order-signals';

const ALL_CONFIG_PATHS = [...new Set(CONFIG_KEYS.map(pathForConfigKey).filter((path): path is string => path !== null))];

/** The version the server rendered this page with (server/features/storefront/html.ts), if any. */
function renderedVersion(): number | null {
  const content = document.querySelector('meta[name="vitrine-config-version"]')?.getAttribute('content') ?? '';
  return /^\d{1,10}$/.test(content) ? Number(content) : null;
}

/**
 * Headless, mounted by the shell after hydration as its own chunk: a
 * configuration published in the studio reaches this open tab within seconds,
 * refetching only the SWR key that holds it; a catalogue change by staff
 * refetches the catalogue reads the tab holds; an order change reaches the
 * order or tracking page showing that order (order-signals.ts). Not in the studio's preview frame,
 * which gets drafts by postMessage instead.
 */
export default function LiveConfig() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    if (isPreviewFrame()) return;
    return followConfigEvents({
      url: apiUrl(CONFIG_EVENTS_PATH),
      after: renderedVersion(),
      onEvent: (event) => {
        const path = pathForConfigKey(event.key);
        if (path) void mutate(path);
      },
      onCatalog: () => void mutate((key) => typeof key === 'string' && key.startsWith(CATALOG_PATH_PREFIX)),
      onOrder: announceOrderChange,
      onStale: () => {
        for (const path of ALL_CONFIG_PATHS) void mutate(path);
      },
    });
  }, [mutate]);
  return null;
}
