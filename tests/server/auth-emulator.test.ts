/**
 * The test setup's Firebase Auth emulator is real: tokens the browser's SDK
 * would get from it are verified by the server's firebase-admin provider.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firebaseIdentityProvider } from '../../server/features/identity/firebase-provider';
import { IdentityError } from '../../server/features/identity/provider';
import {
  disableUser,
  EmulatorRequestError,
  emulatorProjectId,
  readSmsCode,
  sendSmsCode,
  signInWithPassword,
  signInWithPhone,
  signUpWithPassword,
} from './auth-emulator-client';

/** A mobile number of our own, so parallel test files never read each other's codes. */
const freshPhone = () => `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
const freshEmail = () => `shopper-${randomUUID()}@Example.com`;

function provider() {
  return firebaseIdentityProvider({ projectId: emulatorProjectId(), emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST });
}

async function identityErrorOf(run: Promise<unknown>): Promise<IdentityError> {
  const err: unknown = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof IdentityError)) throw new Error(`expected an IdentityError, got ${String(err)}`);
  return err;
}

describe('the Firebase Auth emulator of the server tests', () => {
  it('is named to every test worker by the global setup', async () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(process.env.FIREBASE_PROJECT_ID).toMatch(/^demo-/);
    const root = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/`);
    expect(await root.json()).toMatchObject({ authEmulator: { ready: true } });
  });

  it('signs in by mobile code, and firebase-admin verifies the token with the number', async () => {
    const phone = freshPhone();
    const { idToken, uid } = await signInWithPhone(phone);

    const identity = await provider().verifyIdToken(idToken);

    expect(identity).toEqual({ uid, email: null, phone, password: false, displayName: '' });
  });

  it('shows the latest SMS code of a number as the emulator lists it', async () => {
    const phone = freshPhone();
    await sendSmsCode(phone);
    const second = await sendSmsCode(phone);

    const latest = await readSmsCode(phone);

    expect(latest).toMatch(/^\d{6}$/);
    expect(await readSmsCode(phone, second)).toBe(latest);
  });

  it('verifies an e-mail and password sign-in as a password identity', async () => {
    const email = freshEmail();
    const signedUp = await signUpWithPassword(email, 'secret123');
    const { idToken, uid } = await signInWithPassword(email, 'secret123');

    const identity = await provider().verifyIdToken(idToken);

    expect(uid).toBe(signedUp.uid);
    expect(identity).toMatchObject({ uid, email: email.toLowerCase(), phone: null, password: true });
  });

  it('refuses a wrong password the way the browser SDK sees it', async () => {
    const email = freshEmail();
    await signUpWithPassword(email, 'secret123');

    const err = await signInWithPassword(email, 'wrong-pass1').catch((e: unknown) => e);

    expect(err).toBeInstanceOf(EmulatorRequestError);
    expect(err).toMatchObject({ reason: 'INVALID_PASSWORD' });
  });

  it('refuses the still-unexpired token of an account disabled since', async () => {
    const { idToken, uid } = await signInWithPhone(freshPhone());
    await disableUser(uid);

    const err = await identityErrorOf(provider().verifyIdToken(idToken));

    expect(err.code).toBe('user-disabled');
  });

  it('refuses a token that is not one', async () => {
    const err = await identityErrorOf(provider().verifyIdToken('not-a-token'));

    expect(err.code).toBe('invalid-token');
  });
});
