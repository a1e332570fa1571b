import { creditConversion } from '../experiments/credit';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { cartAddFormSchema, cartOwnerFormSchema, cartUpdateFormSchema, type CartCounts } from '../../../schemas/api/cart';
import { MAX_INT4, wholeNumber } from '../../../schemas/zod-helpers';
import type { Database } from '../../db/types';
import { requireStorefront, type Credentials } from '../../http/auth';
import { parseFields, parseForm, parseQuery } from '../../http/form';
import type { Identify } from '../../http/identity';
import { envelope, fail } from '../../http/respond';
import { formBodyLimit } from '../../http/body-limit';
import { requestLocale, requestTranslator } from '../../i18n/request-locale';
import type { ServerMessageKey } from '../../i18n/translate';
import { cartCounts, listLines, readLine } from './lines';
import { resolveCartOwner, type CartOwner } from './owner';
import { addToCart, clearCart, deleteLine, setLineQuantity, type CartChange } from './repository';

const cartIdSchema = z.object({ cartId: wholeNumber('cartId', 1, MAX_INT4) });

// A cart form is a handful of short fields.
/** A cart is personal and changes on every call: never cached, the header badges in other_data. */
function withCounts<T>(c: Context, data: T, message: string, counts: CartCounts): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ ...envelope(data, message), other_data: counts });
}

/**
 * The cart calls of spec section 7. Prices, stock and limits always come from
 * the database; `identify` says who is signed in, from the session cookie.
 */
export function cartRoutes(db: Kysely<Database>, credentials: Credentials, identify: Identify): Hono {
  const app = new Hono();
  const auth = requireStorefront(credentials);

  async function changed(c: Context, owner: CartOwner, change: CartChange, message: ServerMessageKey): Promise<Response> {
    if (!change.ok) return fail(c, change.status, change.message);
    const tr = requestTranslator(c);
    const line = await readLine(db, owner, change.lineId, requestLocale(c));
    if (!line) return fail(c, 404, tr('api.cart.lineGone'));
    return withCounts(c, line, tr(message), await cartCounts(db, owner));
  }

  app.get('/website/cart/cart-items', auth, async (c) => {
    const form = parseQuery(c, cartOwnerFormSchema);
    if (!form.ok) return form.response;
    const owner = await resolveCartOwner(c, identify, form.value);
    if (!owner.ok) return owner.response;
    const lines = await listLines(db, owner.value, requestLocale(c));
    return withCounts(c, lines, '', await cartCounts(db, owner.value));
  });

  app.post('/website/cart/add', auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, cartAddFormSchema);
    if (!form.ok) return form.response;
    const owner = await resolveCartOwner(c, identify, form.value);
    if (!owner.ok) return owner.response;
    // form.value.mrp and .price are never read: the database prices the line.
    const change = await addToCart(db, owner.value, form.value.product_id, form.value.qty, form.value.size, requestTranslator(c), requestLocale(c));
    await creditConversion(c, db, 'add_to_cart');
    return changed(c, owner.value, change, 'api.cart.added');
  });

  app.put('/website/cart/update-quantity', auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, cartUpdateFormSchema);
    if (!form.ok) return form.response;
    const owner = await resolveCartOwner(c, identify, form.value);
    if (!owner.ok) return owner.response;
    const change = await setLineQuantity(db, owner.value, form.value.product_id, form.value.qty, form.value.size, requestTranslator(c), requestLocale(c));
    return changed(c, owner.value, change, 'api.cart.quantityUpdated');
  });

  // The spec sends no payload here; the owner comes as query parameters (or a form), so only the owner can delete.
  app.delete('/website/cart/delete-item/:cartId', auth, formBodyLimit, async (c) => {
    const id = parseFields(c, cartIdSchema, { cartId: c.req.param('cartId') });
    if (!id.ok) return id.response;
    const form = await parseForm(c, cartOwnerFormSchema, { query: true });
    if (!form.ok) return form.response;
    const owner = await resolveCartOwner(c, identify, form.value);
    if (!owner.ok) return owner.response;
    // Someone else's line answers exactly like a missing one, so ids reveal nothing about other carts.
    const tr = requestTranslator(c);
    if (!(await deleteLine(db, owner.value, id.value.cartId))) return fail(c, 404, tr('api.cart.lineGone'));
    return withCounts(c, null, tr('api.cart.removed'), await cartCounts(db, owner.value));
  });

  app.delete('/website/cart/delete-all', auth, formBodyLimit, async (c) => {
    const form = await parseForm(c, cartOwnerFormSchema, { query: true });
    if (!form.ok) return form.response;
    const owner = await resolveCartOwner(c, identify, form.value);
    if (!owner.ok) return owner.response;
    await clearCart(db, owner.value);
    return withCounts(c, null, requestTranslator(c)('api.cart.cleared'), await cartCounts(db, owner.value));
  });

  return app;
}
