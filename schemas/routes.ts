/**
 * Every storefront route of the spec (section 2). Shared by the router, the
 * server (which answers paths outside this list with 404 and the app) and
 * tests. `module` names the module switch that turns the route off.
 */
export interface RouteSpec {
  path: string;
  title: string;
  auth: boolean;
  module?: string;
  /** The page module under src/features (one lazy chunk): the router loads it, the server preloads it. */
  page: string;
}

export const ROUTES = {
  home: { path: '/', title: 'Home', auth: false, page: 'home/HomePage' },
  myAccount: { path: '/my-account', title: 'My account', auth: false, page: 'account/MyAccountPage' },
  orders: { path: '/orders', title: 'My orders', auth: false, module: 'orders', page: 'orders/OrdersPage' },
  orderDetail: { path: '/order/:saleId', title: 'Order details', auth: false, module: 'orders', page: 'orders/OrderDetailPage' },
  invoice: { path: '/order/invoice/:saleId', title: 'Invoice', auth: false, module: 'orders', page: 'orders/InvoicePage' },
  orderInvoice: { path: '/order/order-invoice/:saleId', title: 'Invoice', auth: false, module: 'orders', page: 'orders/InvoicePage' },
  aboutUs: { path: '/about-us', title: 'About us', auth: false, page: 'content/AboutPage' },
  contact: { path: '/contact', title: 'Contact us', auth: false, page: 'content/ContactPage' },
  faq: { path: '/faq', title: 'Frequently asked questions', auth: false, page: 'content/FaqPage' },
  customerSupport: { path: '/customer-support', title: 'Customer support', auth: false, page: 'content/CustomerSupportPage' },
  products: { path: '/products', title: 'All products', auth: false, page: 'catalog/ProductListingPage' },
  productDetail: { path: '/product/:id/:name', title: 'Product', auth: false, page: 'catalog/ProductDetailPage' },
  category: { path: '/category/:categoryTitle/:categoryId', title: 'Category', auth: false, page: 'catalog/ProductListingPage' },
  cart: { path: '/cart', title: 'Cart', auth: false, module: 'cart', page: 'cart/CartPage' },
  newArrivals: { path: '/new-arrivals', title: 'New arrivals', auth: false, page: 'catalog/ProductListingPage' },
  collection: { path: '/collection', title: 'Collections', auth: false, module: 'collections', page: 'catalog/CollectionsPage' },
  hotDeals: { path: '/product/hot-deals', title: 'Hot deals', auth: false, page: 'catalog/ProductListingPage' },
  bestSeller: { path: '/product/best-seller', title: 'Best sellers', auth: false, page: 'catalog/ProductListingPage' },
  policy: { path: '/policy/:id/:slug_name', title: 'Policy', auth: false, page: 'content/PolicyPage' },
  giftCards: { path: '/gift-card', title: 'Gift cards', auth: false, module: 'gift-card', page: 'gift-cards/GiftCardsPage' },
  addGiftCard: { path: '/add/gift-card', title: 'Redeem a gift card', auth: false, module: 'gift-card', page: 'gift-cards/AddGiftCardPage' },
  giftCardDetail: { path: '/gift-card/:id/:name', title: 'Gift card', auth: false, module: 'gift-card', page: 'gift-cards/GiftCardDetailPage' },
  profile: { path: '/profile', title: 'Follow us', auth: false, page: 'profile/ProfilePage' },
  referEarn: { path: '/refer-earn', title: 'Refer and earn', auth: true, module: 'refer-earn', page: 'referrals/ReferEarnPage' },
  myReferrals: { path: '/my-referrals', title: 'My referrals', auth: true, module: 'refer-earn', page: 'referrals/MyReferralsPage' },
  checkout: { path: '/checkout', title: 'Checkout', auth: true, module: 'cart', page: 'checkout/CheckoutPage' },
  wallet: { path: '/wallet', title: 'Wallet', auth: true, module: 'wallet', page: 'wallet/WalletPage' },
  passwordChange: { path: '/password-change', title: 'Change password', auth: true, page: 'account/PasswordChangePage' },
  returnPolicy: { path: '/return-replace-privacy', title: 'Return and replace policy', auth: true, page: 'content/ReturnPolicyPage' },
  trackOrder: { path: '/product/track-order', title: 'Track order', auth: true, module: 'orders', page: 'orders/TrackOrderPage' },
  orderReturn: { path: '/order/return/:id', title: 'Return an order', auth: true, module: 'returns', page: 'orders/OrderRequestPage' },
  orderReplace: { path: '/order/replace/:id', title: 'Replace an order', auth: true, module: 'returns', page: 'orders/OrderRequestPage' },
  refundProcess: { path: '/order/refund-replace-process/:id', title: 'Refund and replacement', auth: true, module: 'returns', page: 'orders/OrderRequestPage' },
  manageAddress: { path: '/manage-address', title: 'Saved addresses', auth: true, page: 'addresses/AddressesPage' },
  addAddress: { path: '/address/add', title: 'Add address', auth: true, page: 'addresses/AddressFormPage' },
  editAddress: { path: '/address/edit/:id', title: 'Edit address', auth: true, page: 'addresses/AddressFormPage' },
  wishlist: { path: '/wishlist', title: 'Wishlist', auth: true, module: 'wishlist', page: 'wishlist/WishlistPage' },
  giftCardCheckout: { path: '/gift-card/checkout', title: 'Gift card checkout', auth: true, module: 'gift-card', page: 'gift-cards/GiftCardCheckoutPage' },
  campaign: { path: '/p/:slug', title: 'Offers', auth: false, page: 'campaigns/CampaignPage' },
  giftCardOrders: { path: '/gift-card/orders', title: 'Gift card orders', auth: true, module: 'gift-card', page: 'gift-cards/GiftCardOrdersPage' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;

function toRegExp(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const matchers = Object.values(ROUTES).map((r) => toRegExp(r.path));

/** True when a pathname is one of the storefront's routes. */
export function isAppRoute(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname));
}

/** Fills a route's :params, encoding each value. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:([a-zA-Z_]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? key)));
}

function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

/** The route a pathname opens, or null outside the storefront's routes. */
export function routeNameOf(pathname: string): RouteName | null {
  for (const [name, route] of Object.entries(ROUTES)) {
    if (isRouteName(name) && toRegExp(route.path).test(pathname)) return name;
  }
  return null;
}
