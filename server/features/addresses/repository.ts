import type { Kysely, Transaction } from 'kysely';
import type { Address } from '../../../schemas/api/addresses';
import type { Database } from '../../db/types';
import type { Translator } from '../../i18n/translate';
import { checkAddressPin } from './pins';
import { addressQuery, toAddress } from './present';

type Db = Kysely<Database> | Transaction<Database>;

/** Enough for home, work, family and friends; a cap keeps one account from filling the table. */
export const MAX_ADDRESSES = 20;

/** The address fields as the form parsed them (user_id and is_default handled separately). */
export interface AddressFields {
  name: string;
  mobile: string;
  pin: string;
  house: string;
  locality: string;
  landmark: string;
  city: string;
  state_code: string;
  type: Address['type'];
  latitude: number | null;
  longitude: number | null;
}

export type AddressChange = { ok: true; address: Address } | { ok: false; status: 404 | 422; message: string };

/** Default first, then newest. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await addressQuery(db, userId).orderBy('a.is_default', 'desc').orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
  return rows.map(toAddress);
}

/** The user's own address; another user's reads as missing. */
export async function findAddress(db: Db, userId: number, id: number): Promise<Address | null> {
  const row = await addressQuery(db, userId).where('a.id', '=', id).executeTakeFirst();
  return row ? toAddress(row) : null;
}

/*
 * Every change to a user's addresses first locks the user's row, so two
 * requests at once (two tabs, a double click) cannot both pass the limit or
 * both become the default; the partial unique index addresses_one_default
 * backs the second rule up.
 */
async function lockUser(tx: Transaction<Database>, userId: number): Promise<void> {
  await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

async function clearDefault(tx: Transaction<Database>, userId: number): Promise<void> {
  await tx.updateTable('addresses').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute();
}

async function countAddresses(tx: Transaction<Database>, userId: number): Promise<number> {
  const rows = await tx.selectFrom('addresses').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

/** A new address; the user's first one becomes the default whatever the form said. Refusals in `tr`'s language. */
export async function createAddress(
  db: Kysely<Database>,
  userId: number,
  fields: AddressFields,
  makeDefault: boolean,
  tr: Translator,
): Promise<AddressChange> {
  const pin = await checkAddressPin(db, fields.pin, fields.state_code, tr);
  if (!pin.ok) return { ok: false, status: 422, message: pin.message };
  return db.transaction().execute(async (tx): Promise<AddressChange> => {
    await lockUser(tx, userId);
    const count = await countAddresses(tx, userId);
    if (count >= MAX_ADDRESSES) return { ok: false, status: 422, message: tr('api.addresses.tooMany', { max: MAX_ADDRESSES }) };
    const isDefault = makeDefault || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    const { id } = await tx
      .insertInto('addresses')
      .values({ ...fields, user_id: userId, is_default: isDefault })
      .returning('id')
      .executeTakeFirstOrThrow();
    return found(await findAddress(tx, userId, id));
  });
}

/**
 * Unticking "default" on the default address keeps it the default: a shopper
 * with addresses always has one, and choosing another is how it moves.
 */
export async function updateAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
  fields: AddressFields,
  makeDefault: boolean,
  tr: Translator,
): Promise<AddressChange> {
  const pin = await checkAddressPin(db, fields.pin, fields.state_code, tr);
  if (!pin.ok) return { ok: false, status: 422, message: pin.message };
  return db.transaction().execute(async (tx): Promise<AddressChange> => {
    await lockUser(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) return { ok: false, status: 404, message: tr('api.addresses.notFound') };
    const becomesDefault = makeDefault && !current.is_default;
    if (becomesDefault) await clearDefault(tx, userId);
    await tx
      .updateTable('addresses')
      .set({ ...fields, ...(becomesDefault ? { is_default: true } : {}), updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return found(await findAddress(tx, userId, id));
  });
}

export async function setDefaultAddress(db: Kysely<Database>, userId: number, id: number, tr: Translator): Promise<AddressChange> {
  return db.transaction().execute(async (tx): Promise<AddressChange> => {
    await lockUser(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) return { ok: false, status: 404, message: tr('api.addresses.notFound') };
    if (!current.is_default) {
      await clearDefault(tx, userId);
      await tx.updateTable('addresses').set({ is_default: true, updated_at: new Date() }).where('id', '=', id).execute();
    }
    return found(await findAddress(tx, userId, id));
  });
}

/** Deleting the default hands the role to the newest remaining address. Placed orders keep their own copy. */
export async function deleteAddress(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    const removed = await tx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).returning('is_default').executeTakeFirst();
    if (!removed) return false;
    if (removed.is_default) {
      const next = await tx
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (next) await tx.updateTable('addresses').set({ is_default: true }).where('id', '=', next.id).execute();
    }
    return true;
  });
}

function found(address: Address | null): AddressChange {
  // Only reachable if the row vanished inside our own locked transaction.
  if (!address) throw new Error('An address written in this transaction could not be read back');
  return { ok: true, address };
}
