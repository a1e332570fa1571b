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
}

export const ROUTES = {
  home: { path: '/', title: 'Home', auth: false },
  myAccount: { path: '/my-account', title: 'My account', auth: false },
  orders: { path: '/orders', title: 'My orders', auth: false, module: 'orders' },
  orderDetail: { path: '/order/:saleId', title: 'Order details', auth: false, module: 'orders' },
  invoice: { path: '/order/invoice/:saleId', title: 'Invoice', auth: false, module: 'orders' },
  orderInvoice: { path: '/order/order-invoice/:saleId', title: 'Invoice', auth: false, module: 'orders' },
  aboutUs: { path: '/about-us', title: 'About us', auth: false },
  contact: { path: '/contact', title: 'Contact us', auth: false },
  faq: { path: '/faq', title: 'Frequently asked questions', auth: false },
  customerSupport: { path: '/customer-support', title: 'Customer support', auth: false },
  products: { path: '/products', title: 'All products', auth: false },
  productDetail: { path: '/product/:id/:name', title: 'Product', auth: false },
  category: { path: '/category/:categoryTitle/:categoryId', title: 'Category', auth: false },
  cart: { path: '/cart', title: 'Cart', auth: false, module: 'cart' },
  newArrivals: { path: '/new-arrivals', title: 'New arrivals', auth: false },
  collection: { path: '/collection', title: 'Collections', auth: false, module: 'collections' },
  hotDeals: { path: '/product/hot-deals', title: 'Hot deals', auth: false },
  bestSeller: { path: '/product/best-seller', title: 'Best sellers', auth: false },
  policy: { path: '/policy/:id/:slug_name', title: 'Policy', auth: false },
  giftCards: { path: '/gift-card', title: 'Gift cards', auth: false, module: 'gift-card' },
  addGiftCard: { path: '/add/gift-card', title: 'Add a gift card', auth: false, module: 'gift-card' },
  giftCardDetail: { path: '/gift-card/:id/:name', title: 'Gift card', auth: false, module: 'gift-card' },
  profile: { path: '/profile', title: 'Follow us', auth: false },
  referEarn: { path: '/refer-earn', title: 'Refer and earn', auth: true, module: 'refer-earn' },
  myReferrals: { path: '/my-referrals', title: 'My referrals', auth: true, module: 'refer-earn' },
  checkout: { path: '/checkout', title: 'Checkout', auth: true, module: 'cart' },
  wallet: { path: '/wallet', title: 'Wallet', auth: true, module: 'wallet' },
  passwordChange: { path: '/password-change', title: 'Change password', auth: true },
  returnPolicy: { path: '/return-replace-privacy', title: 'Return and replace policy', auth: true },
  trackOrder: { path: '/product/track-order', title: 'Track order', auth: true, module: 'orders' },
  orderReturn: { path: '/order/return/:id', title: 'Return an order', auth: true, module: 'returns' },
  orderReplace: { path: '/order/replace/:id', title: 'Replace an order', auth: true, module: 'returns' },
  refundProcess: { path: '/order/refund-replace-process/:id', title: 'Refund and replacement', auth: true, module: 'returns' },
  manageAddress: { path: '/manage-address', title: 'Saved addresses', auth: true },
  addAddress: { path: '/address/add', title: 'Add address', auth: true },
  editAddress: { path: '/address/edit/:id', title: 'Edit address', auth: true },
  wishlist: { path: '/wishlist', title: 'Wishlist', auth: true, module: 'wishlist' },
  giftCardCheckout: { path: '/gift-card/checkout', title: 'Gift card checkout', auth: true, module: 'gift-card' },
  giftCardOrders: { path: '/gift-card/orders', title: 'Gift card orders', auth: true, module: 'gift-card' },
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
