import { accountSchema, type Account } from '../../../schemas/api/account';
import { profilePaths } from '../../../schemas/api/profile';
import { apiRequest } from '../../api/client';

export interface ProfileChanges {
  fname: string;
  lname: string;
  /** Left out: the e-mail stays as it is (an account that signs in with it). Blank removes it. */
  email?: string;
}

function send(method: 'PUT' | 'POST', path: string, fields: Record<string, string>): Promise<Account> {
  const body = new URLSearchParams(fields);
  return apiRequest(path, accountSchema, { method, body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).then((r) => r.data);
}

/** Saves the signed-in user's names (and contact e-mail); resolves to the account as the server now has it. */
export function saveProfile(userId: number, changes: ProfileChanges): Promise<Account> {
  const { email, ...names } = changes;
  return send('PUT', profilePaths.update, { user_id: String(userId), ...names, ...(email === undefined ? {} : { email }) });
}

/** "Skip for now" on the one-time question after a phone sign-up: the server remembers it for the account. */
export function skipProfileQuestion(userId: number): Promise<Account> {
  return send('POST', profilePaths.skip, { user_id: String(userId) });
}
