import type { RouteName } from '../../../schemas/routes';
import type { MessageKey } from '../../i18n/messages';

/**
 * Each route's title in the page's language (the route area's messages): the
 * English of ROUTES[name].title, which stays the spec's. Written out, so
 * check-messages finds every key.
 */
export const ROUTE_TITLE_KEYS = {
  home: 'route.home',
  myAccount: 'route.myAccount',
  orders: 'route.orders',
  orderDetail: 'route.orderDetail',
  invoice: 'route.invoice',
  orderInvoice: 'route.orderInvoice',
  aboutUs: 'route.aboutUs',
  contact: 'route.contact',
  faq: 'route.faq',
  customerSupport: 'route.customerSupport',
  products: 'route.products',
  productDetail: 'route.productDetail',
  category: 'route.category',
  cart: 'route.cart',
  newArrivals: 'route.newArrivals',
  collection: 'route.collection',
  hotDeals: 'route.hotDeals',
  bestSeller: 'route.bestSeller',
  policy: 'route.policy',
  giftCards: 'route.giftCards',
  addGiftCard: 'route.addGiftCard',
  giftCardDetail: 'route.giftCardDetail',
  profile: 'route.profile',
  referEarn: 'route.referEarn',
  myReferrals: 'route.myReferrals',
  checkout: 'route.checkout',
  wallet: 'route.wallet',
  passwordChange: 'route.passwordChange',
  returnPolicy: 'route.returnPolicy',
  trackOrder: 'route.trackOrder',
  orderReturn: 'route.orderReturn',
  orderReplace: 'route.orderReplace',
  refundProcess: 'route.refundProcess',
  manageAddress: 'route.manageAddress',
  addAddress: 'route.addAddress',
  editAddress: 'route.editAddress',
  wishlist: 'route.wishlist',
  giftCardCheckout: 'route.giftCardCheckout',
  campaign: 'route.campaign',
  giftCardOrders: 'route.giftCardOrders',
} as const satisfies Record<RouteName, MessageKey>;
