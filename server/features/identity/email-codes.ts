import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { EmailCodePurpose } from '../../../schemas/api/identity';
import { lockKey, windowWaitMs } from '../../db/rate-limit';
import type { Database } from '../../db/types';
import { DEFAULT_LOCALE } from '../../../schemas/locale';
import { translator, type Translator } from '../../i18n/translate';

/*
 * The shop's own e-mail codes (sign-up and password reset). Only a hash is
 * stored, each code lives 10 minutes and allows 5 tries, and every limit is
 * counted from the email_codes rows themselves, so several API instances
 * sharing the database agree on them.
 */

export const CODE_TTL_MINUTES = 10;
export const MAX_TRIES = 5;
const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
const RESEND_AFTER_MS = 30_000;
const HOUR_MS = 3_600_000;
const CODES_PER_ADDRESS_PER_HOUR = 5;
const CODES_PER_IP_PER_HOUR = 20;

/** The codes' refusals in a language: the routes pass the request's, everything else gets English. */
export function codeMessages(say: Translator) {
  return {
    none: say('api.identity.codeNone'),
    expired: say('api.identity.codeExpired'),
    tooManyTries: say('api.identity.codeTooManyTries'),
    wrong: (left: number) => say('api.identity.codeWrong', { left }),
    wait: (seconds: number) => say('api.identity.codeWait', { seconds }),
    addressHourly: (minutes: number) => say('api.identity.codeAddressHourly', { minutes }),
    network: say('api.identity.codeNetwork'),
  };
}

export const CODE_MESSAGES = codeMessages(translator(DEFAULT_LOCALE));

const wordsFor = (input: { say?: Translator | undefined }) => (input.say ? codeMessages(input.say) : CODE_MESSAGES);

type Db = Kysely<Database> | Transaction<Database>;

export type Issued = { ok: true; code: string } | { ok: false; status: 429; message: string };
export type Verified = { ok: true } | { ok: false; status: 422 | 429; message: string };

export interface CodeRequest {
  email: string;
  purpose: EmailCodePurpose;
  /** Tests pass a clock; the server uses the time of the call. */
  now?: Date;
  /** The language of the refusals (the request's); English without one. */
  say?: Translator;
}

function hashCode(purpose: EmailCodePurpose, email: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

interface Refusal {
  waitMs: number;
  message: string;
}

/** The refusals that apply now; the one with the longest wait is the one worth telling. */
async function refusals(trx: Transaction<Database>, email: string, purpose: EmailCodePurpose, ip: string, now: Date, words: typeof CODE_MESSAGES): Promise<Refusal[]> {
  const since = new Date(now.getTime() - HOUR_MS);
  const byAddress = await trx
    .selectFrom('email_codes')
    .select('created_at')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  const byIp = await trx
    .selectFrom('email_codes')
    .select('created_at')
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  const found: Refusal[] = [];
  const addressTimes = byAddress.map((r) => r.created_at);
  const hourlyWait = windowWaitMs(addressTimes, CODES_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
  if (hourlyWait > 0) found.push({ waitMs: hourlyWait, message: words.addressHourly(Math.max(1, Math.ceil(hourlyWait / 60_000))) });
  // One code per 30 s is a window of one.
  const resendWait = windowWaitMs(addressTimes, 1, RESEND_AFTER_MS, now);
  if (resendWait > 0) found.push({ waitMs: resendWait, message: words.wait(Math.max(1, Math.ceil(resendWait / 1000))) });
  const ipWait = windowWaitMs(byIp.map((r) => r.created_at), CODES_PER_IP_PER_HOUR, HOUR_MS, now);
  if (ipWait > 0) found.push({ waitMs: ipWait, message: words.network });
  return found;
}

/**
 * A new 6-digit code for the address, unless a limit refuses it: per address
 * and purpose one per 30 seconds and five per hour, per IP twenty per hour.
 * Earlier unused codes for the same address and purpose stop working, so only
 * the newest e-mail's code is valid.
 */
export async function issueCode(db: Kysely<Database>, input: CodeRequest & { ip: string }): Promise<Issued> {
  const email = input.email.toLowerCase();
  const { purpose, ip } = input;
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<Issued> => {
    // Always address first, then IP: one order everywhere, so two requests never wait on each other in a circle.
    await lockKey(trx, `email-code:${purpose}:${email}`);
    await lockKey(trx, `email-code-ip:${ip}`);
    const refused = (await refusals(trx, email, purpose, ip, now, wordsFor(input))).sort((a, b) => b.waitMs - a.waitMs)[0];
    if (refused) return { ok: false, status: 429, message: refused.message };

    await trx
      .updateTable('email_codes')
      .set({ expires_at: now })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await trx
      .insertInto('email_codes')
      .values({
        email,
        purpose,
        code_hash: hashCode(purpose, email, code),
        ip,
        created_at: now,
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
        verified_at: null,
        consumed_at: null,
      })
      .execute();
    return { ok: true, code };
  });
}

/**
 * Checks the newest code for the address without using it up. A wrong code
 * costs one of its five tries; the row stays locked while it is counted, so
 * parallel guesses cannot get more than five between them. The right code
 * marks the row verified (again and again, harmlessly).
 */
export async function verifyCode(db: Kysely<Database>, input: CodeRequest & { code: string }): Promise<Verified> {
  const email = input.email.toLowerCase();
  const now = input.now ?? new Date();
  const words = wordsFor(input);
  return db.transaction().execute(async (trx): Promise<Verified> => {
    const row = await trx
      .selectFrom('email_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'verified_at', 'consumed_at'])
      .where('email', '=', email)
      .where('purpose', '=', input.purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    // A used code is gone: the next step needs a new one.
    if (!row || row.consumed_at !== null) return { ok: false, status: 422, message: words.none };
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, status: 422, message: words.expired };
    if (row.attempts >= MAX_TRIES) return { ok: false, status: 429, message: words.tooManyTries };

    if (!sameHash(row.code_hash, hashCode(input.purpose, email, input.code))) {
      const attempts = row.attempts + 1;
      await trx.updateTable('email_codes').set({ attempts }).where('id', '=', row.id).execute();
      const left = MAX_TRIES - attempts;
      return left > 0
        ? { ok: false, status: 422, message: words.wrong(left) }
        : { ok: false, status: 429, message: words.tooManyTries };
    }
    if (row.verified_at === null) await trx.updateTable('email_codes').set({ verified_at: now }).where('id', '=', row.id).execute();
    return { ok: true };
  });
}

/**
 * Uses up a verified, unexpired code: true once, false ever after. Run it in
 * the transaction of the change it allows (an account, a new password), so a
 * failure there gives the code back.
 */
export async function consumeVerifiedCode(trx: Db, input: CodeRequest & { code: string }): Promise<boolean> {
  const email = input.email.toLowerCase();
  const now = input.now ?? new Date();
  const used = await trx
    .updateTable('email_codes')
    .set({ consumed_at: now })
    .where('email', '=', email)
    .where('purpose', '=', input.purpose)
    .where('code_hash', '=', hashCode(input.purpose, email, input.code))
    .where('verified_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
