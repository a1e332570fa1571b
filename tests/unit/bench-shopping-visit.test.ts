import { describe, expect, it } from 'vitest';
import { cartAddFormSchema, cartOwnerFormSchema } from '../../schemas/api/cart';
import { checkoutFormSchema } from '../../schemas/api/checkout';
import { VISIT_STEPS, visitRequests, type Buyable, type Shopper } from '../../bench/shopping-visit';

const shopper: Shopper = { userId: 42, sessionId: 'f1d2c3b4-0000-4000-8000-000000000001', cookies: 'vitrine_session=abc', addressId: 7 };
const products: Buyable[] = [
  { id: 4, categoryId: 1, variantId: null },
  { id: 9, categoryId: 5, variantId: 31 },
];
const fields = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body ?? ''));
const byName = (visit: number) => new Map(visitRequests(shopper, visit, products).map((r) => [r.name, r]));

describe('visitRequests', () => {
  it('walks the visit in the storefront order, signed in on every call', () => {
    const requests = visitRequests(shopper, 0, products);
    expect(requests.map((r) => r.name)).toEqual([...VISIT_STEPS]);
    for (const r of requests) expect(r.headers.Cookie).toBe(`vitrine_session=abc; vitrine_sid=${shopper.sessionId}`);
  });

  it('adds the product it showed, in the form the server parses, at its opening variant', () => {
    const visit = byName(1);
    expect(visit.get('product')?.path).toBe('/api/website/catalog/products/9');
    expect(visit.get('listing')?.path).toContain('category_id=5');
    const add = cartAddFormSchema.parse(fields(visit.get('add to cart')?.body));
    expect(add).toMatchObject({ user_id: 42, session_id: shopper.sessionId, product_id: 9, qty: 1, size: { variant_id: 31 } });
  });

  it('prices the cart for the shopper and their address, then empties it', () => {
    const visit = byName(0);
    expect(checkoutFormSchema.parse(fields(visit.get('checkout pricing')?.body))).toMatchObject({ user_id: 42, address_id: 7, payment_method: 'online' });
    const empty = visit.get('empty cart');
    expect(empty?.method).toBe('DELETE');
    expect(cartOwnerFormSchema.parse(fields(empty?.path.split('?')[1]))).toEqual({ user_id: 42, session_id: shopper.sessionId });
  });

  it('is the same for the same shopper and visit', () => {
    expect(visitRequests(shopper, 3, products)).toEqual(visitRequests(shopper, 3, products));
  });
});
