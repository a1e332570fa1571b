import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';
import { EMAIL_PATTERN } from './identity';

/**
 * PUT website/user/profile: the signed-in user's own name and contact e-mail
 * (spec section 2, /my-account), also the answer to the one-time question
 * after a phone sign-up. POST …/profile/skip: "Skip for now" to that question.
 */
export const profilePaths = { update: 'website/user/profile', skip: 'website/user/profile/skip' } as const;

export const PROFILE_MESSAGES = {
  fnameRequired: 'First name is required',
  nameTooLong: 'Names must be at most 50 characters',
  emailFormat: 'Enter a valid e-mail address',
  emailTaken: 'This e-mail is already used by another account. Use another, or sign in with that account.',
  emailIsSignIn: 'You sign in with this e-mail, so it cannot be changed here',
  saved: 'Your profile is saved',
  skipped: 'You can add your name any time on My account',
} as const;

const M = PROFILE_MESSAGES;

/**
 * Optional: absent leaves the e-mail as it is, blank removes it, anything
 * else must look like an address and is kept lower-cased (one address, one account).
 */
const contactEmailSchema = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(254, M.emailFormat), z.refine((s: string) => s === '' || EMAIL_PATTERN.test(s), M.emailFormat)),
    z.transform((s: string) => s.toLowerCase()),
  ),
);

// The same limits as sign-up; the last name may be empty (a single-name account).
export const profileFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  fname: z.string().check(z.trim(), z.minLength(1, M.fnameRequired), z.maxLength(50, M.nameTooLong)),
  lname: z._default(z.string().check(z.trim(), z.maxLength(50, M.nameTooLong)), ''),
  email: contactEmailSchema,
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/** POST skip: only whose question it is. */
export const profileSkipFormSchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });
