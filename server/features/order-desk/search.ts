import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/types';
import type { OrdersTable } from '../../db/tables/orders';

export type OrderScope = ExpressionBuilder<Database & { o: OrdersTable }, 'o'>;

/** What a search box entry looks like, so each kind is looked up by its own index. */
export type OrderSearch =
  | { kind: 'email'; email: string }
  | { kind: 'order-number'; number: string }
  | { kind: 'phone'; national: string }
  | { kind: 'order-id'; id: number }
  | { kind: 'name'; words: string[] }
  | { kind: 'nothing' };

/** Letters then letters, digits and dashes with a digit among them: 'CB261124-000123' (and older or imported numbers). */
const ORDER_NUMBER = /^(?=.*\d)[A-Za-z]{2}[A-Za-z0-9-]{2,38}$/;
/** Letters and digits of any script: what a name's words are made of. */
const NAME_WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function readOrderSearch(q: string): OrderSearch {
  const text = q.trim();
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  if (ORDER_NUMBER.test(text)) return { kind: 'order-number', number: text.toUpperCase() };
  if (/^[+\d][\d\s-]*$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    // +91 98765 43210, 098765 43210, 9876543210: an Indian mobile number.
    const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
    if (/^[6-9]\d{9}$/.test(national)) return { kind: 'phone', national };
    // The digits after an order number's dash are its id ("000123" is order 123).
    if (/^\d{1,9}$/.test(digits) && Number(digits) > 0) return { kind: 'order-id', id: Number(digits) };
    return { kind: 'nothing' };
  }
  const words = [...new Set(text.toLowerCase().match(NAME_WORD) ?? [])].slice(0, 5);
  return words.length > 0 ? { kind: 'name', words } : { kind: 'nothing' };
}

/**
 * The search as a condition each index answers: an e-mail through the
 * users' unique lower(email) index, an order number through its unique
 * index, a phone through the delivery address's mobile (orders_mobile) or
 * the account's, an id through the key, and a name's words (each a prefix)
 * through the 'simple' tsvector GIN index of the delivery name.
 */
export function searchCondition(eb: OrderScope, q: string): Expression<SqlBool> {
  const search = readOrderSearch(q);
  switch (search.kind) {
    case 'email':
      return eb('o.user_id', 'in', eb.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', search.email));
    case 'order-number':
      return eb('o.order_number', '=', search.number);
    case 'phone': {
      const forms = [search.national, `+91${search.national}`];
      // Two index lookups joined by the key: an OR of the two would make the planner read every order.
      return eb(
        'o.id',
        'in',
        eb
          .selectFrom('orders as by_address')
          .select('by_address.id')
          .where(sql<string>`by_address.address->>'mobile'`, 'in', forms)
          .unionAll(eb.selectFrom('orders as by_account').select('by_account.id').where('by_account.user_id', 'in', eb.selectFrom('users').select('id').where('mobile', 'in', forms))),
      );
    }
    case 'order-id':
      return eb('o.id', '=', search.id);
    case 'name': {
      const query = search.words.map((word) => `${word}:*`).join(' & ');
      return sql<SqlBool>`to_tsvector('simple', coalesce(o.address->>'name', '')) @@ to_tsquery('simple', ${query})`;
    }
    case 'nothing':
      return sql<SqlBool>`false`;
  }
}
