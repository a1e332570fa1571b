import type { Messages } from '@lingui/core';
import { compiledMessagesSchema, type Locale } from '../../schemas/locale';
import { SERVER_AREAS } from './server-areas';

/** Every locale's area files, each its own chunk (Vite compiles them, vite-plugin.ts). */
const areas = import.meta.glob('./locales/*/*.json', { import: 'default' });

/**
 * A locale's messages, its areas fetched together, for a page the server did
 * not render (Vite's dev server, another provider): a served page inlines its
 * catalogue instead (server/features/storefront/locale.ts).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const folder = `./locales/${locale}/`;
  const loads = Object.entries(areas).filter(([path]) => path.startsWith(folder) && !SERVER_AREAS.has(path.slice(folder.length, -'.json'.length)));
  const loaded = await Promise.all(loads.map(([, load]) => load()));
  return Object.assign({}, ...loaded.map((area) => compiledMessagesSchema.parse(area)));
}
