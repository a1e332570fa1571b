import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  PhoneAuthProvider,
  reauthenticateWithCredential,
  RecaptchaVerifier,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signOut,
  updatePassword,
  type Auth,
} from 'firebase/auth';
import { identityConfigSchema, identityPaths } from '../../../schemas/api/identity';
import { apiGet } from '../../api/client';
import { FORCED_SIGN_OUT_CODES, friendlyAuthMessage } from './auth-errors';
import { IdentityClientError, type IdentityClient } from './identity-client';

function codeOf(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') return err.code;
  return '';
}

/**
 * This module is the only importer of the Firebase SDK, and it is itself
 * loaded on demand (identity-client.ts), so firebase never reaches the
 * first-paint bundle. The web configuration comes from our server at run
 * time: one build serves the emulator locally and a real project in production.
 */
export async function createFirebaseIdentity(): Promise<IdentityClient> {
  const config = await apiGet(identityPaths.config, identityConfigSchema);
  const app = initializeApp(
    { apiKey: config.api_key, authDomain: config.auth_domain, projectId: config.project_id, ...(config.app_id ? { appId: config.app_id } : {}) },
    'vitrine',
  );
  // initializeAuth without the popup/redirect resolver: phone and password sign-in need neither, and it is the heavy part.
  const auth: Auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulator_url) connectAuthEmulator(auth, config.emulator_url, { disableWarnings: true });
  auth.languageCode = 'en';

  const forcedListeners = new Set<() => void>();
  let expectingSignOut = false;
  let hadUser = false;
  await auth.authStateReady();
  hadUser = auth.currentUser !== null;
  onAuthStateChanged(auth, (user) => {
    // The SDK drops the user by itself when a refresh finds it disabled or revoked.
    if (!user && hadUser && !expectingSignOut) forcedListeners.forEach((l) => l());
    hadUser = user !== null;
    expectingSignOut = false;
  });

  async function run<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (err) {
      if (err instanceof IdentityClientError) throw err;
      const code = codeOf(err);
      if (FORCED_SIGN_OUT_CODES.has(code)) forcedListeners.forEach((l) => l());
      throw new IdentityClientError(friendlyAuthMessage(code), code);
    }
  }

  let verifier: RecaptchaVerifier | undefined;

  return {
    sendSmsCode: (e164, container, onCaptchaExpired) =>
      run(async () => {
        verifier?.clear();
        verifier = new RecaptchaVerifier(auth, container, { size: 'invisible', 'expired-callback': onCaptchaExpired });
        try {
          const confirmation = await signInWithPhoneNumber(auth, e164, verifier);
          return confirmation.verificationId;
        } catch (err) {
          // A used or failed challenge cannot be run again: the next send makes a fresh one.
          verifier.clear();
          verifier = undefined;
          throw err;
        }
      }),
    confirmSmsCode: (verificationId, code) =>
      run(async () => {
        const credential = await signInWithCredential(auth, PhoneAuthProvider.credential(verificationId, code));
        return credential.user.getIdToken();
      }),
    signInWithPassword: (email, password) =>
      run(async () => {
        const credential = await signInWithEmailAndPassword(auth, email, password);
        return credential.user.getIdToken();
      }),
    changePassword: (email, currentPassword, newPassword) =>
      run(async () => {
        const user = auth.currentUser;
        if (!user) throw new IdentityClientError(friendlyAuthMessage('auth/requires-recent-login'), 'auth/requires-recent-login');
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, currentPassword));
        await updatePassword(user, newPassword);
      }),
    signOut: () =>
      run(async () => {
        expectingSignOut = auth.currentUser !== null;
        await signOut(auth);
      }),
    onForcedSignOut: (listener) => {
      forcedListeners.add(listener);
      return () => forcedListeners.delete(listener);
    },
  };
}
