import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';

/** PUT website/user/profile: the signed-in user's own name (spec section 2, /my-account). */
export const profilePaths = { update: 'website/user/profile' } as const;

export const PROFILE_MESSAGES = {
  fnameRequired: 'First name is required',
  nameTooLong: 'Names must be at most 50 characters',
  saved: 'Your name is saved',
} as const;

// The same limits as sign-up; the last name may be empty (a single-name account from a phone sign-in).
export const profileFormSchema = z.object({
  user_id: wholeNumber('user_id', 1, MAX_INT4),
  fname: z.string().check(z.trim(), z.minLength(1, PROFILE_MESSAGES.fnameRequired), z.maxLength(50, PROFILE_MESSAGES.nameTooLong)),
  lname: z._default(z.string().check(z.trim(), z.maxLength(50, PROFILE_MESSAGES.nameTooLong)), ''),
});
export type ProfileForm = z.input<typeof profileFormSchema>;
