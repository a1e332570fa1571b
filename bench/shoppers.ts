import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { addressPaths, addressSchema } from '../schemas/api/addresses';
import { accountSchema, type Account } from '../schemas/api/account';
import { envelopeSchema } from '../schemas/api/envelope';
import { identityPaths } from '../schemas/api/identity';
import { STOREFRONT_AUTH } from './load';
import type { Shopper } from './shopping-visit';

/**
 * Signed-in shoppers with a delivery address, made as the storefront makes
 * them: a Firebase sign-up on the Auth emulator (its REST API, as the SDK
 * calls it), the shop's session from that ID token, then an address (Pune,
 * local delivery) through the address form. Checkout pricing needs all three.
 */
const signedUpSchema = z.object({ idToken: z.string().min(1) });

async function expectOk(res: Response, what: string): Promise<unknown> {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { Authorization: STOREFRONT_AUTH, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});

/** The shopper, and the account record the storefront keeps in storage once signed in. */
export async function signUpShopper(base: string, emulatorHost: string, email: string): Promise<Shopper & { account: Account }> {
  const signUp = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-shopper-1', returnSecureToken: true }),
  });
  const { idToken } = signedUpSchema.parse(await expectOk(signUp, `emulator sign-up of ${email}`));

  const sessionId = randomUUID();
  const session = await fetch(`${base}/api/${identityPaths.session}`, formPost({ id_token: idToken, session_id: sessionId }));
  const account = envelopeSchema(accountSchema).parse(await expectOk(session, `sign-in of ${email}`)).data;
  const cookies = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!cookies) throw new Error(`sign-in of ${email} set no cookie`);

  const address = await fetch(
    `${base}/api/${addressPaths.create}`,
    formPost(
      {
        user_id: String(account.id),
        name: 'Ananya Kulkarni',
        mobile: '9822012345',
        pin: '411041',
        house: 'Flat 12, Shanti Heights, Sinhagad Road',
        locality: 'Vadgaon Budruk',
        city: 'Pune',
        state_code: 'MH',
        is_default: '1',
      },
      { Cookie: cookies },
    ),
  );
  const saved = envelopeSchema(addressSchema).parse(await expectOk(address, `address of ${email}`)).data;
  return { userId: account.id, sessionId, cookies, addressId: saved.id, account };
}

/** `count` more shoppers, a few at a time (the emulator and the shop are on the same cores as everything else). */
export async function signUpShoppers(base: string, emulatorHost: string, from: number, count: number, runId: string): Promise<Shopper[]> {
  const made: Shopper[] = [];
  const numbers = Array.from({ length: count }, (_, i) => from + i);
  const PARALLEL = 8;
  for (let i = 0; i < numbers.length; i += PARALLEL) {
    const batch = numbers.slice(i, i + PARALLEL).map((n) => signUpShopper(base, emulatorHost, `shopper-${runId}-${n}@bench.vitrine.test`));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}
