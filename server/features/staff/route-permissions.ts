import type { Permission } from '../../../schemas/api/staff';

/**
 * Who may call a route: anyone (signing in and out), any signed-in staff, staff
 * whose role holds the permission, or also the storefront's shared credential
 * (a read the spec gives the storefront under an admin path).
 */
export type RouteAccess = Permission | 'signed-in' | 'anyone' | 'storefront-or-staff';

/**
 * Every admin route and what it needs, by method and the path as registered.
 * A route missing here is refused to everyone (the guard fails closed), and
 * tests/server/staff-roles.test.ts fails, listing it.
 */
export const ADMIN_ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // The spec's admin API for layouts and shop settings (HTTP basic: scripts and integrations).
  // The storefront reads the module switches here (spec section 6).
  'GET /api/admin/configuration': 'storefront-or-staff',
  'PUT /api/admin/configuration': 'layouts.publish',
  'GET /api/admin/ui-configurations': 'layouts.read',
  'PUT /api/admin/ui-configurations': 'layouts.publish',
  'GET /api/admin/ui-configurations/website-page/:page': 'layouts.read',
  'PUT /api/admin/ui-configurations/website-page/:page': 'layouts.publish',
  'PUT /api/admin/theme-config': 'layouts.publish',
  'PUT /api/admin/business-details': 'layouts.publish',

  // The studio: a cookie session.
  'POST /api/admin/studio/session': 'anyone',
  'GET /api/admin/studio/session': 'signed-in',
  'DELETE /api/admin/studio/session': 'anyone',
  'GET /api/admin/studio/configs': 'layouts.read',
  'GET /api/admin/studio/configs/:key': 'layouts.read',
  'PUT /api/admin/studio/configs/:key/draft': 'layouts.write',
  'DELETE /api/admin/studio/configs/:key/draft': 'layouts.write',
  'POST /api/admin/studio/configs/:key/publish': 'layouts.publish',
  'GET /api/admin/studio/configs/:key/versions': 'layouts.read',
  'GET /api/admin/studio/configs/:key/versions/:version': 'layouts.read',
  'POST /api/admin/studio/configs/:key/rollback': 'layouts.publish',
  'DELETE /api/admin/studio/schedules/:id': 'layouts.publish',
  'GET /api/admin/studio/campaign-pages': 'layouts.read',
  'GET /api/admin/studio/experiments': 'layouts.read',
  'POST /api/admin/studio/experiments': 'layouts.write',
  'GET /api/admin/studio/experiments/:id': 'layouts.read',
  'PUT /api/admin/studio/experiments/:id': 'layouts.write',
  'POST /api/admin/studio/experiments/:id/start': 'layouts.publish',
  'POST /api/admin/studio/experiments/:id/stop': 'layouts.publish',
  'POST /api/admin/studio/experiments/:id/promote': 'layouts.publish',
  'GET /api/admin/studio/experiments/:id/results': 'layouts.read',
  'GET /api/admin/studio/audit': 'audit.read',

  // People: the owner's desk; anyone holding an invitation link sets their password.
  'GET /api/admin/studio/staff': 'staff.manage',
  'POST /api/admin/studio/staff/invitations': 'staff.manage',
  'POST /api/admin/studio/staff/invitations/accept': 'anyone',
  'PATCH /api/admin/studio/staff/:id': 'staff.manage',
  // One's own two-step sign-in.
  'POST /api/admin/studio/staff/totp': 'signed-in',
  'POST /api/admin/studio/staff/totp/confirm': 'signed-in',
  'DELETE /api/admin/studio/staff/totp': 'signed-in',
  // One's own API tokens: anyone signed in (a token never has more than its owner's role).
  'GET /api/admin/studio/staff/tokens': 'signed-in',
  'POST /api/admin/studio/staff/tokens': 'signed-in',
  'DELETE /api/admin/studio/staff/tokens/:id': 'signed-in',

  // Products: the catalogue desk.
  'GET /api/admin/studio/products': 'catalogue.read',
  'GET /api/admin/studio/products/options': 'catalogue.read',
  'GET /api/admin/studio/products/:id': 'catalogue.read',
  'POST /api/admin/studio/products': 'catalogue.write',
  'PUT /api/admin/studio/products/:id': 'catalogue.write',

  // The catalogue in bulk (server/features/product-bulk): CSV export and import, price and stock changes.
  'GET /api/admin/studio/products/export.csv': 'catalogue.read',
  'POST /api/admin/studio/products/import': 'catalogue.write',
  'POST /api/admin/studio/products/bulk-price': 'catalogue.write',
  'POST /api/admin/studio/products/bulk-stock': 'catalogue.write',

  // A product's photos: the desk's Photos section (server/features/product-images).
  'GET /api/admin/studio/products/:id/images': 'catalogue.read',
  'POST /api/admin/studio/products/:id/images': 'catalogue.write',
  'PUT /api/admin/studio/products/:id/images/order': 'catalogue.write',
  'PATCH /api/admin/studio/products/:id/images/:image_id': 'catalogue.write',
  'DELETE /api/admin/studio/products/:id/images/:image_id': 'catalogue.write',

  // The category tree (the catalogue's) and curated collections (merchandising): the collections desk.
  'GET /api/admin/studio/categories': 'catalogue.read',
  'POST /api/admin/studio/categories': 'catalogue.write',
  'PUT /api/admin/studio/categories/order': 'catalogue.write',
  'PATCH /api/admin/studio/categories/:id': 'catalogue.write',
  'DELETE /api/admin/studio/categories/:id': 'catalogue.write',
  'GET /api/admin/studio/collections': 'merchandising.read',
  'POST /api/admin/studio/collections': 'merchandising.write',
  'PUT /api/admin/studio/collections/order': 'merchandising.write',
  'PATCH /api/admin/studio/collections/:id': 'merchandising.write',
  'DELETE /api/admin/studio/collections/:id': 'merchandising.write',
  'GET /api/admin/studio/collections/:id/products': 'merchandising.read',
  'PUT /api/admin/studio/collections/:id/products': 'merchandising.write',

  // Recommendation rules, under both doors.
  'GET /api/admin/recommendation-rules': 'merchandising.read',
  'PUT /api/admin/recommendation-rules': 'merchandising.write',
  'GET /api/admin/recommendation-rules/preview': 'merchandising.read',
  'GET /api/admin/studio/recommendation-rules': 'merchandising.read',
  'PUT /api/admin/studio/recommendation-rules': 'merchandising.write',
  'GET /api/admin/studio/recommendation-rules/preview': 'merchandising.read',

  // Coupons: the merchandiser's desk.
  'GET /api/admin/studio/coupons': 'merchandising.read',
  'GET /api/admin/studio/coupons/:id': 'merchandising.read',
  'POST /api/admin/studio/coupons': 'merchandising.write',
  'PUT /api/admin/studio/coupons/:id': 'merchandising.write',
  'POST /api/admin/studio/coupons/:id/pause': 'merchandising.write',
  'POST /api/admin/studio/coupons/:id/resume': 'merchandising.write',

  // The dashboard: the shop's figures and what waits on staff (server/features/dashboard).
  'GET /api/admin/studio/dashboard': 'reports.read',
  // Section analytics in the layout editor: whoever may read layouts sees how their sections do (server/features/section-analytics).
  'GET /api/admin/studio/section-stats': 'layouts.read',

  // Customers and support (server/features/customer-desk): reads customers.read; wallet adjustments
  // (above the owner's limit only the owner: checked by the route), disabling and ticket replies customers.write.
  'GET /api/admin/studio/customers': 'customers.read',
  'GET /api/admin/studio/customers/wallet-limit': 'customers.read',
  'PUT /api/admin/studio/customers/wallet-limit': 'staff.manage',
  'GET /api/admin/studio/customers/:id': 'customers.read',
  'GET /api/admin/studio/customers/:id/orders': 'customers.read',
  'GET /api/admin/studio/customers/:id/wallet': 'customers.read',
  'POST /api/admin/studio/customers/:id/wallet': 'customers.write',
  'POST /api/admin/studio/customers/:id/disable': 'customers.write',
  'POST /api/admin/studio/customers/:id/enable': 'customers.write',
  'GET /api/admin/studio/tickets': 'customers.read',
  'GET /api/admin/studio/tickets/:id': 'customers.read',
  'POST /api/admin/studio/tickets/:id/replies': 'customers.write',

  // Orders and returns (the order desk comes with its own issue).
  'POST /api/admin/orders/:id/status': 'orders.write',

  // The order desk (server/features/order-desk): reads, moves and cash, and refunds (the returns permission: money going back).
  'GET /api/admin/studio/orders': 'orders.read',
  'GET /api/admin/studio/orders/export.csv': 'orders.read',
  'GET /api/admin/studio/orders/:id': 'orders.read',
  'GET /api/admin/studio/orders/:id/invoice': 'orders.read',
  'POST /api/admin/studio/orders/:id/move': 'orders.write',
  'POST /api/admin/studio/orders/:id/cancel': 'orders.write',
  'POST /api/admin/studio/orders/:id/cod-collected': 'orders.write',
  'POST /api/admin/studio/orders/:id/invoice-email': 'orders.write',
  'POST /api/admin/studio/orders/:id/refunds': 'returns.write',
  'POST /api/admin/returns/:id/status': 'returns.write',

  // The return desk (server/features/return-desk): the queue and one request to read, every step to take.
  'GET /api/admin/studio/returns': 'orders.read',
  'GET /api/admin/studio/returns/:id': 'orders.read',
  'POST /api/admin/studio/returns/:id/approve': 'returns.write',
  'POST /api/admin/studio/returns/:id/reject': 'returns.write',
  'POST /api/admin/studio/returns/:id/pickup': 'returns.write',
  'POST /api/admin/studio/returns/:id/picked-up': 'returns.write',
  'POST /api/admin/studio/returns/:id/receive': 'returns.write',
  'POST /api/admin/studio/returns/:id/refund': 'returns.write',
  'POST /api/admin/studio/returns/:id/replace': 'returns.write',
};

export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
