import type { Kysely, Transaction } from 'kysely';
import type { PinInfo } from '../../../schemas/api/addresses';
import { stateName } from '../../../schemas/api/india';
import type { Database } from '../../db/types';
import type { Translator } from '../../i18n/translate';

type Db = Kysely<Database> | Transaction<Database>;

/** The PIN table's row for a PIN, with the state's name; null when the PIN is not in the table. */
export async function lookupPin(db: Db, pin: string): Promise<PinInfo | null> {
  const row = await db.selectFrom('pin_codes').selectAll().where('pin', '=', pin).executeTakeFirst();
  if (!row) return null;
  return { ...row, state: stateName(row.state_code) };
}

export type PinCheck = { ok: true; pin: PinInfo } | { ok: false; message: string };

/**
 * An address's PIN must be one we know and lie in the state the shopper
 * chose: a typo in either would send the parcel astray. An unserviceable PIN
 * is still accepted (a work address kept for later), and the answer says so.
 * The refusal is in `tr`'s language.
 */
export async function checkAddressPin(db: Db, pin: string, stateCode: string, tr: Translator): Promise<PinCheck> {
  const info = await lookupPin(db, pin);
  if (!info) return { ok: false, message: tr('api.addresses.pinUnknown') };
  if (info.state_code !== stateCode) {
    return { ok: false, message: tr('api.addresses.pinInOtherState', { pinState: info.state, chosenState: stateName(stateCode) }) };
  }
  return { ok: true, pin: info };
}
