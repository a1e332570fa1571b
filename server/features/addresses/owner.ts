import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { parseFields, type Fields, type Read } from '../../http/form';
import type { Identify } from '../../http/identity';
import { fail, signInRequired } from '../../http/respond';
import { tr } from '../../i18n/request-locale';

/**
 * The form of a call on the signed-in shopper's addresses: nobody signed in
 * (or the guest id 0) is 401, another shopper's user_id is 403, and only then
 * are the fields validated and used.
 */
export async function ownForm<T extends { user_id: number }>(
  c: Context,
  identify: Identify,
  fields: Read<Fields>,
  schema: z.core.$ZodType<T>,
): Promise<Read<{ userId: number; form: T }>> {
  const signedIn = await identify(c);
  if (signedIn === null) return { ok: false, response: signInRequired(c, tr(c, 'api.addresses.signIn')) };
  if (!fields.ok) return fields;
  if (fields.value.user_id?.trim() === '0') return { ok: false, response: signInRequired(c, tr(c, 'api.addresses.signIn')) };
  const form = parseFields(c, schema, fields.value);
  if (!form.ok) return form;
  if (form.value.user_id !== signedIn) return { ok: false, response: fail(c, 403, tr(c, 'api.notYourAccount')) };
  return { ok: true, value: { userId: signedIn, form: form.value } };
}
