import type { Messages } from '@lingui/core';
import cart from './locales/en-IN/cart.json';
import checkoutHeader from './locales/en-IN/checkoutHeader.json';
import footer from './locales/en-IN/footer.json';
import header from './locales/en-IN/header.json';
import home from './locales/en-IN/home.json';
import language from './locales/en-IN/language.json';
import menu from './locales/en-IN/menu.json';
import notFound from './locales/en-IN/notFound.json';
import promo from './locales/en-IN/promo.json';
import shell from './locales/en-IN/shell.json';
import { compiledMessagesSchema, DEFAULT_LOCALE, type Locale } from '../../schemas/locale';

/**
 * The source locale, area by area (src/i18n/locales/en-IN/<area>.json):
 * listing each here types every key. scripts/check-messages.ts fails when an
 * English area file is missing from this list.
 */
const english = { ...cart, ...checkoutHeader, ...footer, ...header, ...home, ...language, ...menu, ...notFound, ...promo, ...shell };

/** Every message key: the English catalogue is the source, and check-messages holds the others to it. */
export type MessageKey = keyof typeof english;

/**
 * The source locale's messages travel with the code: they are what a
 * component shows outside a provider (Storybook, component tests) and what an
 * English page renders with, with nothing to fetch or inline.
 */
export const defaultMessages: Messages = english;

/** Every other locale's area files, each its own chunk (Vite compiles them, vite-plugin.ts). */
const otherAreas = import.meta.glob(['./locales/*/*.json', '!./locales/en-IN/*.json'], { import: 'default' });

/**
 * Another locale's messages, its areas fetched together, for a page the server
 * did not render (Vite's dev server, another provider): a served page inlines
 * its catalogue instead (server/features/storefront/locale.ts).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return defaultMessages;
  const loads = Object.entries(otherAreas).filter(([path]) => path.startsWith(`./locales/${locale}/`));
  if (loads.length === 0) return defaultMessages;
  const areas = await Promise.all(loads.map(([, load]) => load()));
  return Object.assign({}, ...areas.map((area) => compiledMessagesSchema.parse(area)));
}
