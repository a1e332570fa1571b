import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

const SECRET_NAME = 'order-live-key';
const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/** Made once per database (the first instance to ask writes it; the others read it), so every instance computes the same keys. */
async function loadSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, secret: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('secret').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return row.secret;
}

function secretOf(db: Kysely<Database>): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    // A failed read is not kept: the next call tries again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * An order's key on the public event stream: an HMAC of its id with a
 * server secret. The stream is open to every tab, so an event names no order
 * id or number; only the shopper, whose own order detail carries the key,
 * recognises it. 128 bits: no tab can guess another order's.
 */
export async function orderLiveKey(db: Kysely<Database>, orderId: number): Promise<string> {
  return createHmac('sha256', await secretOf(db)).update(`order:${orderId}`).digest('base64url').slice(0, 22);
}
