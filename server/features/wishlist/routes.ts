import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import { wishlistFormSchema, wishlistOwnerSchema } from '../../../schemas/api/wishlist';
import type { Database } from '../../db/types';
import { requireStorefront, type Credentials } from '../../http/auth';
import { parseFields, readBodyFields, readFields, type Fields, type Read } from '../../http/form';
import { notYourAccount, type Identify } from '../../http/identity';
import { envelope, fail, signInRequired } from '../../http/respond';
import { formBodyLimit } from '../../http/body-limit';
import { addToWishlist, countWishlist, listWishlist, removeFromWishlist } from './repository';

const SIGN_IN = 'Please sign in to use your wishlist';

function personal<T>(c: Context, body: T): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(body);
}

/**
 * The wishlist calls of spec section 7: signed-in shoppers only (section 6).
 * Who is signed in comes from `identify`; the user_id field must match it.
 */
export function wishlistRoutes(db: Kysely<Database>, credentials: Credentials, identify: Identify): Hono {
  const app = new Hono();
  const auth = requireStorefront(credentials);

  /**
   * The form, when its user_id is the signed-in user's. user_id 0 is a guest,
   * who has no wishlist: 401. Another shopper's id: 403, and nothing is read.
   */
  function account<T extends { user_id: number }>(c: Context, signedIn: number, fields: Read<Fields>, schema: z.core.$ZodType<T>): Read<T> {
    if (!fields.ok) return fields;
    if (fields.value.user_id?.trim() === '0') return { ok: false, response: signInRequired(c, SIGN_IN) };
    const form = parseFields(c, schema, fields.value);
    if (!form.ok) return form;
    if (form.value.user_id !== signedIn) return { ok: false, response: fail(c, 403, notYourAccount(c)) };
    return form;
  }

  app.get('/website/wishlist/wishlist-items', auth, async (c) => {
    const signedIn = await identify(c);
    if (signedIn === null) return signInRequired(c, SIGN_IN);
    const form = account(c, signedIn, { ok: true, value: c.req.query() }, wishlistOwnerSchema);
    if (!form.ok) return form.response;
    return personal(c, envelope(await listWishlist(db, signedIn, form.value.locale)));
  });

  app.post('/website/wishlist/add-to-wishlist', auth, formBodyLimit, async (c) => {
    const signedIn = await identify(c);
    if (signedIn === null) return signInRequired(c, SIGN_IN);
    const form = account(c, signedIn, await readBodyFields(c), wishlistFormSchema);
    if (!form.ok) return form.response;
    const added = await addToWishlist(db, signedIn, form.value.product_id);
    if (added.kind === 'no-product') return fail(c, 404, 'Product not found');
    const message = added.kind === 'added' ? 'Added to wishlist' : 'Already in your wishlist';
    return personal(c, { ...envelope(added.item, message), other_data: { wishlist_count: await countWishlist(db, signedIn) } });
  });

  app.delete('/website/wishlist/remove-from-wishlist', auth, formBodyLimit, async (c) => {
    const signedIn = await identify(c);
    if (signedIn === null) return signInRequired(c, SIGN_IN);
    const form = account(c, signedIn, await readFields(c, { query: true }), wishlistFormSchema);
    if (!form.ok) return form.response;
    const removed = await removeFromWishlist(db, signedIn, form.value.product_id);
    // Removing what is not there leaves the wishlist as asked, so it is not an error (a double click, another tab).
    const message = removed ? 'Removed from wishlist' : 'Not in your wishlist';
    return personal(c, { ...envelope(null, message), other_data: { wishlist_count: await countWishlist(db, signedIn) } });
  });

  return app;
}
