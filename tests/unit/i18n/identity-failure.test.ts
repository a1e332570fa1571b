import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { identityFailure } from '../../../server/features/identity/failures';
import { IdentityError } from '../../../server/features/identity/provider';

/** A route that fails as a sign-in whose token expired, the way firebase-provider.ts reports it. */
const app = new Hono().get('/', (c) => identityFailure(c, new IdentityError('token-expired', 'Your sign-in has expired. Please sign in again.', 'api.identity.signInExpired')));

async function answer(headers: Record<string, string>) {
  const res = await app.request('/', { headers });
  return { status: res.status, body: (await res.json()) as { error: string } };
}

describe('identity failures in the shopper’s language', () => {
  it('answers a Hindi page in Hindi and anyone else in the same English', async () => {
    expect(await answer({ 'Accept-Language': 'hi-IN' })).toMatchObject({ status: 401, body: { error: 'आपका साइन इन खत्म हो गया है। कृपया फिर से साइन इन करें।' } });
    expect(await answer({})).toMatchObject({ status: 401, body: { error: 'Your sign-in has expired. Please sign in again.' } });
  });

  it('keeps the words of an error that names no catalogue key', async () => {
    const plain = new Hono().get('/', (c) => identityFailure(c, new IdentityError('unavailable', 'Down for a moment')));
    const res = await plain.request('/', { headers: { 'Accept-Language': 'hi-IN' } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe('Down for a moment');
  });
});
