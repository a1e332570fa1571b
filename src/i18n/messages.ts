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
 * The source locale's messages, for what renders outside the browser's app:
 * the server's rendering, the studio, Storybook and component tests. The
 * storefront's own bundle never imports this value (only the type above):
 * a served page carries its locale's catalogue inlined, English too.
 */
export const defaultMessages: Messages = english;
