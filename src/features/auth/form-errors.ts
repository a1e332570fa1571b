import type * as z from 'zod/mini';
import { IDENTITY_MESSAGES } from '../../../schemas/api/identity';
import { useKnownWords } from '../../i18n/known-words';
import type { AuthMessageKey } from './auth-errors';

/** The first message of a failed parse: one clear message per field, in the schema's order. */
export function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? '';
}

/** Each field's first message, keyed by field name; `say` puts it in the page's language (useIssueText). */
export function fieldErrors(error: z.core.$ZodError, say: (message: string) => string = (message) => message): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= say(issue.message);
  }
  return errors;
}

/** The shared schemas' messages (the server answers with the same English words), each with its key. */
const ISSUE_KEYS: Record<keyof typeof IDENTITY_MESSAGES, AuthMessageKey> = {
  mobileRequired: 'auth.mobileRequired',
  mobileFormat: 'auth.mobileFormat',
  emailRequired: 'auth.emailRequired',
  emailFormat: 'auth.emailFormat',
  passwordRequired: 'auth.passwordRequired',
  passwordLength: 'auth.passwordLength',
  passwordTooLong: 'auth.passwordTooLong',
  passwordLetter: 'auth.passwordLetter',
  passwordDigit: 'auth.passwordDigit',
  passwordMismatch: 'auth.passwordMismatch',
  fnameRequired: 'auth.fnameRequired',
  lnameRequired: 'auth.lnameRequired',
  nameTooLong: 'auth.nameTooLong',
  referralFormat: 'auth.referralFormat',
  codeFormat: 'auth.codeFormat',
};

function isIssueName(name: string): name is keyof typeof IDENTITY_MESSAGES {
  return name in ISSUE_KEYS;
}

/** The identity schema's words (names, mobile, e-mail, password), for any form that asks for them. */
export const IDENTITY_WORDS = new Map<string, AuthMessageKey>();
for (const [name, text] of Object.entries(IDENTITY_MESSAGES)) if (isIssueName(name)) IDENTITY_WORDS.set(text, ISSUE_KEYS[name]);

/** A validation message in the page's language; one the catalogue does not know stays as written. */
export function useIssueText(): (message: string) => string {
  return useKnownWords(IDENTITY_WORDS);
}
