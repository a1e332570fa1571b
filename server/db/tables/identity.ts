import type { ColumnType, Generated } from 'kysely';

/* Accounts, sessions and e-mail codes. */

export interface UsersTable {
  id: Generated<number>;
  /** The Firebase Auth uid: the identity service's name for this person. */
  firebase_uid: string;
  email: string | null;
  mobile: string | null;
  fname: Generated<string>;
  lname: Generated<string>;
  has_password: Generated<boolean>;
  referral_code: string;
  referred_by: number | null;
  /** The shop still asks once for a name and e-mail (a phone sign-up gives neither). */
  asks_profile: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
  last_sign_in_at: ColumnType<Date, Date | undefined, Date>;
  /** Set by staff on the customers desk: the shop refuses the account's sessions and sign-ins until it is enabled. */
  disabled_at: ColumnType<Date | null, never, Date | null>;
  /** The staff account that disabled it. */
  disabled_by: ColumnType<number | null, never, number | null>;
  /** Name, e-mail and mobile lower-cased, kept by the database (generated) for the desk's search. */
  search_text: ColumnType<string, never, never>;
}

export interface UserSessionsTable {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, never, never>;
  expires_at: Date;
  checked_at: ColumnType<Date, Date | undefined, Date>;
  user_agent: Generated<string>;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'sign-up' | 'reset';
  /** SHA-256 of the 6-digit code with the row's e-mail and purpose. */
  code_hash: string;
  attempts: Generated<number>;
  ip: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  verified_at: Date | null;
  consumed_at: Date | null;
}
