import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { DEFAULT_LOCALE } from '../../../schemas/locale';
import { t, type ServerMessageKey } from '../../i18n/translate';
import { IdentityError, type IdentityErrorCode, type IdentityProvider, type VerifiedIdentity } from './provider';

export interface FirebaseSettings {
  projectId: string;
  /** host:port of the Auth emulator; unset in production. */
  emulatorHost?: string;
  /** A service account as JSON; unset, Google application default credentials are used. */
  serviceAccountJson?: string;
}

function codeOf(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') return err.code;
  return '';
}

/** An IdentityError in English (logs, scripts) that names its words, so a route answers in the shopper's language. */
const refusal = (code: IdentityErrorCode, words: ServerMessageKey) => new IdentityError(code, t(DEFAULT_LOCALE, words), words);

/** firebase-admin's error codes, as the routes need them. */
function translate(err: unknown): IdentityError {
  const code = codeOf(err);
  if (code === 'auth/id-token-expired' || code === 'auth/id-token-revoked' || code === 'auth/session-cookie-revoked') return refusal('token-expired', 'api.identity.signInExpired');
  if (code === 'auth/user-disabled') return refusal('user-disabled', 'api.identity.accountDisabled');
  if (code === 'auth/email-already-exists') return refusal('email-exists', 'api.identity.emailExists');
  if (code === 'auth/user-not-found') return refusal('user-not-found', 'api.identity.noAccountForEmail');
  if (code === 'auth/argument-error' || code === 'auth/invalid-id-token' || code === 'auth/invalid-argument') return refusal('invalid-token', 'api.identity.tokenInvalid');
  if (code.startsWith('auth/') && !code.includes('internal') && !code.includes('network')) return refusal('invalid-token', 'api.identity.notVerified');
  return refusal('unavailable', 'api.identity.unavailable');
}

/**
 * firebase-admin is loaded on first use: a server that nobody signs in to
 * never pays for it. With an emulator host, firebase-admin verifies the
 * emulator's unsigned tokens and manages its accounts; it reads the host from
 * FIREBASE_AUTH_EMULATOR_HOST, which is the documented switch.
 */
export function firebaseIdentityProvider(settings: FirebaseSettings): IdentityProvider {
  let auth: Promise<Auth> | undefined;

  function load(): Promise<Auth> {
    auth ??= (async () => {
      if (settings.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.emulatorHost;
      const { initializeApp, cert, applicationDefault } = await import('firebase-admin/app');
      const { getAuth } = await import('firebase-admin/auth');
      const credential = settings.emulatorHost
        ? undefined
        : settings.serviceAccountJson
          ? cert(JSON.parse(settings.serviceAccountJson) as Record<string, string>)
          : applicationDefault();
      // A named app per provider, so tests with their own settings never share one.
      const app: App = initializeApp({ projectId: settings.projectId, ...(credential ? { credential } : {}) }, `vitrine-${randomUUID()}`);
      return getAuth(app);
    })();
    return auth;
  }

  async function call<T>(run: (a: Auth) => Promise<T>): Promise<T> {
    const a = await load();
    try {
      return await run(a);
    } catch (err) {
      throw translate(err);
    }
  }

  return {
    verifyIdToken: (token) =>
      call(async (a): Promise<VerifiedIdentity> => {
        // checkRevoked also refuses a disabled account.
        const decoded = await a.verifyIdToken(token, true);
        const identities = decoded.firebase.identities ?? {};
        return {
          uid: decoded.uid,
          email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null,
          phone: typeof decoded.phone_number === 'string' ? decoded.phone_number : null,
          password: decoded.firebase.sign_in_provider === 'password' || 'email' in identities,
          displayName: typeof decoded.name === 'string' ? decoded.name : '',
        };
      }),
    findUidByEmail: async (email) => {
      try {
        return await call(async (a) => (await a.getUserByEmail(email)).uid);
      } catch (err) {
        if (err instanceof IdentityError && err.code === 'user-not-found') return null;
        throw err;
      }
    },
    createPasswordUser: ({ email, password, displayName }) =>
      call(async (a) => (await a.createUser({ email, password, displayName, emailVerified: true })).uid),
    setPassword: (uid, password) =>
      call(async (a) => {
        await a.updateUser(uid, { password });
      }),
    accountStatus: (uid) =>
      call(async (a) => {
        const user = await a.getUser(uid);
        const since = user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime) : null;
        return { disabled: user.disabled, validSince: since && !Number.isNaN(since.getTime()) ? since : null };
      }),
    revokeRefreshTokens: (uid) => call((a) => a.revokeRefreshTokens(uid)),
  };
}
