import type { Kysely, Transaction } from 'kysely';
import type { Address, AddressSnapshot } from '../../../schemas/api/addresses';
import { stateName } from '../../../schemas/api/india';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** A user's addresses with today's serviceability from the PIN table (a PIN removed from it reads as not deliverable). */
export function addressQuery(db: Db, userId: number) {
  return db
    .selectFrom('addresses as a')
    .leftJoin('pin_codes as p', 'p.pin', 'a.pin')
    .select([
      'a.id',
      'a.name',
      'a.mobile',
      'a.pin',
      'a.house',
      'a.locality',
      'a.landmark',
      'a.city',
      'a.state_code',
      'a.type',
      'a.is_default',
      'a.latitude',
      'a.longitude',
      'p.serviceable',
    ])
    .where('a.user_id', '=', userId);
}

type AddressRow = Omit<Address, 'state' | 'serviceable'> & { serviceable: boolean | null };

export function toAddress(row: AddressRow): Address {
  return { ...row, state: stateName(row.state_code), serviceable: row.serviceable === true };
}

/** What an order keeps of the address it was sent to. */
export function toSnapshot(address: Address): AddressSnapshot {
  const { name, mobile, pin, house, locality, landmark, city, state_code, state } = address;
  return { name, mobile, pin, house, locality, landmark, city, state_code, state };
}
