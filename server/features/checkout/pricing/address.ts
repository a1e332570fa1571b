import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** The delivery address as the order keeps it: later edits to the address book do not change a placed order. */
export interface DeliveryAddress {
  id: number;
  name: string;
  mobile: string;
  pin: string;
  house: string;
  locality: string;
  landmark: string;
  city: string;
  state_code: string;
  type: 'home' | 'work' | 'other';
}

/** The user's own address; another user's answers exactly like a missing one. */
export async function findUserAddress(db: Db, userId: number, addressId: number): Promise<DeliveryAddress | null> {
  const row = await db
    .selectFrom('addresses')
    .select(['id', 'name', 'mobile', 'pin', 'house', 'locality', 'landmark', 'city', 'state_code', 'type'])
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}
