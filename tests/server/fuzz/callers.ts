import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { RETURN_REASONS } from '../../../schemas/api/returns';
import { TICKET_TOPIC_CODES } from '../../../schemas/api/support';
import { CONFIG_KEYS } from '../../../schemas/api/studio';
import { ADMIN_PAGES } from '../../../server/features/config/admin-routes';
import { createSession, SESSION_COOKIE, sessionUser } from '../../../server/features/identity/sessions';
import { createAdminSession, STUDIO_COOKIE } from '../../../server/features/staff/sessions';
import { ADMIN_CREDENTIAL, adminAuth, storefrontAuth, type TestServer } from '../harness';
import { insertAddress, insertOrder, insertOrderCatalogue, newShopper, ofx } from '../order-fixtures';
import { cookieOf, signIn } from '../studio-client';

/**
 * Who the fuzzer calls as, and the shop it calls into: a guest with the
 * storefront's credential, a signed-in shopper who has an address, a cart, a
 * wishlist, orders (placed and delivered), a return and a support ticket, and
 * the owner (the studio's cookie session on its routes, HTTP basic on the rest
 * of the admin API). Their ids are the "existing" values path parameters and
 * fields get most of the time, so requests reach the handlers' deeper steps.
 */

export type CallerName = 'anonymous' | 'guest' | 'shopper' | 'owner';

export interface FuzzShop {
  shopperId: number;
  /** The shopper's browser session id (the cart's session_id field). */
  sessionId: string;
  /** Headers each caller sends; the shopper's cookie and the owner's studio cookie are renewed by ensureSignedIn. */
  headers(caller: CallerName, path: string): Record<string, string>;
  /** Signs the shopper and the owner in again if a fuzzed call signed them out or disabled the shopper. */
  ensureSignedIn(): Promise<void>;
  /** Values of existing things for each path parameter name. */
  paramValues(name: string): fc.Arbitrary<string>;
  /** Values of existing things for body and query fields, as the caller would send them. */
  fieldHints(caller: CallerName): Record<string, fc.Arbitrary<unknown>>;
}

async function studioCookie(t: TestServer): Promise<string> {
  const res = await signIn(t.app);
  if (res.status !== 200) throw new Error(`the owner could not sign in to the studio: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/**
 * A new studio session for the owner, made directly: the fuzzed sign-ins with
 * wrong passwords lock the studio's sign-in for a quarter of an hour.
 */
async function renewedStudioCookie(t: TestServer): Promise<string> {
  const owner = await t.db.selectFrom('staff_accounts').select(['id', 'login', 'display_name']).where('login', '=', ADMIN_CREDENTIAL.user).executeTakeFirstOrThrow();
  const { token } = await createAdminSession(t.db, { ...owner, role: 'owner', two_factor: false });
  return `${STUDIO_COOKIE}=${token}`;
}

async function post(t: TestServer, path: string, headers: Record<string, string>, fields: Record<string, string | number>): Promise<unknown> {
  const res = await t.app.request(path, { method: 'POST', headers, body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`setting up the fuzz shop: POST ${path} answered ${res.status} ${text}`);
  return JSON.parse(text);
}

/** The id in a {data: {id}} envelope, read without trusting its shape. */
function dataId(body: unknown, field = 'id'): string {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const data: unknown = body.data;
    if (typeof data === 'object' && data !== null && field in data) return String(Reflect.get(data, field));
  }
  throw new Error(`no data.${field} in ${JSON.stringify(body)}`);
}

export async function prepareFuzzShop(t: TestServer): Promise<FuzzShop> {
  const db = t.db;
  await insertOrderCatalogue(db);
  const shopper = await newShopper(db);
  let shopperCookie = shopper.cookie;
  const sessionId = randomUUID();
  const addressId = await insertAddress(db, shopper.id);
  const placed = await insertOrder(db, { userId: shopper.id, status: 'placed' });
  const delivered = await insertOrder(db, { userId: shopper.id, status: 'delivered', lines: [{ product: ofx.mouse, categoryId: ofx.accessories.id, qty: 2 }] });
  const shopperHeaders = () => ({ ...storefrontAuth, Cookie: shopperCookie });

  const cart = await post(t, '/api/website/cart/add', shopperHeaders(), { user_id: shopper.id, session_id: sessionId, product_id: ofx.mouse.id, qty: 1 });
  await post(t, '/api/website/wishlist/add-to-wishlist', shopperHeaders(), { user_id: shopper.id, product_id: 2 });
  const returned = await post(t, '/api/website/returns', shopperHeaders(), {
    user_id: shopper.id,
    order_item_id: delivered.itemIds[0] ?? 0,
    kind: 'return',
    qty: 1,
    reason: RETURN_REASONS[0],
    pickup_address_id: addressId,
  });
  const ticket = await post(t, '/api/website/support/tickets', shopperHeaders(), {
    user_id: shopper.id,
    name: 'Fuzz Shopper',
    email: 'fuzz@example.test',
    topic: TICKET_TOPIC_CODES[0],
    subject: 'Where is my order',
    message: 'It has not arrived yet.',
  });
  const cartLine = await db.selectFrom('cart_items').select('id').where('user_id', '=', shopper.id).executeTakeFirstOrThrow();
  let ownerCookie = await studioCookie(t);

  const ticketNumber = dataId(ticket, 'ticket_number');
  const ticketRow = await db.selectFrom('support_tickets').select('id').where('user_id', '=', shopper.id).executeTakeFirstOrThrow();
  const ids = ['1', '2', '3', String(shopper.id), String(addressId), String(placed.id), String(delivered.id), dataId(returned), String(ticketRow.id), String(ofx.laptop.id)];
  const existing: Record<string, readonly string[]> = {
    id: ids,
    cartId: [String(cartLine.id), dataId(cart)],
    image_id: ['1'],
    key: CONFIG_KEYS,
    page: ADMIN_PAGES,
    version: ['1', '2'],
    number: [ticketNumber],
    pin: ['411041', '560001', '110001'],
    // /media/catalog, /media/products and /media: a drawn picture, a raster of one, a photo name, a stored file.
    file: ['product-1-1.svg', 'category-laptops.svg', 'product-1-1-320.webp', `${ofx.laptop.id}-abcdef012345-320.webp`],
    name: ['logo.svg', 'favicon.svg'],
  };

  const valuesOf = (list: readonly string[]) => fc.constantFrom(...list);
  return {
    shopperId: shopper.id,
    sessionId,
    headers(caller, path): Record<string, string> {
      if (caller === 'anonymous') return {};
      if (caller === 'guest') return { ...storefrontAuth };
      if (caller === 'shopper') return shopperHeaders();
      return path.startsWith('/api/admin/studio/') ? { Cookie: ownerCookie } : { ...adminAuth };
    },
    async ensureSignedIn() {
      const token = shopperCookie.slice(SESSION_COOKIE.length + 1);
      if ((await sessionUser(db, token)) === null) {
        await db.updateTable('users').set({ disabled_at: null }).where('id', '=', shopper.id).execute();
        shopperCookie = `${SESSION_COOKIE}=${(await createSession(db, shopper.id, 'fuzz')).token}`;
      }
      const session = await t.app.request('/api/admin/studio/session', { headers: { Cookie: ownerCookie } });
      if (session.status !== 200) ownerCookie = await renewedStudioCookie(t);
      await session.body?.cancel();
    },
    paramValues(name) {
      return valuesOf(existing[name] ?? ids);
    },
    fieldHints(caller) {
      const own = caller === 'shopper' ? String(shopper.id) : '0';
      return {
        user_id: fc.constantFrom(own, own, String(shopper.id), '0'),
        session_id: fc.constant(sessionId),
        product_id: fc.constantFrom('1', '2', String(ofx.mouse.id), String(ofx.laptop.id)),
        order_item_id: fc.constantFrom(...delivered.itemIds.map(String)),
        address_id: fc.constant(String(addressId)),
        pickup_address_id: fc.constant(String(addressId)),
        order_number: fc.constantFrom(placed.orderNumber, delivered.orderNumber),
        state_code: fc.constantFrom('MH', 'KA'),
        pin: fc.constantFrom('411041', '560001'),
        mobile: fc.constant('9876543210'),
        latitude: fc.constant('18.44766'),
        longitude: fc.constant('73.8262'),
        key: fc.constantFrom(...CONFIG_KEYS),
      };
    },
  };
}
