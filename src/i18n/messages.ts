import type { Messages } from '@lingui/core';
import account from './locales/en-IN/account.json';
import address from './locales/en-IN/address.json';
import auth from './locales/en-IN/auth.json';
import cart from './locales/en-IN/cart.json';
import checkout from './locales/en-IN/checkout.json';
import checkoutHeader from './locales/en-IN/checkoutHeader.json';
import content from './locales/en-IN/content.json';
import footer from './locales/en-IN/footer.json';
import giftCards from './locales/en-IN/giftCards.json';
import header from './locales/en-IN/header.json';
import home from './locales/en-IN/home.json';
import language from './locales/en-IN/language.json';
import listing from './locales/en-IN/listing.json';
import menu from './locales/en-IN/menu.json';
import notFound from './locales/en-IN/notFound.json';
import notices from './locales/en-IN/notices.json';
import orders from './locales/en-IN/orders.json';
import product from './locales/en-IN/product.json';
import promo from './locales/en-IN/promo.json';
import referrals from './locales/en-IN/referrals.json';
import returns from './locales/en-IN/returns.json';
import route from './locales/en-IN/route.json';
import search from './locales/en-IN/search.json';
import sections from './locales/en-IN/sections.json';
import shell from './locales/en-IN/shell.json';
import ui from './locales/en-IN/ui.json';
import wallet from './locales/en-IN/wallet.json';
import wishlist from './locales/en-IN/wishlist.json';
import { compiledMessagesSchema, DEFAULT_LOCALE, type Locale } from '../../schemas/locale';

/**
 * The source locale, area by area (src/i18n/locales/en-IN/<area>.json):
 * listing each here types every key. scripts/check-messages.ts fails when an
 * English area file is missing from this list.
 */
const english = {
  ...account,
  ...address,
  ...auth,
  ...cart,
  ...checkout,
  ...checkoutHeader,
  ...content,
  ...footer,
  ...giftCards,
  ...header,
  ...home,
  ...language,
  ...listing,
  ...menu,
  ...notFound,
  ...notices,
  ...orders,
  ...product,
  ...promo,
  ...referrals,
  ...returns,
  ...route,
  ...search,
  ...sections,
  ...shell,
  ...ui,
  ...wallet,
  ...wishlist,
};

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
