import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../schemas/api/customer-desk';
import type { Account } from '../../../schemas/api/identity';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

// No 0/O or 1/I: a code read aloud or copied by hand stays unambiguous.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** The e-mail already belongs to another identity (an account deleted and made again in Firebase, say). */
export class EmailTakenError extends Error {
  constructor() {
    super('This e-mail belongs to another account. Contact customer support.');
    this.name = 'EmailTakenError';
  }
}

const ACCOUNT_COLUMNS = ['id', 'fname', 'lname', 'email', 'mobile', 'referral_code', 'has_password', 'asks_profile'] as const;

type AccountRow = {
  id: number;
  fname: string;
  lname: string;
  email: string | null;
  mobile: string | null;
  referral_code: string;
  has_password: boolean;
  asks_profile: boolean;
};

/** The record the browser keeps as `info`: no uid, no referrer, nothing it could misuse. */
export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    referral_code: row.referral_code,
    providers: row.has_password ? ['password'] : ['phone'],
    asks_profile: row.asks_profile,
  };
}

/** Staff disabled the account on the customers desk: no new session until they enable it. */
export class AccountDisabledError extends Error {
  constructor() {
    super(ACCOUNT_DISABLED_MESSAGE);
    this.name = 'AccountDisabledError';
  }
}

export async function accountDisabled(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('disabled_at').where('id', '=', userId).executeTakeFirst();
  return row !== undefined && row.disabled_at !== null;
}

export async function findAccount(db: Db, userId: number): Promise<Account | null> {
  const row = await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: number; firebase_uid: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'firebase_uid'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row ?? null;
}

/** The referrer's id for a code typed at sign-up; null when no account has it. */
export async function findReferrer(db: Db, code: string): Promise<number | null> {
  if (code === '') return null;
  const row = await db.selectFrom('users').select('id').where('referral_code', '=', code.toUpperCase()).executeTakeFirst();
  return row?.id ?? null;
}

export interface NewUser {
  firebaseUid: string;
  email: string | null;
  mobile: string | null;
  fname: string;
  lname: string;
  hasPassword: boolean;
  referredBy: number | null;
}

/**
 * The shop's record for a Firebase account: created on first sign-in (or at
 * sign-up), found by uid after. A second request racing the first finds the
 * row the first inserted, so one person is never two users.
 */
export async function upsertUser(db: Db, user: NewUser): Promise<{ account: Account; isNew: boolean }> {
  const inserted = await db
    .insertInto('users')
    .values({
      firebase_uid: user.firebaseUid,
      email: user.email,
      mobile: user.mobile,
      fname: user.fname,
      lname: user.lname,
      has_password: user.hasPassword,
      // 32^8 codes: a collision is a once-in-a-trillion event, and the unique index would refuse it rather than share a code.
      referral_code: newReferralCode(),
      referred_by: user.referredBy,
      // A phone sign-in brings no name: the shop asks once, right after this first sign-in.
      asks_profile: user.fname === '',
    })
    .onConflict((oc) => oc.column('firebase_uid').doNothing())
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst()
    .catch((err: unknown) => {
      if (String(err instanceof Error ? err.message : err).includes('users_email')) throw new EmailTakenError();
      throw err;
    });
  if (inserted) return { account: toAccount(inserted), isNew: true };
  const existing = await db
    .updateTable('users')
    .set((eb) => ({
      last_sign_in_at: new Date(),
      has_password: sql<boolean>`has_password or ${user.hasPassword}`,
      // A phone sign-in fills the number an e-mail account lacked, never overwrites one.
      mobile: eb.fn.coalesce('mobile', eb.val(user.mobile)),
      email: eb.fn.coalesce('email', eb.val(user.email)),
    }))
    .where('firebase_uid', '=', user.firebaseUid)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
  return { account: toAccount(existing), isNew: false };
}
