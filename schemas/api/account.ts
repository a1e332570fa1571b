import * as z from 'zod/mini';

/*
 * Its own module because the storefront's startup reads it (the stored user)
 * while the rest of the identity schemas load with the login popups: zod
 * schemas are calls, which a bundler keeps whole per module.
 */

/** The shop's user record: what the browser keeps as `info` (spec section 3). */
export const accountSchema = z.object({
  id: z.int().check(z.positive()),
  fname: z._default(z.string(), ''),
  lname: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  mobile: z._default(z.string(), ''),
  referral_code: z._default(z.string(), ''),
  /** Which sign-in methods the account has: the change-password page needs 'password'. */
  providers: z._default(z.array(z.string()), []),
  /**
   * The shop still asks once for a name and e-mail: a new phone account, until
   * the shopper answers or skips. Absent (a record stored before) means no.
   */
  asks_profile: z.optional(z.boolean()),
});
export type Account = z.output<typeof accountSchema>;
