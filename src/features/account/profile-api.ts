import { accountSchema, type Account } from '../../../schemas/api/account';
import { profilePaths } from '../../../schemas/api/profile';
import { apiRequest } from '../../api/client';

/** Saves the signed-in user's name; resolves to the account as the server now has it. */
export async function saveProfileName(userId: number, fname: string, lname: string): Promise<Account> {
  const body = new URLSearchParams({ user_id: String(userId), fname, lname });
  const result = await apiRequest(profilePaths.update, accountSchema, {
    method: 'PUT',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return result.data;
}
